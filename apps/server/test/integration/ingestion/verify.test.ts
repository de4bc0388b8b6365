import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import { ATS_KINDS, type Ats, type CompanyListEntry } from '@upstream/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { listBoards, loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import { atsUrls, createBoardsHttpClient } from '../../../src/modules/ingestion/service.ts';
import { summariseChecks, verifyBoards } from '../../../src/modules/ingestion/verify.ts';
import { createTestDatabase } from '../../helpers/db.ts';

const run = promisify(execFile);
const tokenOf = (ats: Ats, name: string) => (ats === 'workday' ? `${name}.wd5/External` : name);

let sim: Simulator;
let dir: string;
beforeAll(async () => {
  sim = await startSimulator();
  ATS_KINDS.forEach((ats, i) => {
    sim.addBoard({ ats, token: tokenOf(ats, `live${i}`), company: `Live ${i}`, size: 3 + i });
  });
  dir = await mkdtemp(join(tmpdir(), 'verify-'));
});
afterAll(() => sim.close());

/** A company list: a live board on every ATS, two boards that do not exist and one that answers garbage. */
function companyList(): CompanyListEntry[] {
  const live = ATS_KINDS.map((ats, i) => ({
    name: `Live ${i}`,
    homepage_url: null,
    industry: null,
    boards: [{ ats, token: tokenOf(ats, `live${i}`) }],
  }));
  return [
    ...live,
    {
      name: 'Gone GH',
      homepage_url: null,
      industry: null,
      boards: [{ ats: 'greenhouse', token: 'gone-gh' }],
    },
    { name: 'Gone P', homepage_url: null, industry: null, boards: [{ ats: 'personio', token: 'gone-p' }] },
  ];
}

describe('npm run boards -- verify', () => {
  it('fetches each catalogued board once and reports which answer, with how many postings, and which fail', async () => {
    sim.setFault('teamtailor', tokenOf('teamtailor', `live${ATS_KINDS.indexOf('teamtailor')}`), {
      kind: 'malformed',
    });
    const file = join(dir, 'companies.json');
    await writeFile(file, JSON.stringify(companyList()));
    const before = sim.requests.length;
    const cli = run('npx', ['tsx', 'apps/server/src/cli/boards.ts', 'verify', '--file', file, '--all'], {
      env: { ...process.env, ...sim.env, INGEST_BACKOFF_MS: '5', LOG_LEVEL: 'warn' },
    });
    const { stdout, code } = await cli.then(
      (r) => ({ stdout: r.stdout, code: 0 }),
      (e: { stdout: string; code: number }) => ({ stdout: e.stdout, code: e.code }),
    );
    sim.clearFault('teamtailor', tokenOf('teamtailor', `live${ATS_KINDS.indexOf('teamtailor')}`));

    expect(stdout).toContain('Checking 14 boards');
    for (const [i, ats] of ATS_KINDS.entries()) {
      if (ats === 'teamtailor') continue;
      const size = sim.board(ats, tokenOf(ats, `live${i}`))!.jobs.size;
      expect(stdout).toMatch(new RegExp(`ok\\s+${ats}\\s+\\S*live${i}\\S*\\s+Live ${i}\\s+${size} postings`));
    }
    expect(stdout).toMatch(/FAIL\s+greenhouse\s+gone-gh\s+Gone GH\s+not_found: The board does not exist/);
    expect(stdout).toMatch(/FAIL\s+personio\s+gone-p\s+Gone P\s+not_found/);
    expect(stdout).toMatch(/FAIL\s+teamtailor\s+live\d+\s+Live \d+\s+malformed: .*not XML/);
    expect(stdout).toMatch(/greenhouse\s+2\s+1\s+0\s+\d+\s+1\s+not_found 1/);
    expect(stdout).toContain('11 of 14 boards answer');
    expect(code).toBe(1);

    // Once each: a listing per board (Rippling's detail calls are not made; SmartRecruiters and Workday list
    // these small boards in one page).
    const paths = sim.requests.slice(before).map((r) => `${r.ats} ${r.path}`);
    expect(paths).toHaveLength(14);
    expect(new Set(paths).size).toBe(14);
  }, 60_000);

  it('keeps to the per-host limit however many boards an ATS has', async () => {
    for (let i = 0; i < 12; i++)
      sim.addBoard({ ats: 'lever', token: `many${i}`, company: `Many ${i}`, size: 2 });
    let inFlight = 0;
    let peak = 0;
    const counting: typeof fetch = async (input, init) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      try {
        await new Promise((r) => setTimeout(r, 20));
        return await globalThis.fetch(input, init);
      } finally {
        inFlight--;
      }
    };
    const config = loadConfig({ ...process.env, ...sim.env, INGEST_HOST_CONCURRENCY: '3' });
    const http = createBoardsHttpClient({ config, fetch: counting });
    const boards = Array.from({ length: 12 }, (_, i) => ({
      ats: 'lever' as const,
      token: `many${i}`,
      company: `Many ${i}`,
    }));
    const checks = await verifyBoards({ http, urls: atsUrls(config), now: new Date() }, boards, {
      concurrency: 12,
    });
    expect(peak).toBe(3);
    expect(summariseChecks(checks)).toEqual([
      { ats: 'lever', boards: 12, answered: 12, empty: 0, postings: 24, failed: {} },
    ]);
  });
});

describe('npm run boards -- company-list', () => {
  it("adds the company list's boards an older install does not read yet", async () => {
    const database = await createTestDatabase();
    const company = (name: string, token: string): CompanyListEntry => ({
      name,
      homepage_url: null,
      industry: null,
      boards: [{ ats: 'lever', token }],
    });
    // An older install reads two boards; the newer company list adds a third.
    await loadCompanies(database.db, [company('Old One', 'old-one'), company('Old Two', 'old-two')]);
    const newer = join(dir, 'newer.json');
    await writeFile(
      newer,
      JSON.stringify([
        company('Old One', 'old-one'),
        company('Old Two', 'old-two'),
        company('New', 'new-co'),
      ]),
    );
    const { stdout } = await run(
      'npx',
      ['tsx', 'apps/server/src/cli/boards.ts', 'company-list', '--file', newer],
      {
        env: { ...process.env, ...sim.env, DATABASE_URL: database.connectionString, LOG_LEVEL: 'warn' },
      },
    );
    expect(stdout).toContain(
      'The company list has 3 boards of 3 companies; 1 were new. Upstream now reads 3 boards',
    );
    expect((await listBoards(database.db)).map((b) => b.token).sort()).toEqual([
      'new-co',
      'old-one',
      'old-two',
    ]);
  }, 60_000);
});
