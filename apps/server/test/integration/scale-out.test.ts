import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDb } from '../../src/db/index.ts';
import { createTestClock } from '../../src/lib/clock.ts';
import { claimDueSlots } from '../../src/work/cron.ts';
import { defineWork } from '../../src/work/definition.ts';
import { createBoss } from '../../src/work/queue.ts';
import { ensureQueues, startWorkers } from '../../src/workers/index.ts';
import { createTestApp } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/db.ts';
import { createSignedInUser } from '../helpers/users.ts';

describe('two app instances on one database', () => {
  it('share sessions: a cookie from one is honoured by the other, and logout on one ends it for both', async () => {
    const database = await createTestDatabase();
    const a = await createTestApp({ database });
    const b = await createTestApp({ database });
    const user = await createSignedInUser(a.deps, { first_name: 'Sam' });
    const fromB = await b.app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: { cookie: user.cookie },
    });
    expect(fromB.json()).toMatchObject({ first_name: 'Sam' });
    await a.deps.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    const after = await b.app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: { cookie: user.cookie },
    });
    expect(after.json()).toBe(false);
  });

  it('claim each cron slot once, however many processes tick at the same moment', async () => {
    const { connectionString, db } = await createTestDatabase();
    const other = createDb(connectionString, { max: 4 });
    const clock = createTestClock('2026-03-09T14:00:20Z'); // 10:00:20 EDT
    const digest = defineWork({
      name: 'test.ten-am',
      payload: z.object({}),
      cron: { expression: '0 10 * * *', tz: 'America/New_York' },
      handler: async () => {},
    });
    const claims = await Promise.all([
      claimDueSlots(db, clock, [digest]),
      claimDueSlots(other, clock, [digest]),
      claimDueSlots(db, clock, [digest]),
      claimDueSlots(other, clock, [digest]),
    ]);
    expect(claims.flat()).toEqual([{ name: 'test.ten-am', slot: new Date('2026-03-09T14:00:00Z') }]);
    clock.advance(60_000);
    expect(await claimDueSlots(other, clock, [digest])).toEqual([]);
    clock.set('2026-03-10T14:00:05Z');
    expect(await claimDueSlots(db, clock, [digest])).toHaveLength(1);
    await other.destroy();
  });

  it('run a cron job once when two worker processes share the queue', async () => {
    const database = await createTestDatabase();
    const a = await createTestApp({ database, clockStart: '2026-01-15T08:00:01Z' }); // 03:00 EST
    const b = await createTestApp({ database, clockStart: '2026-01-15T08:00:01Z' });
    const runs: string[] = [];
    const job = (who: string) =>
      defineWork({
        name: 'test.nightly',
        payload: z.object({}),
        cron: { expression: '0 3 * * *', tz: 'America/New_York' },
        handler: async () => {
          runs.push(who);
        },
      });
    const bossA = createBoss(database.connectionString);
    const bossB = createBoss(database.connectionString);
    await bossA.start();
    await bossB.start();
    await ensureQueues(bossA, [job('a')]);
    const workersA = await startWorkers(a.deps, bossA, [job('a')], { tickMs: 200 });
    const workersB = await startWorkers(b.deps, bossB, [job('b')], { tickMs: 200 });
    await Promise.all([workersA.tick(), workersB.tick()]);
    const deadline = Date.now() + 15_000;
    while (runs.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs).toHaveLength(1);
    await workersA.stop();
    await workersB.stop();
    await bossA.stop({ graceful: false, wait: true });
    await bossB.stop({ graceful: false, wait: true });
  });
});
