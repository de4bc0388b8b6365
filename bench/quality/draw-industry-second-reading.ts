import { writeFileSync } from 'node:fs';
import { boardKey, marketBoardFiles, readMarketBoard } from '../../apps/server/test/helpers/real-market.ts';
import { csv, lcg, shuffle } from '../classify/draw.ts';
import { labelledIndustries } from './industry.ts';

// npx tsx bench/quality/draw-industry-second-reading.ts <input.csv> <key.json> — run once (issue 22, session 26) to
// have the hand-labelled companies read a second time, blind: every held-out board with a label and 100 boards of
// tuning.csv (every other one by key), shuffled together and written WITHOUT their labels: the board, up to 30 of its
// titles and its distinct departments (what the first labeller read). Which row came from which file is written apart,
// to <key.json>, which the second labeller never reads; the readings were joined back by board into
// real-market/industry/held-out-second.csv and tuning-second.csv (see that folder's README).

const TUNING_SAMPLE = 100;

async function main() {
  const [inputFile, keyFile] = process.argv.slice(2);
  if (!inputFile || !keyFile)
    throw new Error('usage: draw-industry-second-reading.ts <input.csv> <key.json>');
  const labelled = (file: 'held-out.csv' | 'tuning.csv') =>
    [...labelledIndustries(file)].filter(([, industry]) => industry !== '').map(([board]) => board);
  const rows = [
    ...labelled('held-out.csv').map((board) => ({ board, side: 'held-out' })),
    ...labelled('tuning.csv')
      .filter((_, i) => i % 2 === 0)
      .slice(0, TUNING_SAMPLE)
      .map((board) => ({ board, side: 'tuning' })),
  ];
  const next = lcg(2627);
  shuffle(rows, next);
  const wanted = new Set(rows.map((r) => r.board));
  const lines = new Map<string, string[]>();
  for (const file of marketBoardFiles().filter((f) => wanted.has(boardKey(f)))) {
    const board = await readMarketBoard(file);
    const titles = [...new Set(board.jobs.map((j) => j.title))].slice(0, 30).join(' | ');
    const departments = [...new Set(board.jobs.flatMap((j) => (j.department ? [j.department] : [])))]
      .slice(0, 20)
      .join(' | ');
    lines.set(boardKey(file), [boardKey(file), String(board.jobs.length), titles, departments]);
  }
  const out = ['n,board,postings,titles,departments'];
  rows.forEach((r, i) => {
    const line = lines.get(r.board);
    if (!line) throw new Error(`${r.board} is not in the corpus`);
    out.push([String(i + 1), ...line].map(csv).join(','));
  });
  writeFileSync(inputFile, `${out.join('\n')}\n`);
  writeFileSync(keyFile, JSON.stringify(rows.map((r, i) => ({ n: i + 1, ...r }))));
  console.info(`${rows.length} companies → ${inputFile}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
