import {
  accuracy,
  corpusOtherShare,
  type Miss,
  TARGETS,
} from '../../apps/server/test/helpers/title-labels.ts';

// npm run bench -- classify
// The function and level classifier on real titles labelled by hand (apps/server/test/fixtures/
// titles-labelled.csv, drawn from the real-payload corpus), and the share of the corpus's jobs left in Other.
// Targets: function ≥ 95%, level ≥ 95%, Other ≤ 8%. BENCH_CLASSIFY_MISSES=n prints n misses of each (default 20).

const MISSES = Number(process.env.BENCH_CLASSIFY_MISSES ?? 20);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const mark = (ok: boolean) => (ok ? 'ok' : 'BELOW TARGET');

function printMisses(label: string, misses: Miss[]) {
  if (misses.length === 0 || MISSES <= 0) return;
  console.info(`\n${label} misses (${misses.length}):`);
  for (const m of misses.slice(0, MISSES))
    console.info(`  ${m.title}  — labelled ${m.expected}, read ${m.got}`);
}

async function main() {
  const a = accuracy();
  const other = await corpusOtherShare();
  console.info(`Labelled titles: ${a.titles}`);
  console.info(
    `Function accuracy: ${pct(a.functionAccuracy)} (target ≥ ${pct(TARGETS.functionAccuracy)}) ${mark(a.functionAccuracy >= TARGETS.functionAccuracy)}`,
  );
  console.info(
    `Level accuracy:    ${pct(a.levelAccuracy)} (target ≥ ${pct(TARGETS.levelAccuracy)}) ${mark(a.levelAccuracy >= TARGETS.levelAccuracy)}`,
  );
  console.info(
    `Other on the corpus: ${pct(other.share)} of ${other.jobs} jobs (target ≤ ${pct(TARGETS.otherShare)}) ${mark(other.share <= TARGETS.otherShare)}`,
  );
  printMisses('Function', a.functionMisses);
  printMisses('Level', a.levelMisses);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
