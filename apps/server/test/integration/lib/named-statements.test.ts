import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, withNamedStatements } from '../../../src/db/index.ts';
import { NAMED_STATEMENTS_PER_SESSION } from '../../../src/db/named-statements.ts';
import { createTestDatabase } from '../../helpers/db.ts';

let plain: Db;
let named: Db;

beforeAll(async () => {
  const { connectionString } = await createTestDatabase();
  // One session, so every statement below meets the same session's named statements.
  plain = createDb(connectionString, { max: 1 });
  // One view of the pool, as services.ts builds it.
  named = withNamedStatements(plain);
  return () => plain.destroy();
});

const namedInSession = async () =>
  (
    await sql<{ statement: string; runs: number }>`
    SELECT statement, generic_plans + custom_plans AS runs FROM pg_prepared_statements ORDER BY statement`.execute(
      plain,
    )
  ).rows;

describe('statements run with names', () => {
  it('are parsed once per session per text, each run with its own values', async () => {
    const answers = [];
    for (const n of [1, 2, 3])
      answers.push((await sql<{ n: number }>`SELECT ${n}::int AS n`.execute(named)).rows);
    expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    await sql`SELECT ${'other'}::text AS s`.execute(named);
    expect(await namedInSession()).toEqual([
      { statement: 'SELECT $1::int AS n', runs: 3 },
      { statement: 'SELECT $1::text AS s', runs: 1 },
    ]);
    // The pool's own view runs statements unnamed, as before.
    await sql`SELECT ${4}::bigint AS n`.execute(plain);
    expect(await namedInSession()).toHaveLength(2);
  });

  it('stop naming new texts once a session holds its share, and still run them', async () => {
    for (let i = 0; i < NAMED_STATEMENTS_PER_SESSION + 5; i++) {
      const { rows } = await sql<{ n: number }>`SELECT ${i}::int AS ${sql.ref(`n${i}`)}`.execute(named);
      expect(Object.values(rows[0] ?? {})).toEqual([i]);
    }
    expect(await namedInSession()).toHaveLength(NAMED_STATEMENTS_PER_SESSION);
  });
});
