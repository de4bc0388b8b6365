import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import {
  CONFIDENT,
  type Outcome,
  parseRawMail,
  readHiringEmail,
} from '../../apps/server/src/modules/inbox/index.ts';

// npm run bench -- inbox [tuning|held-out|all]
// The inbox's reading of hiring emails on the labelled corpus (apps/server/test/fixtures/hiring-emails/): each
// raw message goes through the same parser and rules as mail arriving by SMTP or webhook. Prints precision
// and recall per outcome on the held-out set (the default), the company and job read right, and what the
// tracker would do on its own (confident readings) against what it would ask. BENCH_INBOX_MISSES=n prints n
// misreadings (default 15).

const DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/test/fixtures/hiring-emails',
);
const TARGETS = { rejected: 0.97, offer: 0.97, overallPrecision: 0.95, recall: 0.9 };
const OUTCOMES: Outcome[] = ['received', 'interview', 'rejected', 'offer', 'other'];
const MISSES = Number(process.env.BENCH_INBOX_MISSES ?? 15);

interface Label {
  file: string;
  split: string;
  source: string;
  ats: string;
  delivery: string;
  company: string;
  job_title: string;
  outcome: Outcome;
}

const pct = (x: number) => (Number.isNaN(x) ? '  n/a' : `${(100 * x).toFixed(1).padStart(5)}%`);
const same = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

async function main() {
  const set = process.argv[2] ?? 'held-out';
  const labels = (parse(readFileSync(path.join(DIR, 'labels.csv')), { columns: true }) as Label[]).filter(
    (l) => set === 'all' || l.split === set,
  );
  const rows = [];
  for (const label of labels) {
    const message = await parseRawMail(readFileSync(path.join(DIR, 'eml', label.file)));
    rows.push({ label, reading: readHiringEmail(message) });
  }
  console.info(`Set: ${set} (${rows.length} emails)\n`);
  console.info('outcome     labelled  read  right  precision  recall');
  let decidedRight = 0;
  let decided = 0;
  let recallFloor = 1;
  const checks: string[] = [];
  for (const o of OUTCOMES) {
    const labelled = rows.filter((r) => r.label.outcome === o).length;
    const read = rows.filter((r) => r.reading.outcome === o).length;
    const right = rows.filter((r) => r.reading.outcome === o && r.label.outcome === o).length;
    const precision = right / read;
    const recall = right / labelled;
    if (o !== 'other') {
      decided += read;
      decidedRight += right;
      recallFloor = Math.min(recallFloor, recall);
    }
    if (o === 'rejected' || o === 'offer')
      checks.push(
        `${o} precision ${pct(precision)} (target ≥ ${pct(TARGETS[o])}) ${precision >= TARGETS[o] ? 'ok' : 'BELOW TARGET'}`,
      );
    console.info(
      `${o.padEnd(10)}  ${String(labelled).padStart(8)}  ${String(read).padStart(4)}  ${String(right).padStart(5)}  ${pct(precision).padStart(9)}  ${pct(recall).padStart(6)}`,
    );
  }
  const overall = decidedRight / decided;
  checks.push(
    `overall precision of status-changing readings ${pct(overall)} (target ≥ ${pct(TARGETS.overallPrecision)}) ${overall >= TARGETS.overallPrecision ? 'ok' : 'BELOW TARGET'}`,
  );
  checks.push(
    `lowest recall of a status-changing outcome ${pct(recallFloor)} (target ≥ ${pct(TARGETS.recall)}) ${recallFloor >= TARGETS.recall ? 'ok' : 'BELOW TARGET'}`,
  );
  console.info(`\n${checks.join('\n')}`);

  const confident = rows.filter((r) => r.reading.outcome !== 'other' && r.reading.confidence >= CONFIDENT);
  const unsure = rows.filter((r) => r.reading.outcome !== 'other' && r.reading.confidence < CONFIDENT);
  const confidentRight = confident.filter((r) => r.reading.outcome === r.label.outcome).length;
  console.info(
    `\nMoved on its own (confidence ≥ ${CONFIDENT}): ${confident.length}, right ${confidentRight} (${pct(confidentRight / confident.length)}); offered as suggestions: ${unsure.length}`,
  );
  const companyRight = rows.filter((r) => same(r.reading.company, r.label.company)).length;
  const withJob = rows.filter((r) => r.label.job_title);
  const jobRight = withJob.filter((r) => same(r.reading.jobTitle, r.label.job_title)).length;
  console.info(`Company read right: ${companyRight}/${rows.length} (${pct(companyRight / rows.length)})`);
  console.info(`Job title read right: ${jobRight}/${withJob.length} (${pct(jobRight / withJob.length)})`);

  const misses = rows.filter((r) => r.reading.outcome !== r.label.outcome);
  if (MISSES > 0 && misses.length) {
    console.info(`\nOutcome misreadings (${misses.length}):`);
    for (const m of misses.slice(0, MISSES))
      console.info(
        `  ${m.label.file}: labelled ${m.label.outcome}, read ${m.reading.outcome} — ${m.reading.sentence ?? '(no deciding sentence)'}`,
      );
  }
  const other = rows.filter(
    (r) =>
      !same(r.reading.company, r.label.company) ||
      (r.label.job_title && !same(r.reading.jobTitle, r.label.job_title)),
  );
  if (MISSES > 0 && other.length) {
    console.info(`\nCompany or job misread (${other.length}):`);
    for (const m of other.slice(0, MISSES))
      console.info(
        `  ${m.label.file}: ${m.label.company} / ${m.label.job_title || '-'}  → read ${m.reading.company} / ${m.reading.jobTitle}`,
      );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
