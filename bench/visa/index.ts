import { VISA_TARGETS, visaScores } from '../../apps/server/test/helpers/visa-labels.ts';

// npm run bench -- visa
// Visa sponsorship read from the description (normalise/visa.ts) against real postings labelled by hand
// (apps/server/test/fixtures/visa), on the held-out half of the board split only. Precision and recall of
// "sponsors" and "does not sponsor", counted over postings. Target: precision ≥ 95% for both.
// BENCH_VISA_MISSES=n prints n misses (default 20).

const MISSES = Number(process.env.BENCH_VISA_MISSES ?? 20);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

const s = visaScores('held-out');
console.info(`Held-out postings: ${s.postings}`);
for (const [label, name] of [
  ['sponsors', 'Sponsors        '],
  ['no-sponsorship', 'Does not sponsor'],
] as const) {
  const x = s.byLabel[label];
  const ok = x.precision >= VISA_TARGETS.precision ? 'ok' : 'BELOW TARGET';
  console.info(
    `${name}  precision ${pct(x.precision)} (${x.right}/${x.found}, target ≥ ${pct(VISA_TARGETS.precision)}) ${ok}   recall ${pct(x.recall)} (${x.right}/${x.expected})`,
  );
}
if (s.misses.length > 0 && MISSES > 0) {
  console.info(`\nMisses (${s.misses.length}):`);
  for (const m of s.misses.slice(0, MISSES))
    console.info(
      `  ${m.title} — labelled ${m.expected}, read ${m.got}${m.sentence ? `: "${m.sentence}"` : ''}`,
    );
}
