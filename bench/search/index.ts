// Job search under load: `npm run bench -- search` (or `npx tsx bench/search/index.ts`).
//
// A generated market of 1,000,000 active jobs (plus closed and stale ones that must never show) from 10,000
// companies, the real service in its own process, and an open-loop load at a fixed arrival rate over every
// query shape, GET /healthz included as the trivial baseline. Prints p50/p99/errors per shape, the query-plan
// check and the first-load weight of /job-search. Options: --jobs N --companies N --rate R --warmup S
// --seconds S --data-dir DIR --profile (a CPU profile of the service, kept in bench/results/search/)
// --processes N (the service run as N processes sharing its port, WEB_PROCESSES; CPU counts them all).
// --sweep raises the rate step by step instead (--rates 100,200,… or --from, --step, --max) until a step's p99
// passes 50 ms or errors appear, with each step's CPU per request; --baseline <rev> sweeps that commit too,
// side by side; --after-fetch marks every search count due as each step's measured window opens, as a fetch run
// does, so the step is served while the counts are recounted. See bench/README.md.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { runCapacity } from './capacity.ts';
import { prepareBenchDatabase } from './database.ts';
import { searchDataset } from './dataset.ts';
import { measureFirstLoad } from './first-load.ts';
import { runLoad, type ShapeResult } from './load.ts';
import { createBenchMembers, memberCookie } from './members.ts';
import { checkPlans } from './plans.ts';
import { startService } from './service.ts';
import { buildShapes, KEYWORDS } from './shapes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== 'search' && a !== '--'),
  options: {
    jobs: { type: 'string', default: '1000000' },
    companies: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '200' },
    // Defaults: 30 and 60 s at a fixed rate; 10 and 30 s per step of a sweep.
    warmup: { type: 'string' },
    seconds: { type: 'string' },
    'data-dir': { type: 'string', default: path.join(root, 'data/bench-search') },
    sweep: { type: 'boolean', default: false },
    'after-fetch': { type: 'boolean', default: false },
    rates: { type: 'string' },
    from: { type: 'string', default: '100' },
    step: { type: 'string', default: '100' },
    max: { type: 'string', default: '3000' },
    baseline: { type: 'string' },
    profile: { type: 'boolean', default: false },
    processes: { type: 'string', default: '1' },
  },
});
const log = (m: string) => console.info(`[bench:search] ${m}`);
const activeJobs = Number(args.jobs);
const TARGET = { p50: 10, p99: 50 };

function table(results: ShapeResult[]) {
  const pad = (s: string, n: number) => s.padEnd(n);
  const num = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(1)).padStart(8);
  const lines = [
    `${pad('shape', 34)}${'requests'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}${'errors'.padStart(8)}  target`,
  ];
  for (const r of results) {
    const isSearch = r.name !== 'GET /healthz';
    const ok = r.errors === 0 && (!isSearch || (r.p50 <= TARGET.p50 && r.p99 <= TARGET.p99));
    const extra = Object.keys(r.statuses).length ? ` ${JSON.stringify(r.statuses)}` : '';
    lines.push(
      `${pad(r.name, 34)}${String(r.requests).padStart(9)}${num(r.p50)}${num(r.p99)}${num(r.max)}${String(r.errors).padStart(8)}  ${isSearch ? (ok ? 'ok' : 'MISSED') : ''}${extra}`,
    );
  }
  return lines.join('\n');
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const profileDir = args.profile ? path.join(root, 'bench', 'results', 'search', stamp()) : undefined;
const processes = Number(args.processes);
if (!Number.isInteger(processes) || processes < 1)
  throw new Error(`--processes must be 1 or more: ${args.processes}`);
// A profile is of one process's main thread; with several, it would show one of them.
if (profileDir && processes > 1) throw new Error('--profile measures one service process: drop --processes');

function sweepRates(): number[] {
  if (args.rates) return args.rates.split(',').map(Number);
  const rates: number[] = [];
  for (let r = Number(args.from); r <= Number(args.max); r += Number(args.step)) rates.push(r);
  return rates;
}

