import { simulatedCompanies, startSimulator } from '@upstream/ats-simulator';
import {
  boardContext,
  CONNECTORS,
  createHttpClient,
  createPlaces,
  normaliseJob,
} from '../../apps/server/src/modules/ingestion/index.ts';
import { corpusBoards } from '../../apps/server/test/helpers/ats-corpus.ts';
import { loadMarketBoard, marketBoardFiles } from '../../apps/server/test/helpers/real-market.ts';

// npx tsx bench/ingest/normalise-cost.ts [boards]
// What normalisation alone costs per posting, on this thread, in CPU time (which holds on a busy machine where
// wall time does not): the simulator's boards (as the ingest bench serves them) and the real-market corpus.
// Each set is normalised twice with one place reader: the first pass is a process's first sight of the boards.

const BOARDS = Number(process.argv[2] ?? 100);
type Ats = keyof typeof CONNECTORS;
interface Batch {
  ats: Ats;
  board: { token: string; baseUrl: string; now: Date };
  items: Record<string, unknown>[];
}

/** A board's items read and normalised as a normalisation thread does (normalise/batch.ts), on this thread. */
function normaliseBatch({ ats, board, items }: Batch, places: ReturnType<typeof createPlaces>) {
  const context = { ...board, http: null as never };
  return items.map((item) => {
    const source = CONNECTORS[ats].toSource(item as never, context);
    return source ? normaliseJob(source, places) : null;
  });
}

async function simulatorBatches(): Promise<Batch[]> {
  const now = new Date();
  const companies = simulatedCompanies(BOARDS, 100);
  const sim = await startSimulator({
    now: () => now,
    boards: companies.map((c) => ({ ats: c.ats, token: c.token, company: c.name, size: c.size })),
  });
  const hosts = Object.values(sim.urls).map((u) => new URL(u.replace(/\{[a-z]+\}/g, 'x')).host);
  const http = createHttpClient({ perHostConcurrency: 8, backoffMs: 100, allowPrivateHosts: hosts });
  const batches: Batch[] = [];
  for (const c of companies) {
    const ats = c.ats as keyof typeof CONNECTORS;
    const ctx = boardContext({ urls: sim.urls, http, now } as never, ats, c.token);
    const listed = await CONNECTORS[ats].list(ctx);
    const connector = CONNECTORS[ats] as { enrich?: (i: unknown, c: unknown) => Promise<unknown> };
    const items = connector.enrich ? await Promise.all(listed.map((i) => connector.enrich!(i, ctx))) : listed;
    batches.push({ ats, board: { token: ctx.token, baseUrl: ctx.baseUrl, now }, items: items as never });
  }
  await sim.close();
  return batches;
}

function marketBatches(): Batch[] {
  const now = new Date('2026-11-25T12:00:00Z');
  const batches: Batch[] = [];
  for (const board of [...corpusBoards(), ...marketBoardFiles().map(loadMarketBoard)]) {
    // The connectors' list reads the answer; the corpus helper's http answers with the capture.
    batches.push({
      ats: board.ats,
      board: { token: board.board, baseUrl: 'https://corpus.invalid', now },
      items: [],
    });
    (batches.at(-1) as { body?: unknown }).body = board.body;
  }
  return batches;
}

async function listMarket(batches: Batch[]): Promise<Batch[]> {
  const out: Batch[] = [];
  for (const b of batches) {
    const body = (b as { body?: unknown }).body;
    let served = false;
    const http = {
      async json() {
        if (served)
          return b.ats === 'workday' ? { total: 0, jobPostings: [] } : { content: [], totalFound: 0 };
        served = true;
        if (Array.isArray(body))
          return b.ats === 'pinpoint' ? { data: body } : b.ats === 'workable' ? { jobs: body } : body;
        return body;
      },
      async text() {
        return body as string;
      },
    };
    const token = b.ats === 'workday' ? `${b.board.token}.wd1/External` : b.board.token;
    try {
      const items = await CONNECTORS[b.ats].list({ ...b.board, token, http } as never);
      out.push({ ...b, board: { ...b.board, token }, items });
    } catch {}
  }
  return out;
}

function time(label: string, batches: Batch[], places: ReturnType<typeof createPlaces>) {
  const postings = batches.reduce((s, b) => s + b.items.length, 0);
  const from = process.cpuUsage();
  for (const b of batches) normaliseBatch(b, places);
  const used = process.cpuUsage(from);
  const us = used.user + used.system;
  console.info(
    `${label.padEnd(34)} ${String(postings).padStart(6)} postings ${(us / 1e6).toFixed(2).padStart(6)} s CPU = ${(us / postings).toFixed(0).padStart(4)} µs per posting`,
  );
}

const sim = await simulatorBatches();
const market = await listMarket(marketBatches());
const places = createPlaces();
places.prepare();
time('simulator, first pass', sim, places);
time('simulator, second pass', sim, places);
const places2 = createPlaces();
places2.prepare();
time('fixture corpora, first pass', market, places2);
time('fixture corpora, second pass', market, places2);
