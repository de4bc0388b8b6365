import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/index.ts';
import { registerErrorHandler, TOO_SLOW } from '../../src/http/errors.ts';
import { startRuntime } from '../../src/runtime.ts';
import { createTestDatabase } from '../helpers/db.ts';

describe('a web request’s database statements', () => {
  it('run on a pool that cancels a statement past REQUEST_STATEMENT_TIMEOUT_MS; background work has no limit', async () => {
    const database = await createTestDatabase();
    const runtime = await startRuntime({
      DATABASE_URL: database.connectionString,
      LOG_LEVEL: 'silent',
      REQUEST_STATEMENT_TIMEOUT_MS: '2500',
    });
    try {
      const show = async (db: typeof runtime.deps.db) =>
        (await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(db)).rows[0]
          ?.statement_timeout;
      expect(await show(runtime.requestDeps.db)).toBe('2500ms');
      expect(await show(runtime.deps.db)).toBe('0');
    } finally {
      await runtime.close();
    }
  });

  it('answer 503 with Retry-After and a message when one runs too long', async () => {
    const database = await createTestDatabase();
    const db = createDb(database.connectionString, { statementTimeoutMs: 200 });
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/slow', async () => {
      await sql`SELECT pg_sleep(2)`.execute(db);
      return { done: true };
    });
    const res = await app.inject({ method: 'GET', url: '/slow' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ error: { code: 'too_slow', message: TOO_SLOW } });
    await app.close();
    await db.destroy();
  });
});
