import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS_DIR } from '../../apps/server/test/helpers/ats-corpus.ts';
import {
  boardKey,
  marketBoardFiles,
  REAL_MARKET_DIR,
  readMarket,
} from '../../apps/server/test/helpers/real-market.ts';
import { csv, fold, random, shuffle, type Ticket, ticketsOf } from './draw.ts';

// npx tsx bench/classify/draw-sample.ts — run ONCE to draw the titles to label by hand (kept for the record:
// running it again on the same corpus draws the same sample). Writes real-market/labels/sample.csv
// (ats, board, id, title, department); the labels are added by hand and split by board into tuning.csv and
// held-out.csv (see real-market/README.md); sample.csv itself is not kept.
//
// Run when the corpus held its first 1,000 boards; boards added later were labelled by the small-ATS rule below
// (see the README), so running it again now draws another Greenhouse sample: the label files are the record.
//
// The draw: every posting of the corpus is a ticket (so big boards and the common ATS weigh as they do in the
// corpus), shuffled with a fixed seed; tickets are taken in order, skipping a title already taken (folded)
// and boards that are also in the curated corpus (ats-corpus, the classifier was tuned on their titles).
// Postings of the ATS with fewer than 50 postings in the corpus are all taken, so every ATS is in the sample.

const SEED = 22;
const WANTED = 1520;

function curatedBoards(): Set<string> {
  const keys = new Set<string>();
  for (const ats of readdirSync(CORPUS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()))
    for (const name of readdirSync(path.join(CORPUS_DIR, ats.name)))
      keys.add(`${ats.name}/${name.replace(/\.(json|xml|rss)$/, '')}`);
  return keys;
}

async function main() {
  const curated = curatedBoards();
  const tickets: Ticket[] = [];
  for await (const r of readMarket(marketBoardFiles())) {
    if (curated.has(boardKey(r))) continue;
    tickets.push(...ticketsOf(r));
  }
  const perAts = new Map<string, number>();
  for (const t of tickets) perAts.set(t.ats, (perAts.get(t.ats) ?? 0) + 1);

  const next = random(SEED);
  shuffle(tickets, next);
  const seen = new Set<string>();
  const taken: Ticket[] = [];
  const take = (t: Ticket) => {
    if (seen.has(fold(t.title))) return;
    seen.add(fold(t.title));
    taken.push(t);
  };
  for (const t of tickets) if ((perAts.get(t.ats) ?? 0) < 50) take(t);
  for (const t of tickets) {
    if (taken.length >= WANTED) break;
    take(t);
  }
  const lines = ['ats,board,id,title,department'];
  for (const t of taken) lines.push([t.ats, t.board, t.id, t.title, t.department].map(csv).join(','));
  const out = path.join(REAL_MARKET_DIR, 'labels', 'sample.csv');
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.info(`${taken.length} titles of ${tickets.length} postings drawn → ${out}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
