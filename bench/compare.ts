import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkoutBaseline, root, thisTree } from './baseline.ts';

// npm run bench:compare -- <rev> <bench> [<bench>…] [-- bench args]
// Runs each named benchmark on <rev> (a commit checked out beside this tree) and on this tree, one after the other
// in one run on the same machine, and prints both outputs whole. The search bench's data set is shared
// (--data-dir), so it is generated once. For side-by-side columns: `--baseline <rev>` (bench/README.md).
const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const [rev, ...benches] = split < 0 ? argv : argv.slice(0, split);
const benchArgs = split < 0 ? [] : argv.slice(split + 1);
if (!rev || benches.length === 0) {
  console.error('usage: npm run bench:compare -- <rev> <bench> [<bench>…] [-- bench args]');
  process.exit(2);
}

const base = checkoutBaseline(rev, (m) => console.info(`[bench:compare] ${m}`));
try {
  const sharedSearchData = path.join(root, 'data/bench-search');
  for (const bench of benches) {
    for (const run of [base, thisTree()]) {
      if (!existsSync(path.join(run.dir, 'bench', bench, 'index.ts'))) {
        console.info(`\n##### ${bench} on ${run.label}: no such benchmark`);
        continue;
      }
      console.info(`\n##### ${bench} on ${run.label}`);
      const extra = bench === 'search' ? ['--data-dir', sharedSearchData] : [];
      spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(run.dir, 'bench', bench, 'index.ts'), ...extra, ...benchArgs],
        { cwd: run.dir, stdio: 'inherit' },
      );
    }
  }
} finally {
  base.remove();
}
