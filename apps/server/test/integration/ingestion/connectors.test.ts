import { SIM_ATS, type SimAts, type Simulator, startSimulator } from '@upstream/ats-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardFetchError, createHttpClient } from '../../../src/modules/ingestion/connectors/http.ts';
import { CONNECTORS } from '../../../src/modules/ingestion/connectors/index.ts';
import { boardBaseUrl } from '../../../src/modules/ingestion/connectors/urls.ts';
import { createPlaces, normaliseJob } from '../../../src/modules/ingestion/normalise/index.ts';

const places = createPlaces();

const tokenFor = (ats: SimAts) => (ats === 'workday' ? 'acme.wd5/External' : `acme-${ats}`);

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
  for (const ats of SIM_ATS) sim.addBoard({ ats, token: tokenFor(ats), company: 'Acme', size: 45 });
});
afterAll(() => sim.close());

// The simulator runs on this machine: named as an ATS address, it may be (as the service names its configured ones).
const LOCAL = { allowPrivateHosts: ['127.0.0.1'] };

const http = (opts: { timeoutMs?: number; maxBytes?: number; retries?: number } = {}) =>
  createHttpClient({ backoffMs: 10, maxBackoffMs: 2_000, ...LOCAL, ...opts });

async function read(ats: SimAts, token = tokenFor(ats), client = http()) {
  const connector = CONNECTORS[ats];
  const board = { token, baseUrl: boardBaseUrl(sim.urls[ats], token), http: client, now: new Date() };
  const items = await connector.list(board);
  // As a board fetch does: the detail call only for postings whose listing lacks what a job card shows.
  const enriched = await Promise.all(
    items.map((i) =>
      connector.enrich && (connector.needsDetail?.(i) ?? true) ? connector.enrich(i, board) : i,
    ),
  );
  return enriched.map((item) => normaliseJob(connector.toSource(item, board)!, places)!);
}

async function failure(promise: Promise<unknown>): Promise<BoardFetchError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof BoardFetchError) return err;
    throw err;
  }
  throw new Error('expected the fetch to fail');
}

