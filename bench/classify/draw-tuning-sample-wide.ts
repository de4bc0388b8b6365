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
import { csv, fold, random, shuffle } from './draw.ts';

// npx tsx bench/classify/draw-tuning-sample-wide.ts <out.csv> — run once (issue 22, session 26) to draw 6,000 more
// titles of the TUNING side to label blind: postings of boards whose split side is `tuning` whose title (folded) is
// in neither tuning.csv nor tuning-blind.csv, a seeded shuffle of every posting (a ticket each), a folded title
// taken once, at most 30 a board. Held-out boards are never read. Each row carries the posting's department and up
// to 12 other titles of its board (the context a person labelling reads), never the classifier's reading.

const WANTED = 6000;
const PER_BOARD = 30;

function labelledTitles(): Set<string> {
  const seen = new Set<string>();
  for (const file of ['tuning.csv', 'tuning-blind.csv']) {
    const rows = parse(readFileSync(path.join(REAL_MARKET_DIR, 'labels', file), 'utf8'), {
      columns: true,
    }) as { title: string }[];
    for (const r of rows) seen.add(fold(r.title));
  }
  return seen;
}

async function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: draw-tuning-sample-wide.ts <out.csv>');
  const seen = labelledTitles();
  const tickets: { ats: string; board: string; id: string; title: string; department: string | null }[] = [];
  const boardTitles = new Map<string, string[]>();
  const files = marketBoardFiles().filter((f) => splitSide(boardKey(f)) === 'tuning');
  for await (const r of readMarket(files)) {
    boardTitles.set(boardKey(r), [...new Set(r.jobs.map((j) => j.title))]);
    for (const j of r.jobs)
      tickets.push({
        ats: r.ats,
        board: r.board,
        id: j.externalId,
        title: j.title,
        department: j.department,
      });
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
    const others = (boardTitles.get(key) ?? [])
      .filter((x) => x !== t.title)
      .slice(0, 12)
      .join(' | ');
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
