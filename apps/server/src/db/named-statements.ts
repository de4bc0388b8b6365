import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Named statements one session keeps through one view of its pool (services.ts builds one view per pool). A
 * session is a pool's connection, and each distinct text of a statement is named once in it; past this many, a
 * new text runs unnamed (planned on each run, as before), so the search shapes a session serves cannot grow its
 * memory without end.
 */
export const NAMED_STATEMENTS_PER_SESSION = 256;
/** Names kept for texts already seen, per pool. */
const NAMES_MAX = 4_096;

/**
 * The pool's sessions as Kysely's dialect uses them, with every statement run as a named prepared statement:
 * PostgreSQL parses it once per session and, after its first runs, may keep one generic plan for it instead of
 * planning it on every run (plan_cache_mode auto: only when that plan is estimated no dearer than planning each
 * run). The pool itself stays its owner's: ending this view does not close it.
 */
export function namingPool(pool: pg.Pool): PostgresPool {
  // Names of the texts already seen: each text's hash is computed once, not on every run.
  const names = new Map<string, string>();
  /** A statement's name: its text's hash, so two texts never share a name and a text keeps its name. */
  const nameOf = (text: string): string => {
    let name = names.get(text);
    if (name === undefined) {
      name = `u_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
      if (names.size >= NAMES_MAX) names.delete(names.keys().next().value as string);
      names.set(text, name);
    }
    return name;
  };
  const views = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const viewOf = (client: pg.PoolClient): PostgresPoolClient => {
    // The names this session has been given; pg parses each one on its first run in the session.
    const kept = new Set<string>();
    const query = (textOrCursor: unknown, values?: readonly unknown[]) => {
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
      const name = nameOf(textOrCursor);
      if (!kept.has(name)) {
        if (kept.size >= NAMED_STATEMENTS_PER_SESSION)
          return client.query(textOrCursor, values as unknown[] | undefined);
        kept.add(name);
      }
      return client.query({ name, text: textOrCursor, values: values as unknown[] | undefined });
    };
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: (destroy) => client.release(destroy),
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let view = views.get(client);
      if (!view) {
        view = viewOf(client);
        views.set(client, view);
      }
      return view;
    },
    async end() {},
  };
}
