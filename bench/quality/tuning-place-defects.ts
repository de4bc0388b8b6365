import type { SourceJob } from '../../apps/server/src/modules/ingestion/index.ts';
import { boardKey, readMarket, splitSide } from '../../apps/server/test/helpers/real-market.ts';
import { placeDefects } from './place-defects.ts';

// Every place defect of the tuning-side boards, one line each with the posting's own place texts: what place rules
// are tuned on (issue 22, item 4). The held-out boards are skipped, never listed.
// node --import tsx bench/quality/tuning-place-defects.ts > defects.tsv
async function main() {
  let jobs = 0;
  let wrong = 0;
  for await (const result of readMarket()) {
    const key = boardKey({ ats: result.ats, board: result.board.toLowerCase() });
    if (splitSide(key) !== 'tuning') continue;
    const sourceOf = new Map<string, SourceJob>();
    for (const s of result.sources) if (s) sourceOf.set(s.externalId, s);
    for (const job of result.jobs) {
      jobs++;
      const src = sourceOf.get(job.externalId);
      const d = placeDefects(job, src);
      if (d.length === 0) continue;
      wrong++;
      const texts = JSON.stringify([...(src?.places ?? []), ...(src?.fallbackPlaces ?? [])]);
      console.info(
        `${key}\t${job.remote ? 'R' : '-'}\t${d.map(([k, p]) => `${k}: ${p}`).join(' ; ')}\t${texts}`,
      );
    }
  }
  console.error(`tuning jobs ${jobs}, wrong ${wrong}`);
}
await main();
