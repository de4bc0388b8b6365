import { writeFileSync } from 'node:fs';
import { boardKey, marketBoardFiles, readMarketBoard } from '../../apps/server/test/helpers/real-market.ts';
import { marketLabels } from '../../apps/server/test/helpers/real-market-labels.ts';
import { csv, lcg, otherTitles, shuffle } from './draw.ts';

// npx tsx bench/classify/draw-second-reading.ts <input.csv> <key.json> — run once (issue 22, session 26) to have
// labelled titles read a second time, blind: every held-out title and 300 titles of tuning.csv (a seeded draw),
// shuffled together, written WITHOUT their labels (n, ats, board, id, title, department, and up to 12 other titles of
// the board: what a person labelling reads). Which row came from which file is written apart, to <key.json>, which the
// second labeller never reads; the readings were joined back by posting into labels/held-out-second.csv and
// labels/tuning-second.csv (see the real-market README, "A second reading").

const TUNING_SAMPLE = 300;

async function main() {
  const [inputFile, keyFile] = process.argv.slice(2);
  if (!inputFile || !keyFile) throw new Error('usage: draw-second-reading.ts <input.csv> <key.json>');
  const next = lcg(2026);
  const heldOut = marketLabels('held-out').map((l) => ({ ...l, side: 'held-out' }));
  const tuning = shuffle(marketLabels('tuning'), next)
    .slice(0, TUNING_SAMPLE)
    .map((l) => ({ ...l, side: 'tuning' }));
  const rows = shuffle([...heldOut, ...tuning], next);
  const wanted = new Set(rows.map((r) => boardKey(r)));
  const lines = new Map<string, (string | null)[]>();
  for (const file of marketBoardFiles().filter((f) => wanted.has(boardKey(f)))) {
    const board = await readMarketBoard(file);
    const titles = [...new Set(board.jobs.map((j) => j.title))];
    for (const j of board.jobs) {
      const others = otherTitles(titles, j.title);
      lines.set(`${boardKey(file)}#${j.externalId}`, [
        file.ats,
        file.board,
        j.externalId,
        j.title,
        j.department,
        others,
      ]);
    }
  }
  const out = ['n,ats,board,id,title,department,board_other_titles'];
  rows.forEach((r, i) => {
    const line = lines.get(`${boardKey(r)}#${r.id}`);
    if (!line) throw new Error(`${boardKey(r)} has no posting ${r.id}`);
    out.push([String(i + 1), ...line].map(csv).join(','));
  });
  writeFileSync(inputFile, `${out.join('\n')}\n`);
  writeFileSync(
    keyFile,
    JSON.stringify(rows.map((r, i) => ({ n: i + 1, side: r.side, ats: r.ats, board: r.board, id: r.id }))),
  );
  console.info(`${rows.length} titles (${heldOut.length} held out, ${tuning.length} tuning) → ${inputFile}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
