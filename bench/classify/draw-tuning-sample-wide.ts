import { writeFileSync } from 'node:fs';
import {
  boardKey,
  marketBoardFiles,
  readMarket,
  splitSide,
} from '../../apps/server/test/helpers/real-market.ts';
import { labelFile } from '../../apps/server/test/helpers/real-market-labels.ts';
import { csv, fold, otherTitles, random, shuffle, type Ticket, ticketsOf } from './draw.ts';

// npx tsx bench/classify/draw-tuning-sample-wide.ts <out.csv> — run once (issue 22, session 26) to draw 6,000 more
// titles of the TUNING side to label blind: postings of boards whose split side is `tuning` whose title (folded) is
// in neither tuning.csv nor tuning-blind.csv, a seeded shuffle of every posting (a ticket each), a folded title
// taken once, at most 30 a board. Held-out boards are never read. Each row carries the posting's department and up
// to 12 other titles of its board (the context a person labelling reads), never the classifier's reading.

const WANTED = 6000;
const PER_BOARD = 30;

/** Titles already labelled on the tuning side (those a person could not file included): never drawn again. */
const labelledTitles = (): Set<string> =>
  new Set(
    ['tuning.csv', 'tuning-blind.csv'].flatMap((file) =>
      labelFile<{ title: string }>(file).map((r) => fold(r.title)),
    ),
  );

async function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: draw-tuning-sample-wide.ts <out.csv>');
  const seen = labelledTitles();
  const tickets: Ticket[] = [];
  const boardTitles = new Map<string, string[]>();
  const files = marketBoardFiles().filter((f) => splitSide(boardKey(f)) === 'tuning');
  for await (const r of readMarket(files)) {
    boardTitles.set(boardKey(r), [...new Set(r.jobs.map((j) => j.title))]);
    tickets.push(...ticketsOf(r));
  }
  const next = random(2611);
  shuffle(tickets, next);
  const perBoard = new Map<string, number>();
  const lines = ['n,ats,board,id,title,department,board_other_titles'];
  for (const t of tickets) {
    if (lines.length > WANTED) break;
    const key = boardKey(t);
    if (seen.has(fold(t.title)) || (perBoard.get(key) ?? 0) >= PER_BOARD) continue;
    seen.add(fold(t.title));
    perBoard.set(key, (perBoard.get(key) ?? 0) + 1);
    const others = otherTitles(boardTitles.get(key) ?? [], t.title);
    lines.push(
      [String(lines.length), t.ats, t.board, t.id, t.title, t.department, others].map(csv).join(','),
    );
  }
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.info(
    `${lines.length - 1} titles of ${tickets.length} tuning-side postings (${perBoard.size} boards) → ${out}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
