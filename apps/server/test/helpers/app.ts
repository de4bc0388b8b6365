import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Infrastructure } from '../../src/deps.ts';
import { createTestClock, type TestClock } from '../../src/lib/clock.ts';
import { createContentPages } from '../../src/modules/content/index.ts';
import { createPlaces } from '../../src/modules/ingestion/index.ts';
import { createServices, type ServiceDeps } from '../../src/services.ts';
import type { Queue, SendOptions } from '../../src/work/queue.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/** What a production start needs set (secret, public address, the addresses people see). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SECRET_KEY: 'p'.repeat(40),
  PUBLIC_URL: TEST_ORIGIN,
  OPERATOR_EMAIL: 'ops@example.com',
  CONTACT_EMAIL: 'hello@example.com',
  MAIL_FROM: 'Upstream <jobs@example.com>',
};

/** A queue that records what was sent; tests of background work run handlers or use real pg-boss. */
export interface RecordingQueue extends Queue {
  sent: { name: string; data: object; options?: SendOptions }[];
}

export function recordingQueue(): RecordingQueue {
  const sent: RecordingQueue['sent'] = [];
  return {
    sent,
    async send(name, data, options) {
      sent.push({ name, data, options });
      return String(sent.length);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  deps: ServiceDeps;
  clock: TestClock;
  queue: RecordingQueue;
  database: TestDatabase;
}

export interface TestAppOptions extends BuildOptions {
  env?: Record<string, string>;
  /** Replace parts of the dependencies (a real SMTP mailer, a real pg-boss queue, a fetch). */
  deps?: Partial<ServiceDeps>;
  database?: TestDatabase;
  clockStart?: string;
}

/**
 * Read once per test file and shared by its test apps, as a process shares them: the content pages (half a
 * second to read) and the place reader (seconds to index the geography's datasets).
 */
const contentPages = createContentPages();
const places = createPlaces();

export function testConfig(connectionString: string, env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      DATABASE_URL: connectionString,
      PUBLIC_URL: TEST_ORIGIN,
      LOG_LEVEL: 'silent',
      ...env,
    },
    '0.2.12',
  );
}

/** The real app (buildApp) on a fresh database of its own, a test clock and a recording queue. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(database.connectionString, options.env);
  const clock = createTestClock(options.clockStart);
  const queue = recordingQueue();
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const infra: Infrastructure = {
    config,
    db: database.db,
    clock,
    queue,
    logger,
    fetch: globalThis.fetch,
    ...options.deps,
  };
  const deps: ServiceDeps = {
    ...infra,
    ...createServices(infra, database),
    contentPages,
    places,
    ...options.deps,
  };
  const app = await buildApp(deps, { serveWeb: options.serveWeb ?? false, webDistDir: options.webDistDir });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await deps.closeServices();
  });
  return { app, deps, clock, queue, database };
}
