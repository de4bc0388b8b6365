import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  boardKey,
  marketBoardFiles,
  REAL_MARKET_DIR,
  readMarket,
  splitSide,
} from '../../apps/server/test/helpers/real-market.ts';
import { marketLabels } from '../../apps/server/test/helpers/real-market-labels.ts';
import { csv, fold, lcg, random, shuffle, type Ticket, ticketsOf } from './draw.ts';

// npx tsx bench/classify/draw-tuning-sample.ts — run once (issue 22, fourth round of item 2; kept for the record)
// to draw titles of the TUNING side to label blind: boards whose split side is `tuning`, postings whose title
// (folded) is not in tuning.csv. Held-out boards are never read. Writes labels/tuning-blind-sample.csv (ats, board,
// id, title, department, draw) without the classifier's reading; the titles were then labelled by hand, blind,
// and the labelled file is labels/tuning-blind.csv (see the README). Three draws, each a seeded shuffle of every
// posting (a ticket each) taking a folded title once, and never one an earlier draw took:
//   random     600 postings of any tuning-side board
//   weak       300 postings whose title names no role word the rules know (read by a field, a generic word or a
//              team), where a reading is least sure; drawn the same way (a linear congruential shuffle, seed 77)
//              from the rules of the round's working copy at the time (between b6709c9 and fd80486), so it is not
//              redrawn here: its titles are read from tuning-blind.csv, the record, for the draws after it to skip
//   unlabelled 2 × 300 postings of tuning-side boards with no labelled title (the nearest thing to an unseen
//              board on the tuning side), at most 3 a board
// Run today, it draws the random and unlabelled titles of record again. The label file holds every title drawn;
// one a person could not file with confidence has an empty function.

interface Draw {
  name: string;
  shuffle: () => number;
  wanted: number;
  perBoard: number;
  keep: (t: Ticket) => boolean;
}

/** The weak draw's titles of record. */
function weakOfRecord(): string[] {
  const file = path.join(REAL_MARKET_DIR, 'labels', 'tuning-blind.csv');
  const rows = parse(readFileSync(file, 'utf8'), { columns: true }) as { title: string; draw: string }[];
  return rows.filter((r) => r.draw === 'weak').map((r) => r.title);
}

async function main() {
  const labelled = marketLabels('tuning');
  const labelledBoards = new Set(labelled.map((l) => boardKey(l)));
  const seen = new Set(labelled.map((l) => fold(l.title)));
  const tickets: Ticket[] = [];
  const files = marketBoardFiles().filter((f) => splitSide(boardKey(f)) === 'tuning');
  for await (const r of readMarket(files)) tickets.push(...ticketsOf(r));

  const draws: Draw[] = [
    { name: 'random', shuffle: random(2204), wanted: 600, perBoard: Infinity, keep: () => true },
    ...[991, 4242].map((seed) => ({
      name: 'unlabelled',
      shuffle: lcg(seed),
      wanted: 300,
      perBoard: 3,
      keep: (t: Ticket) => !labelledBoards.has(boardKey(t)),
    })),
  ];
  const recordedWeak = weakOfRecord();
  let weakSkipped = false;
  const lines = ['ats,board,id,title,department,draw'];
  for (const draw of draws) {
    if (draw.name === 'unlabelled' && !weakSkipped) {
      for (const t of recordedWeak) seen.add(fold(t));
      weakSkipped = true;
    }
    const next = draw.shuffle;
    const pool = tickets.filter(draw.keep);
    shuffle(pool, next);
    const perBoard = new Map<string, number>();
    let taken = 0;
    for (const t of pool) {
      if (taken >= draw.wanted) break;
      if (seen.has(fold(t.title)) || (perBoard.get(t.board) ?? 0) >= draw.perBoard) continue;
      seen.add(fold(t.title));
      perBoard.set(t.board, (perBoard.get(t.board) ?? 0) + 1);
      taken++;
      lines.push([t.ats, t.board, t.id, t.title, t.department, draw.name].map(csv).join(','));
    }
  }
  const out = path.join(REAL_MARKET_DIR, 'labels', 'tuning-blind-sample.csv');
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.info(
    `${lines.length - 1} titles (the weak draw left to the record) of ${tickets.length} tuning-side postings drawn → ${out}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
