import { createGeography } from './apps/server/src/modules/ingestion/normalise/geo.ts';
import { remoteEligibility } from './apps/server/src/modules/ingestion/normalise/remote-eligibility.ts';
const geo = createGeography();
const cases: [string, string][] = JSON.parse(process.argv[2]!);
for (const [title, description] of cases) {
  const r = remoteEligibility({ title, location: null, description }, geo);
  console.log(JSON.stringify(title).slice(0, 90), '+', JSON.stringify(description).slice(0, 90), '=>', r ? JSON.stringify({ a: r.anywhere, i: r.include, x: r.exclude }) : null);
}
