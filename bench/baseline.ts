import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// An older commit checked out beside this tree, for a benchmark's `--baseline <rev>`: the same measurement on
// both, one after the other in one run on one machine, so a change is always judged side by side.

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Tree {
  /** Where the tree is checked out (this tree: the repository itself). */
  dir: string;
  /** Short commit and what it is, for column headings. */
  label: string;
  /** The full commit (kept data sets are named after it). */
  commit: string;
}

function git(...args: string[]): string {
  const out = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`git ${args.join(' ')}: ${out.stderr.trim()}`);
  return out.stdout.trim();
}

export function thisTree(): Tree {
  const commit = git('rev-parse', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  return { dir: root, commit, label: `${commit.slice(0, 7)}${dirty ? '+changes' : ''} (this tree)` };
}

/**
 * Check out `rev` in a temporary directory under data/ with its own packages: the installed ones copied when
 * its package-lock.json is this tree's, else a clean `npm ci` there. `remove` takes it away again.
 */
export function checkoutBaseline(rev: string, log: (m: string) => void): Tree & { remove(): void } {
  const commit = git('rev-parse', '--verify', `${rev}^{commit}`);
  mkdirSync(path.join(root, 'data'), { recursive: true });
  const dir = mkdtempSync(path.join(root, 'data', 'bench-base-'));
  // The embedded PostgreSQL runs as its own user, which must be able to reach its binaries in the checkout.
  chmodSync(dir, 0o755);
  git('worktree', 'add', '--detach', dir, commit);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const sameLock =
      readFileSync(path.join(dir, 'package-lock.json'), 'utf8') ===
      readFileSync(path.join(root, 'package-lock.json'), 'utf8');
    if (sameLock) {
      log(`baseline ${commit.slice(0, 7)}: same package-lock.json, copying the installed packages`);
      // The workspace links inside node_modules are relative, so they point at the checked-out tree's packages.
      // Hard links (cp -al) take seconds where a copy takes minutes; a copy where they cannot be made.
      const linked = spawnSync('cp', [
        '-al',
        path.join(root, 'node_modules'),
        path.join(dir, 'node_modules'),
      ]);
      if (linked.status !== 0) {
        rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
        cpSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), {
          recursive: true,
          verbatimSymlinks: true,
        });
      }
    } else {
      log(`baseline ${commit.slice(0, 7)}: another package-lock.json, installing its packages (npm ci)…`);
      const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
      if (install.status !== 0) throw new Error(`npm ci failed in the checkout of ${rev}`);
    }
  } catch (err) {
    remove();
    throw err;
  }
  return { dir, commit, label: `${commit.slice(0, 7)} (baseline ${rev})`, remove };
}