describe.each(SIM_ATS)('%s connector against the simulator', (ats) => {
  it('reads every posting of the board as a normalised job', async () => {
    const jobs = await read(ats);
    const board = sim.board(ats, tokenFor(ats))!;
    expect(jobs).toHaveLength(board.jobs.size);
    for (const simJob of board.jobs.values()) {
      // Titles repeat on a board, so a posting matches any job of its title with its first place.
      const first = simJob.places[0];
      // Teamtailor's feed names a place's city and country, never its region: the simulator's US cities are
      // each the one of their name that matters, so the state is found from the city (Los Angeles → CA).
      const state = first && (first.countryCode === 'US' ? first.regionCode : first.country);
      const match = jobs.find(
        (j) =>
          j.title === simJob.title &&
          j.remote === simJob.remote &&
          (simJob.remote ||
            !first ||
            j.places.some((p) => p.city === first.city && p.state === state && !p.remote)),
      );
      expect(match, `${simJob.title} in ${first?.city ?? 'remote'}`).toBeDefined();
      expect(match!.url).toMatch(/^https?:\/\//);
      if (simJob.employment === 'Intern') expect(match!.type).toMatch(/internship/);
      if (simJob.remote)
        expect(match!.places).toContainEqual(expect.objectContaining({ city: 'Remote', remote: true }));
    }
    expect(new Set(jobs.map((j) => j.externalId)).size).toBe(jobs.length);
    // Every ATS gives descriptions, in its list or through the detail call (SmartRecruiters, Workday), except
    // Breezy, whose only public JSON has none at all (its postings' text is on HTML pages).
    if (ats !== 'breezy') expect(jobs.some((j) => j.description?.includes('About the role'))).toBe(true);
  });

  it('reports an unknown board as not found', async () => {
    const err = await failure(read(ats, ats === 'workday' ? 'nobody.wd1/External' : 'no-such-board'));
    expect(err.kind).toBe('not_found');
  });

  it('retries a 429 honouring Retry-After, then reads the board', async () => {
    sim.setFault(ats, tokenFor(ats), { kind: 'status', status: 429, retryAfterSeconds: 0 }, 2);
    expect((await read(ats)).length).toBeGreaterThan(0);
  });

  it('retries a 500, then gives up with the status when it persists', async () => {
    sim.setFault(ats, tokenFor(ats), { kind: 'status', status: 500 }, 1);
    expect((await read(ats)).length).toBeGreaterThan(0);
    sim.setFault(ats, tokenFor(ats), { kind: 'status', status: 503 });
    const err = await failure(read(ats, tokenFor(ats), http({ retries: 1 })));
    sim.clearFault(ats, tokenFor(ats));
    expect(err.kind).toBe('http');
    expect(err.httpStatus).toBe(503);
  });

  it('reports malformed JSON', async () => {
    sim.setFault(ats, tokenFor(ats), { kind: 'malformed' }, 1);
    expect((await failure(read(ats))).kind).toBe('malformed');
  });

  it('times out a slow answer', async () => {
    sim.setFault(ats, tokenFor(ats), { kind: 'slow', ms: 600 }, 5);
    const err = await failure(read(ats, tokenFor(ats), http({ timeoutMs: 150, retries: 0 })));
    sim.clearFault(ats, tokenFor(ats));
    expect(err.kind).toBe('timeout');
  });

  it('refuses an answer over the size cap', async () => {
    sim.setFault(ats, tokenFor(ats), { kind: 'huge', bytes: 300_000 }, 1);
    const started = Date.now();
    expect((await failure(read(ats, tokenFor(ats), http({ maxBytes: 100_000 })))).kind).toBe('too_large');
    // At once, not after the request's timeout: the rest of the answer is dropped, not waited for.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe.each(['breezy', 'personio', 'pinpoint', 'teamtailor'] as const)(
  '%s board on its own subdomain',
  (ats) => {
    it('is not found when the ATS redirects it to another host, which is never requested', async () => {
      sim.setFault(ats, tokenFor(ats), { kind: 'redirect', location: 'http://localhost:9/home' }, 1);
      const err = await failure(read(ats));
      expect(err.kind).toBe('not_found');
      expect(err.message).toContain('localhost:9');
    });

    it('follows a redirect on its own host', async () => {
      const path = new URL(`${boardBaseUrl(sim.urls[ats], tokenFor(ats))}/x`).pathname.replace(/\/x$/, '');
      const list = { breezy: '/json', personio: '/xml', pinpoint: '/postings.json', teamtailor: '/jobs.rss' }[
        ats
      ];
      sim.setFault(ats, 'moved-co', { kind: 'redirect', location: `${path}${list}` }, 1);
      // 'moved-co' has no board of its own: its answer sends the client to acme's listing on the same host.
      const jobs = await read(ats, 'moved-co');
      expect(jobs.length).toBe(sim.board(ats, tokenFor(ats))!.jobs.size);
    });
  },
);

// The ATS whose postings carry pay as fields (the others publish it, if at all, as free text).
const PAYING_ATS = ['greenhouse', 'lever', 'ashby', 'pinpoint', 'recruitee', 'rippling'] as const;

describe.each(PAYING_ATS)('%s pay', (ats) => {
  it('reaches each job as the board publishes it: amounts, currency and interval, hourly pay never annualised', async () => {
    const jobs = await read(ats);
    const paid = [...sim.board(ats, tokenFor(ats))!.jobs.values()].filter((j) => j.salary);
    expect(paid.some((j) => j.salary!.interval === 'hour')).toBe(true);
    expect(paid.some((j) => j.salary!.interval === 'year')).toBe(true);
    for (const simJob of paid) {
      const job = jobs.find((j) => j.externalId === simJob.id || j.externalId === simJob.uuid);
      expect(job, `${simJob.title} (${simJob.id})`).toBeDefined();
      const { min, max, currency, interval } = simJob.salary!;
      expect([job!.salaryMin, job!.salaryMax, job!.salaryCurrency, job!.salaryInterval]).toEqual([
        min,
        max,
        currency,
        interval,
      ]);
      // Interns and part-time staff are paid by the hour: a yearly figure would be a year they do not work.
      expect(job!.salaryAnnualMax).toBe(interval === 'year' ? max : null);
    }
  });
});

describe('Teamtailor pages', () => {
  it('are read to the end: a board of 250 jobs in three pages of 100', async () => {
    sim.addBoard({ ats: 'teamtailor', token: 'big-tt', company: 'Big', size: 250 });
    const before = sim.requests.length;
    const jobs = await read('teamtailor', 'big-tt');
    const asked = sim.requests.slice(before).filter((r) => r.ats === 'teamtailor');
    sim.removeBoard('teamtailor', 'big-tt');
    expect(jobs).toHaveLength(250);
    expect(new Set(jobs.map((j) => j.externalId)).size).toBe(250);
    expect(asked).toHaveLength(3);
  });
});

describe('detail calls', () => {
  it('are made for every SmartRecruiters and Workday posting, whose listings have no description', async () => {
    for (const ats of ['smartrecruiters', 'workday'] as const) {
      const before = sim.requests.length;
      const jobs = await read(ats);
      const board = sim.board(ats, tokenFor(ats))!;
      // Workday lists by POST; SmartRecruiters lists at /postings and details at /postings/<id>. Only this
      // ATS's requests: a slow answer is logged when the simulator sends it, so the one Breezy's or Rippling's
      // timeout test gave up on lands after that test, often in this count.
      const details = sim.requests
        .slice(before)
        .filter(
          (r) =>
            r.ats === ats && r.method === 'GET' && (ats === 'workday' || /\/postings\/[^/]+$/.test(r.path)),
        );
      expect(details).toHaveLength(board.jobs.size);
      expect(jobs).toHaveLength(board.jobs.size);
      for (const job of jobs) expect(job.description, `${ats} ${job.title}`).toContain('About the role');
    }
    // Workday's detail gives the places a listing rolls up as "2 Locations".
    const jobs = await read('workday');
    const rolledUp = [...sim.board('workday', tokenFor('workday'))!.jobs.values()].filter(
      (j) => !j.remote && j.places.length > 1,
    );
    expect(rolledUp.length).toBeGreaterThan(0);
    for (const simJob of rolledUp) {
      const job = jobs.find((j) => j.externalId.endsWith(`_R${simJob.id}`))!;
      expect(job.places.map((p) => p.city)).toEqual(simJob.places.map((p) => p.city));
    }
  });
});

describe('HTTP client', () => {
  it('gives up at once when Retry-After asks for longer than it will wait', async () => {
    sim.setFault('lever', tokenFor('lever'), { kind: 'status', status: 429, retryAfterSeconds: 3600 }, 1);
    const started = Date.now();
    const err = await failure(read('lever'));
    expect(err.kind).toBe('rate_limited');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('keeps to the per-host concurrency limit, through an injected fetch too', async () => {
    let inFlight = 0;
    let peak = 0;
    const counting: typeof fetch = async (input, init) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      try {
        return await globalThis.fetch(input, init);
      } finally {
        inFlight--;
      }
    };
    sim.setFault('greenhouse', tokenFor('greenhouse'), { kind: 'slow', ms: 50 });
    const client = createHttpClient({ fetch: counting, perHostConcurrency: 2, ...LOCAL });
    const url = `${sim.urls.greenhouse}/v1/boards/${tokenFor('greenhouse')}/jobs`;
    await Promise.all(Array.from({ length: 6 }, () => client.json(url)));
    sim.clearFault('greenhouse', tokenFor('greenhouse'));
    expect(peak).toBe(2);
  });
});
