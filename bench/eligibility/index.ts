import {
  ELIGIBILITY_TARGETS,
  type EligibilityScores,
  eligibilityScores,
  freshEligibilityScores,
  KINDS,
} from '../../apps/server/test/helpers/eligibility-labels.ts';
import {
  SOURCE_KINDS,
  sourceLabelledScores,
} from '../../apps/server/test/helpers/source-labelled-eligibility.ts';

// npm run bench -- eligibility
// Remote eligibility read from a remote posting's location field, title and description
// (normalise/remote-eligibility.ts) against real remote postings labelled by hand
// (apps/server/test/fixtures/remote-eligibility), on the held-out half of the board split only. Precision
// and recall per kind of reading, counted over (posting, value) pairs. Target: ≥ 90% for both, every kind.
// BENCH_ELIGIBILITY_MISSES=n prints n misses (default 20). BENCH_ELIGIBILITY_HALF=tuning scores the tuning
// half instead (its misses are the ones to read when tuning; the held-out half's are not).
// BENCH_ELIGIBILITY_SET=source scores against the boards' own labels instead (Remotive's and Jobicy's location
// words, fixtures/remote-eligibility/source-labelled.json.gz): first the posting as a connector gives it (the
// board's words as its location field), then its title and description alone.
// BENCH_ELIGIBILITY_SET=fresh scores the fresh held-out set of round 10 (fixtures/remote-eligibility/fresh.json.gz:
// employers with no posting in labelled.json.gz, labelled before any run); its misses are not to be read.

const MISSES = Number(process.env.BENCH_ELIGIBILITY_MISSES ?? 20);
const HALF = process.env.BENCH_ELIGIBILITY_HALF === 'tuning' ? 'tuning' : 'held-out';
const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(6);

function boardLabelled() {
  for (const withLocation of [true, false]) {
    const s = sourceLabelledScores(HALF, { withLocation });
    console.info(
      `${HALF === 'tuning' ? 'Tuning' : 'Held-out'} postings labelled by their board, ${withLocation ? "with the board's location field" : 'title and description alone'}: ${s.postings} (${s.unmapped} left out, words not in the table); read exactly: ${s.exact} (${pct(s.exact / Math.max(1, s.postings))})`,
    );
    for (const kind of SOURCE_KINDS) {
      const x = s.byKind[kind];
      console.info(
        `${kind.padEnd(20)} precision ${pct(x.precision)} (${x.right}/${x.found})   recall ${pct(x.recall)} (${x.right}/${x.expected})`,
      );
    }
    if (MISSES > 0)
      for (const m of s.misses.slice(0, MISSES))
        console.info(
          `  ${m.title} [${m.location ?? ''}] — ${[...m.missing.map((x) => `missed ${x}`), ...m.extra.map((x) => `read ${x}`)].join('; ')}`,
        );
    console.info('');
  }
}

const SET = process.env.BENCH_ELIGIBILITY_SET;
if (SET === 'source') boardLabelled();
// The fresh set is scored by its totals only: reading its misses would spend it (its README).
else if (SET === 'fresh') handLabelled('Fresh held-out (round 10)', freshEligibilityScores(), 0);
else handLabelled(HALF === 'tuning' ? 'Tuning' : 'Held-out', eligibilityScores(HALF), MISSES);

function handLabelled(name: string, s: EligibilityScores, misses: number) {
  console.info(
    `${name} postings: ${s.postings}; read exactly as labelled: ${s.exact} (${pct(s.exact / s.postings)})`,
  );
  console.info(`Targets: precision and recall ≥ ${pct(ELIGIBILITY_TARGETS.precision)} for every kind\n`);
  for (const kind of KINDS) {
    const x = s.byKind[kind];
    const ok =
      x.expected + x.found === 0
        ? 'none in the set'
        : x.precision >= ELIGIBILITY_TARGETS.precision && x.recall >= ELIGIBILITY_TARGETS.recall
          ? 'ok'
          : 'BELOW TARGET';
    console.info(
      `${kind.padEnd(20)} precision ${pct(x.precision)} (${x.right}/${x.found})   recall ${pct(x.recall)} (${x.right}/${x.expected})   ${ok}`,
    );
  }
  if (s.misses.length > 0 && misses > 0) {
    console.info(`\nMisses (${s.misses.length}):`);
    for (const m of s.misses.slice(0, misses)) {
      const diff = [...m.missing.map((x) => `missed ${x}`), ...m.extra.map((x) => `read ${x}`)].join('; ');
      console.info(
        `  ${m.title} [${m.location ?? ''}] — ${diff}${m.sentence ? ` — "${m.sentence.slice(0, 160)}"` : ''}`,
      );
    }
  }
}
