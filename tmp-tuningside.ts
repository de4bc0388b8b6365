import { readFileSync } from 'node:fs';
import { createGeography } from './apps/server/src/modules/ingestion/normalise/geo.ts';
import { remoteEligibility } from './apps/server/src/modules/ingestion/normalise/remote-eligibility.ts';
import { htmlToPlainText } from './apps/server/src/modules/ingestion/normalise/text.ts';
const geo = createGeography();
const posts = JSON.parse(readFileSync(process.argv[2], 'utf8')) as { id: string; title: string; html: string }[];
const out: Record<string, unknown> = {};
for (const p of posts) {
  const r = remoteEligibility({ title: p.title, location: null, description: htmlToPlainText(p.html) }, geo);
  out[p.id] = r ? { anywhere: r.anywhere, include: r.include, exclude: r.exclude, sentence: r.sentence } : null;
}
console.log(JSON.stringify(out));
