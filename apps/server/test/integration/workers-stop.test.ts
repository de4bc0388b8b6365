import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineWork } from '../../src/work/definition.ts';
import { createBoss } from '../../src/work/queue.ts';
import { ensureQueues, startWorkers } from '../../src/workers/index.ts';
import { createTestApp } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/db.ts';

describe('stopping the workers', () => {
  it('waits for a cron tick in flight, so its send never meets a closed queue', async () => {
    const database = await createTestDatabase();
    const logged: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const { deps } = await createTestApp({ database, clockStart: '2026-01-15T08:00:01Z' });
    const nightly = defineWork({
      name: 'test.stop-nightly',
      payload: z.object({}),
      cron: { expression: '0 3 * * *', tz: 'America/New_York' },
      handler: async () => {},
    });
    const boss = createBoss(database.connectionString);
    await boss.start();
    await ensureQueues(boss, [nightly]);
    // The first tick's send is held until the stop has begun, as when Ctrl-C comes right after the start.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sendStarted!: () => void;
    const sending = new Promise<void>((resolve) => {
      sendStarted = resolve;
    });
    const slowSend = Object.create(boss) as typeof boss;
    slowSend.send = (async (...args: Parameters<typeof boss.send>) => {
      sendStarted();
      await held;
      return boss.send(...args);
    }) as typeof boss.send;
    const workers = await startWorkers({ ...deps, logger }, slowSend, [nightly]);
    await sending;
    let stopped = false;
    const stopping = workers.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await boss.stop({ graceful: false, wait: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    expect(logged.some((l) => l.msg === 'cron slot queued')).toBe(true);
  });
});
