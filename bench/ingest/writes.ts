import type pg from 'pg';

// `npm run bench -- ingest --writes`: what each phase made PostgreSQL write, read from the WAL itself, so the
// figures hold on a busy machine (a rate does not): the WAL bytes between the phase's first and last position, by
// record kind and by relation (the jobs table, its TOAST, each of its indexes…), from pg_walinspect. A phase
// starts from a checkpoint, so its full-page images are those of the pages it touches first, not of when a timed
// checkpoint happened to fall; no timed checkpoint falls inside it, and the WAL is kept until it has been read.

/** Set (to '1') when the run counts its writes; the --profile child inherits it. */
export const WRITES_ENV = 'BENCH_WRITES';

const SETTINGS: Record<string, string> = {
  // The phase's WAL must still be on disk when it is read at the phase's end.
  wal_keep_size: "'16GB'",
  max_wal_size: "'16GB'",
  checkpoint_timeout: "'1d'",
};

/** Ready the bench cluster (its superuser, in the bench's database): settings reloaded, pg_walinspect made. */
export async function prepareWriteCounts(superuser: pg.Client): Promise<void> {
  for (const [name, value] of Object.entries(SETTINGS))
    await superuser.query(`ALTER SYSTEM SET ${name} = ${value}`);
  await superuser.query('SELECT pg_reload_conf()');
  await superuser.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
}

/** The cluster as a run without --writes finds it. */
export async function forgetWriteCounts(superuser: pg.Client): Promise<void> {
  for (const name of Object.keys(SETTINGS)) await superuser.query(`ALTER SYSTEM RESET ${name}`);
  await superuser.query('SELECT pg_reload_conf()');
}

/** A phase's start: a checkpoint, then the WAL position it starts from. */
export async function writesFrom(superuser: pg.Client): Promise<string> {
  await superuser.query('CHECKPOINT');
  const { rows } = await superuser.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn() AS lsn');
  return rows[0]!.lsn;
}

const kb = (bytes: number, jobs: number) => ((bytes / 1024) * (1000 / Math.max(1, jobs))).toFixed(0);
const per = (n: number, jobs: number) => ((n * 1000) / Math.max(1, jobs)).toFixed(0);

/**
 * What PostgreSQL wrote since `from`, per 1,000 of the phase's jobs: WAL bytes (and the full-page images in
 * them), heap rows written by kind (HOT updates apart), and index entries written per index.
 */
export async function reportWrites(superuser: pg.Client, from: string, jobs: number): Promise<string[]> {
  const { rows: end } = await superuser.query<{ lsn: string; bytes: string }>(
    `SELECT pg_current_wal_insert_lsn() AS lsn, pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1) AS bytes`,
    [from],
  );
  const to = end[0]!.lsn;
  const total = Number(end[0]!.bytes);
  const { rows: kinds } = await superuser.query<{ fpi: string; records: string }>(
    `SELECT sum(fpi_size) AS fpi, sum(count) AS records FROM pg_get_wal_stats($1, $2, false)`,
    [from, to],
  );
  // Each block a record touched, named by its relation (a TOAST table by its owner's name, plus ' (TOAST)').
  const { rows: blocks } = await superuser.query<{
    rel: string;
    kind: string;
    records: string;
    bytes: string;
  }>(
    `WITH b AS (
       -- A record's whole length (header, main data, blocks), shared evenly by the blocks it touches: a GIN
       -- index's pending-list entries are main data, not block data.
       SELECT b.start_lsn, b.resource_manager, b.record_type,
         b.record_length::float8 / count(*) OVER (PARTITION BY b.start_lsn) AS bytes,
         pg_filenode_relation(CASE WHEN b.reltablespace = d.dattablespace THEN 0 ELSE b.reltablespace END,
           b.relfilenode) AS rel
       FROM pg_get_wal_block_info($1, $2, false) b
       JOIN pg_database d ON d.datname = current_database()
       WHERE b.reldatabase IN (d.oid, 0)
     )
     SELECT coalesce(
         (SELECT o.relname || ' (TOAST' || CASE WHEN c.relkind = 'i' THEN ' index' ELSE '' END || ')'
          FROM pg_class o WHERE o.reltoastrelid = coalesce(
            (SELECT i.indrelid FROM pg_index i WHERE i.indexrelid = c.oid AND c.relnamespace = 'pg_toast'::regnamespace),
            c.oid)),
         c.relname, 'other') AS rel,
       b.resource_manager || ' ' || b.record_type AS kind,
       count(DISTINCT b.start_lsn) AS records, sum(b.bytes) AS bytes
     FROM b LEFT JOIN pg_class c ON c.oid = b.rel
     GROUP BY 1, 2 ORDER BY sum(b.bytes) DESC`,
    [from, to],
  );
  const fpi = Number(kinds[0]?.fpi ?? 0);
  const lines = [
    `  WAL: ${kb(total, jobs)} kB per 1,000 jobs (${(total / 1048576).toFixed(1)} MB in ${Number(kinds[0]?.records ?? 0).toLocaleString('en-US')} records; full-page images ${kb(fpi, jobs)} kB per 1,000 jobs)`,
  ];
  // Rows and index entries per relation, largest WAL first: a heap's rows by kind, an index's entries.
  const byRel = new Map<string, { bytes: number; kinds: string[] }>();
  for (const b of blocks) {
    const entry = byRel.get(b.rel) ?? { bytes: 0, kinds: [] };
    entry.bytes += Number(b.bytes);
    entry.kinds.push(`${b.kind} ${per(Number(b.records), jobs)}`);
    byRel.set(b.rel, entry);
  }
  const rels = [...byRel.entries()].sort((a, b) => b[1].bytes - a[1].bytes);
  lines.push(
    `  written per 1,000 jobs, by relation (WAL kB, a record's length shared by its blocks; records by kind):`,
  );
  for (const [rel, { bytes, kinds: k }] of rels.slice(0, 30))
    lines.push(`    ${rel.padEnd(40)} ${kb(bytes, jobs).padStart(7)} kB  ${k.slice(0, 6).join(', ')}`);
  if (rels.length > 30) lines.push(`    … ${rels.length - 30} more relations`);
  return lines;
}
