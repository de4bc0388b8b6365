import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// npm run bench:compare -- <rev> <bench> [<bench>…] [-- bench args]
// Runs each named benchmark on this tree and on <rev> (a commit checked out beside it), one after the other in
// one run on the same machine, and prints both. The search bench's data set is shared (--data-dir), so it is
// generated once.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const [rev, ...benches] = split < 0 ? argv : argv.slice(0, split);
const benchArgs = split < 0 ? [] : argv.slice(split + 1);
if (!rev || benches.length === 0) {
  console.error('usage: npm run bench:compare -- <rev> <bench> [<bench>…] [-- bench args]');
  process.exit(2);
}

const git = (...args: string[]) => {
  const out = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`git ${args.join(' ')}: ${out.stderr}`);
  return out.stdout.trim();
};

mkdirSync(path.join(root, 'data'), { recursive: true });
const base = mkdtempSync(path.join(root, 'data', 'bench-base-'));
// The embedded PostgreSQL runs as its own user, which must be able to reach its binaries in the checkout.
chmodSync(base, 0o755);
git('worktree', 'add', '--detach', base, rev);
try {
  // The same installed packages; the workspace links inside node_modules are relative, so they point at the
  // checked-out tree's own packages.
  cpSync(path.join(root, 'node_modules'), path.join(base, 'node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  const sharedSearchData = path.join(root, 'data/bench-search');
  const runs: { label: string; dir: string }[] = [
    { label: `${git('rev-parse', '--short', rev)} (before)`, dir: base },
    { label: `${git('rev-parse', '--short', 'HEAD')} (this tree)`, dir: root },
  ];
  for (const bench of benches) {
    for (const run of runs) {
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
  git('worktree', 'remove', '--force', base);
  rmSync(base, { recursive: true, force: true });
}