async function main() {
  const dataset = searchDataset(activeJobs, Number(args.companies));
  const started = Date.now();
  if (args.sweep || args.baseline) {
    const rates = sweepRates();
    if (rates.length === 0 || rates.some((r) => !(r > 0)))
      throw new Error(`no rates to sweep: ${rates.join(',')}`);
    await runCapacity({
      dataset,
      dataDir: args['data-dir'],
      rates,
      warmupSeconds: Number(args.warmup ?? 10),
      seconds: Number(args.seconds ?? 30),
      baseline: args.baseline,
      afterFetch: args['after-fetch'],
      profileDir,
      processes,
      log,
    });
    console.info(`\ntotal bench time ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return;
  }
  const database = await prepareBenchDatabase(args['data-dir'], dataset, log);
  log(
    database.generatedMs === null
      ? 'reusing the generated data set'
      : `data set generated in ${(database.generatedMs / 1000).toFixed(0)} s`,
  );
  if (database.generatedRows) {
    log(
      `rows generated: ${Object.entries(database.generatedRows)
        .map(([table, n]) => `${n.toLocaleString('en-US')} ${table}`)
        .join(', ')}`,
    );
  }
  const tokens = await createBenchMembers(database.url, 20);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const slugs = (
    await client.query<{ slug: string }>(
      `SELECT slug FROM companies WHERE slug LIKE 'co-%' ORDER BY id LIMIT 300`,
    )
  ).rows.map((r) => r.slug);
  const member = Number(
    (await client.query<{ user_id: string }>(`SELECT user_id FROM sessions ORDER BY created_at DESC LIMIT 1`))
      .rows[0]!.user_id,
  );
  const counts = (
    await client.query<{ active: string; inactive: string }>(
      'SELECT count(*) FILTER (WHERE active) AS active, count(*) FILTER (WHERE NOT active) AS inactive FROM jobs',
    )
  ).rows[0]!;
  await client.end();
  log(
    `market: ${Number(counts.active).toLocaleString('en-US')} active jobs, ${Number(counts.inactive).toLocaleString('en-US')} closed or stale`,
  );

  log('checking query plans (every search statement EXPLAINed)…');
  const plans = await checkPlans(database.url, [
    { shape: 'no filter, page 1', body: {}, userId: null },
    { shape: 'one function', body: { role: ['Engineering'] }, userId: null },
    {
      shape: 'function+level+city',
      body: { role: ['Data'], level: ['Mid'], city: ['San Francisco|CA'] },
      userId: null,
    },
    {
      shape: 'rare function+level+city',
      body: { role: ['Design'], level: ['Executive'], city: ['Honolulu|HI'] },
      userId: null,
    },
    { shape: 'one company', body: { company: [slugs[7]] }, userId: null },
    ...['engineer', 'actuary', 'ai', 'zookeeper'].map((k) => ({
      shape: `keyword '${k}'`,
      body: { job_title_search: [k] },
      userId: null,
    })),
    { shape: 'min salary $150k', body: { min_salary: 150_000 }, userId: null },
    { shape: 'function + min salary', body: { role: ['Design'], min_salary: 200_000 }, userId: null },
    {
      shape: 'min salary or no pay',
      body: { min_salary: 100_000, include_no_salary: true },
      userId: null,
    },
    { shape: 'min salary in EUR', body: { min_salary: 250_000, salary_currency: 'EUR' }, userId: null },
    { shape: 'remote type', body: { type: ['remote'] }, userId: null },
    { shape: 'remote region (Europe)', body: { city: ['Remote|Europe'] }, userId: null },
    {
      shape: 'remote region + function',
      body: { city: ['Remote|Anywhere'], role: ['Legal'] },
      userId: null,
    },
    { shape: 'member page 1', body: {}, userId: member },
    { shape: 'member page 50', body: { page: 50 }, userId: member },
    { shape: 'member saved list', body: { saved: true }, userId: member },
  ]);

  const service = await startService(root, database.url, { profileDir, processes });
  try {
    const rate = Number(args.rate);
    const shapes = buildShapes({
      companySlugs: slugs,
      memberCookies: tokens.map(memberCookie),
    });
    log(
      `load: ${rate} requests/s over ${shapes.length} shapes (${(rate / shapes.length).toFixed(1)}/s each), ` +
        `${args.warmup ?? 30} s warm-up, ${args.seconds ?? 60} s measured; keywords rotate over ${KEYWORDS.length} terms`,
    );
    const results = await runLoad(service.origin, shapes, {
      rate,
      warmupSeconds: Number(args.warmup ?? 30),
      seconds: Number(args.seconds ?? 60),
      log,
    });

    // A keyword that matches nothing must cost what a common one does (no walk of the whole date index).
    log('keywords side by side: a broad one, rare ones and ones that match nothing…');
    const keywordClasses = await runLoad(
      service.origin,
      [
        { name: "broad ('engineer', 'manager')", words: ['engineer', 'manager'] },
        { name: "rare ('actuary', 'bioinformatics')", words: ['actuary', 'bioinformatics'] },
        { name: "none ('zookeeper', 'xylophone')", words: ['zookeeper', 'xylophone'] },
      ].map(({ name, words }) => {
        let i = 0;
        return {
          name,
          next: () => ({
            method: 'POST' as const,
            path: '/api/post/jobs',
            body: { pageSize: 20, page: 1 + (i % 3), job_title_search: [words[i++ % words.length]] },
          }),
        };
      }),
      { rate: 60, warmupSeconds: 3, seconds: 15 },
    );

    const distDir = path.join(root, 'apps/web/dist');
    const weight = existsSync(path.join(distDir, 'index.html'))
      ? await measureFirstLoad(`${service.origin}/job-search`)
      : null;

    console.info(
      `\nJob search on ${Number(counts.active).toLocaleString('en-US')} active jobs, ${rate} req/s fixed arrival rate`,
    );
    console.info(table(results));
    const byName = new Map(results.map((r) => [r.name, r]));
    const health = byName.get('GET /healthz');
    const page1 = byName.get('member search: page 1');
    const page50 = byName.get('member search: page 50');
    const searches = results.filter((r) => r.name.startsWith('search') || r.name.startsWith('member'));
    const worstP50 = Math.max(...searches.map((r) => r.p50));
    if (health) console.info(`\nslowest search p50 / healthz p50: ${(worstP50 / health.p50).toFixed(1)}×`);
    if (page1 && page50) {
      const ratio = page50.p99 / page1.p99;
      console.info(
        `page 50 p99 / page 1 p99: ${ratio.toFixed(2)}× (target ≤ 2×) ${ratio <= 2 ? 'ok' : 'MISSED'}`,
      );
    }
    const keyword = byName.get('search: keyword (42 rotated)');
    if (keyword)
      console.info(`keyword shape includes zero-result terms; its p99 ${keyword.p99.toFixed(1)} ms`);
    console.info('\nkeywords by how much they match (60 req/s, pages 1-3):');
    for (const k of keywordClasses) {
      console.info(
        `  ${k.name.padEnd(36)} p50 ${k.p50.toFixed(1).padStart(6)} ms  p99 ${k.p99.toFixed(1).padStart(6)} ms`,
      );
    }
    const [broad, , none] = keywordClasses;
    if (broad && none) {
      const ratio = none.p50 / broad.p50;
      console.info(
        `  nothing-matching p50 / broad p50: ${ratio.toFixed(2)}× (target ≤ 1×) ${ratio <= 1.1 ? 'ok' : 'MISSED'}`,
      );
    }
    console.info('\nquery plans (no sequential scan of jobs, job_locations, user_jobs, job_notes):');
    for (const p of plans) {
      console.info(
        `  ${p.shape.padEnd(28)} ${p.queries} statements  ${p.seqScans.length ? `SEQ SCAN: ${p.seqScans.join(', ')}` : 'index only ✓'}`,
      );
    }
    const ms = (n: number) => n.toFixed(2).padStart(7);
    console.info(
      '\nPostgreSQL time per search (EXPLAIN ANALYZE, second run): planning + execution of the statements every\n' +
        'request runs, then of the counts cached for 10 minutes (paid once per filter set):',
    );
    for (const p of plans) {
      console.info(
        `  ${p.shape.padEnd(28)} per request plan ${ms(p.perRequest.planningMs)} ms  exec ${ms(p.perRequest.executionMs)} ms` +
          ` | cached counts plan ${ms(p.cachedCounts.planningMs)} ms  exec ${ms(p.cachedCounts.executionMs)} ms`,
      );
    }
    if (weight) {
      console.info(
        `\nfirst load of /job-search: ${(weight.jsGzip / 1024).toFixed(1)} KB gzipped JS (target ≤ 150), ` +
          `${(weight.cssGzip / 1024).toFixed(1)} KB gzipped CSS (target ≤ 40), in ${weight.jsFiles} JS and ${weight.cssFiles} CSS files`,
      );
    } else {
      console.info(
        '\nfirst load of /job-search: not measured (build the web client first: npm run build:web)',
      );
    }
    console.info(`\ntotal bench time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    const profile = await service.stop();
    if (profile) log(`CPU profile of the service: ${path.relative(root, profile)}`);
    await database.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
