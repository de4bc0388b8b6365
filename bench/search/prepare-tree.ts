import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

// The search bench's database for one tree (this one or a baseline checkout), prepared by that tree's own bench
// code: its migrations and its generator write its schema. Forked by the sweep with the tree as working
// directory; sends { type: 'ready', … } once the market and members are in, and stops the cluster on 'stop'.
// argv: <tree dir> <data dir> <data set as JSON>

const [treeDir, dataDir, datasetJson] = process.argv.slice(2) as [string, string, string];
const log = (m: string) => console.info(`[bench:search ${path.basename(treeDir)}] ${m}`);
const load = (file: string) => import(pathToFileURL(path.join(treeDir, 'bench', 'search', file)).href);

const { prepareBenchDatabase } = await load('database.ts');
const { createBenchMembers } = await load('members.ts');
const database = await prepareBenchDatabase(dataDir, JSON.parse(datasetJson), log);
if (database.generatedMs !== null) {
  log(`data set generated in ${(database.generatedMs / 1000).toFixed(0)} s`);
  if (database.generatedRows) {
    const rows = Object.entries(database.generatedRows as Record<string, number>)
      .map(([table, n]) => `${n.toLocaleString('en-US')} ${table}`)
      .join(', ');
    log(`rows generated: ${rows}`);
  }
} else log('reusing the generated data set');
const tokens: string[] = await createBenchMembers(database.url, 20);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const slugs = (
  await client.query<{ slug: string }>(
    `SELECT slug FROM companies WHERE slug LIKE 'co-%' ORDER BY id LIMIT 300`,
  )
).rows.map((r) => r.slug);
const counts = (
  await client.query<{ active: string; inactive: string }>(
    'SELECT count(*) FILTER (WHERE active) AS active, count(*) FILTER (WHERE NOT active) AS inactive FROM jobs',
  )
).rows[0]!;
// The counts a service keeps (app_cache) as a service that has been answering for a while has them: counted
// moments ago. Left as the last run left them, a sweep started hours later found them all due and recounted them
// during its first steps, and one started days later found them too old to answer with and counted them in the
// requests, so its verdict hung on when it last ran (docs/decisions/0016-cost-per-request.md, session 29). The
// market has not changed since they were counted; --after-fetch measures the recounts on purpose.
const cache = await client.query<{ kept: string | null }>(`SELECT to_regclass('app_cache')::text AS kept`);
if (cache.rows[0]?.kept) {
  const fresh = await client.query(`
    UPDATE app_cache SET expires_at = now() + interval '1 hour',
      value = jsonb_set(value, '{computedAt}',
        to_jsonb(to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
    WHERE value ? 'computedAt'`);
  if (fresh.rowCount) log(`${fresh.rowCount} kept search counts made fresh for the run`);
}
await client.end();

process.send?.({
  type: 'ready',
  url: database.url,
  tokens,
  slugs,
  active: Number(counts.active),
  inactive: Number(counts.inactive),
  // Older bench code does not say where its cluster lives: it is <data dir>/postgres in every version.
  clusterDir: database.clusterDir ?? path.join(dataDir, 'postgres'),
});
process.on('message', async (m: { type: string }) => {
  if (m.type !== 'stop') return;
  await database.stop();
  process.exit(0);
});
