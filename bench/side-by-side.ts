import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkoutBaseline, type Tree, thisTree } from './baseline.ts';

/** A figure a benchmark prints, found in its output by `pattern` (the first group, thousands separators allowed). */
export interface Figure {
  name: string;
  pattern: RegExp;
  unit: string;
  better: 'higher' | 'lower';
}

/** Run one tree's benchmark as its own process, echoing its output as it comes and keeping it. */
function runBench(
  tree: Tree,
  bench: string,
  args: string[],
): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(tree.dir, 'bench', bench, 'index.ts'), ...args],
      {
        cwd: tree.dir,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.once('exit', (code) => resolve({ output, code }));
  });
}

/** A figure's value in a benchmark's output (NaN when the output does not have it). */
export const readFigure = (output: string, pattern: RegExp) => {
  const match = pattern.exec(output);
  return match?.[1] === undefined ? Number.NaN : Number(match[1].replaceAll(',', ''));
};

/**
 * `--baseline <rev>` for a benchmark that prints its figures: the benchmark of `rev` (its own code, checked out
 * beside this tree) and then this tree's, with the same arguments and environment, one after the other; then
 * each figure in two columns with their ratio. Returns whether both runs succeeded.
 */
export async function runSideBySide(options: {
  bench: string;
  rev: string;
  args: string[];
  figures: Figure[];
  log: (m: string) => void;
}): Promise<boolean> {
  const { bench, rev, args, figures, log } = options;
  const baseline = checkoutBaseline(rev, log);
  const runs: { tree: Tree; output: string; code: number | null }[] = [];
  try {
    for (const tree of [baseline, thisTree()]) {
      log(`##### ${bench} on ${tree.label}`);
      runs.push({ tree, ...(await runBench(tree, bench, args)) });
    }
  } finally {
    baseline.remove();
  }
  const [before, after] = runs as [(typeof runs)[0], (typeof runs)[0]];
  const width = Math.max(...figures.map((f) => f.name.length)) + 2;
  const col = 30;
  console.info(`\n${bench}, side by side on this machine in one run`);
  console.info(
    `${''.padEnd(width)}${before.tree.label.padStart(col)}${after.tree.label.padStart(col)}   this / baseline`,
  );
  for (const f of figures) {
    const a = readFigure(before.output, f.pattern);
    const b = readFigure(after.output, f.pattern);
    const show = (n: number) => (Number.isNaN(n) ? '—' : `${n.toLocaleString('en-US')} ${f.unit}`.trim());
    const ratio = a > 0 && b >= 0 ? b / a : Number.NaN;
    const verdict = Number.isNaN(ratio)
      ? ''
      : (f.better === 'higher' ? ratio >= 1 : ratio <= 1)
        ? ' (as good or better)'
        : ' (worse)';
    console.info(
      `${f.name.padEnd(width)}${show(a).padStart(col)}${show(b).padStart(col)}   ${Number.isNaN(ratio) ? '—' : `${ratio.toFixed(2)}×${verdict}`}`,
    );
  }
  for (const run of runs) if (run.code !== 0) log(`${bench} on ${run.tree.label} failed (exit ${run.code})`);
  return runs.every((r) => r.code === 0);
}
