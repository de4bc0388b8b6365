// What one member's search costs, tree beside tree: `npx tsx bench/search/member-cost.ts [dir …]`.
//
// The sweep's load mixes 17 shapes, and its verdict at a rate moves from run to run by more than most changes to
// one shape (decision 16, session 28). This measures one shape alone: a member's search (20 members with the
// bench's own saved, hidden and tracked jobs and blocked companies), one request after another at no load, and
// reads from /proc the CPU the service process and PostgreSQL spent per request. Each tree given (a directory
// holding a checkout, e.g. a git worktree; default this one) serves in its own process in turn, round after round,
// on the search bench's kept data set, so a change is judged against its own tree's spread. Options: --jobs N
// --companies N --data-dir DIR (as the search bench), --requests N per tree and round (3000), --rounds N (3),
// --page N (1).

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { postgresCpuSeconds, postmasterPid, processCpuSeconds } from '../cpu.ts';
import { median } from '../median.ts';
import { positiveInteger } from '../options.ts';
import { prepareBenchDatabase } from './database.ts';
import { searchDataset } from './dataset.ts';
import { createBenchMembers, memberCookie } from './members.ts';
import { startService } from './service.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    jobs: { type: 'string', default: '1000000' },
    companies: { type: 'string', default: '10000' },
    'data-dir': { type: 'string', default: path.join(root, 'data/bench-search') },
    requests: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '3' },
    page: { type: 'string', default: '1' },
  },
});
const trees = positionals.length ? positionals.map((dir) => path.resolve(dir)) : [root];
const requests = positiveInteger('requests', args.requests);
const rounds = positiveInteger('rounds', args.rounds);
const page = positiveInteger('page', args.page);
/** Requests first sent and not counted: the service's code warmed and its caches filled. */
const WARM_UP = 1000;
const log = (m: string) => console.info(`[bench:member-cost] ${m}`);

const database = await prepareBenchDatabase(
  args['data-dir'],
  searchDataset(Number(args.jobs), Number(args.companies)),
  log,
);
const postmaster = postmasterPid(database.clusterDir);
if (postmaster === null) throw new Error(`no PostgreSQL running in ${database.clusterDir}`);
const tokens = await createBenchMembers(database.url, 20);
const results = new Map<string, { service: number; postgres: number; wall: number }[]>();

async function measure(tree: string) {
  const service = await startService(tree, database.url);
  try {
    const search = async (i: number) => {
      const answer = await fetch(`${service.origin}/api/post/jobs`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'br, gzip',
          cookie: memberCookie(tokens[i % tokens.length]!),
          origin: service.origin,
        },
        body: JSON.stringify({ page }),
      });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`a member's search answered ${answer.status}`);
    };
    for (let i = 0; i < WARM_UP; i++) await search(i);
    const pid = service.child.pid!;
    const before = {
      service: processCpuSeconds(pid),
      postgres: postgresCpuSeconds(postmaster!),
      at: performance.now(),
    };
    for (let i = 0; i < requests; i++) await search(i);
    const perRequest = (seconds: number) => (seconds * 1e6) / requests;
    const run = {
      service: perRequest(processCpuSeconds(pid) - before.service),
      postgres: perRequest(postgresCpuSeconds(postmaster!) - before.postgres),
      wall: ((performance.now() - before.at) * 1000) / requests,
    };
    results.set(tree, [...(results.get(tree) ?? []), run]);
    log(
      `${tree}: service ${run.service.toFixed(0)} µs, PostgreSQL ${run.postgres.toFixed(0)} µs of CPU a search; ${run.wall.toFixed(0)} µs each`,
    );
  } finally {
    await service.stop();
  }
}

try {
  for (let round = 1; round <= rounds; round++) for (const tree of trees) await measure(tree);
} finally {
  await database.stop();
}
console.info(`\nA member's search, page ${page}, ${requests} a round (median of ${rounds} rounds, µs):`);
console.info(`${'tree'.padEnd(50)}${'service'.padStart(9)}${'PostgreSQL'.padStart(12)}${'wall'.padStart(8)}`);
for (const [tree, runs] of results) {
  const m = (key: 'service' | 'postgres' | 'wall') => median(runs.map((r) => r[key])).toFixed(0);
  console.info(
    `${tree.padEnd(50)}${m('service').padStart(9)}${m('postgres').padStart(12)}${m('wall').padStart(8)}`,
  );
}
