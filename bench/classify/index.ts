import { readMarket } from '../../apps/server/test/helpers/real-market.ts';
import {
  MARKET_TARGETS,
  type MarketMiss,
  marketAccuracy,
  marketLabels,
} from '../../apps/server/test/helpers/real-market-labels.ts';
import {
  accuracy,
  corpusOtherShare,
  type Miss,
  TARGETS,
} from '../../apps/server/test/helpers/title-labels.ts';

// npm run bench -- classify
// The yardstick (issue 22): function and level accuracy on the HELD-OUT half of the hand-labelled real-market
// titles (apps/server/test/fixtures/real-market/labels/held-out.csv, boards never tuned on), each posting read
// as ingestion reads it (title, department, ATS hints); and the share of Other over the whole real-market
// corpus. Targets: function ≥ 95%, Other ≤ 5% (issue 22); level ≥ 95% (the project's own).
// Then, for reference, the curated titles (titles-labelled.csv), which the rules were tuned on.
// BENCH_CLASSIFY_MISSES=n prints n misses of each (default 20).

const MISSES = Number(process.env.BENCH_CLASSIFY_MISSES ?? 20);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const mark = (ok: boolean) => (ok ? 'ok' : 'BELOW TARGET');

function line(label: string, value: number, target: number, atMost = false) {
  const ok = atMost ? value <= target : value >= target;
  console.info(`${label}${pct(value)} (target ${atMost ? '≤' : '≥'} ${pct(target)}) ${mark(ok)}`);
}

function printMisses(label: string, misses: (Miss | MarketMiss)[]) {
  if (misses.length === 0 || MISSES <= 0) return;
  console.info(`\n${label} misses (${misses.length}):`);
  for (const m of misses.slice(0, MISSES)) {
    const where = 'board' in m ? `  [${m.board}${m.department ? ` · ${m.department}` : ''}]` : '';
    console.info(`  ${m.title}  — labelled ${m.expected}, read ${m.got}${where}`);
  }
}

async function marketOther(): Promise<{ jobs: number; share: number }> {
  let jobs = 0;
  let other = 0;
  for await (const result of readMarket()) {
    for (const job of result.jobs) {
      jobs++;
      if (job.function === 'Other') other++;
    }
  }
  return { jobs, share: jobs === 0 ? 0 : other / jobs };
}

async function main() {
  const heldOut = await marketAccuracy(marketLabels('held-out'));
  const other = await marketOther();
  console.info(`Real market, held-out titles: ${heldOut.titles}`);
  line('Function accuracy: ', heldOut.functionAccuracy, MARKET_TARGETS.functionAccuracy);
  line('Level accuracy:    ', heldOut.levelAccuracy, MARKET_TARGETS.levelAccuracy);
  line(
    `Other on the real-market corpus (${other.jobs} jobs): `,
    other.share,
    MARKET_TARGETS.otherShare,
    true,
  );
  printMisses('Function (held-out)', heldOut.functionMisses);
  printMisses('Level (held-out)', heldOut.levelMisses);

  const curated = accuracy();
  const curatedOther = await corpusOtherShare();
  console.info(`\nCurated titles (the rules were tuned on them; for reference): ${curated.titles}`);
  line('Function accuracy: ', curated.functionAccuracy, TARGETS.functionAccuracy);
  line('Level accuracy:    ', curated.levelAccuracy, TARGETS.levelAccuracy);
  line(
    `Other on the curated corpus (${curatedOther.jobs} jobs): `,
    curatedOther.share,
    TARGETS.otherShare,
    true,
  );
  printMisses('Function (curated)', curated.functionMisses);
  printMisses('Level (curated)', curated.levelMisses);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
