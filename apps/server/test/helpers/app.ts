import type { FastifyInstance, InjectOptions } from 'fastify';
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

/**
 * What a production start needs set (secret, public address, the addresses people see); listening on this
 * machine only, as the plain-http TEST_ORIGIN requires in production.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SECRET_KEY: '6f1c0e9a4b7d2f8358ae10c4d97b3e62a5f0d8c1',
  HOST: '127.0.0.1',
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
  /**
   * false: requests carry inject's own Host (localhost:80) unless they name one, as the service's own in-process
   * calls (the page renderer's) do; by default every request names PUBLIC_URL's, as a browser there does.
   */
  publicHost?: boolean;
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
  // Requests name the public address as their Host, as a browser at PUBLIC_URL does (others are refused).
  if (options.publicHost !== false) nameThePublicHost(app, config.publicUrl);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await deps.closeServices();
  });
  return { app, deps, clock, queue, database };
}

function nameThePublicHost(app: FastifyInstance, publicUrl: string) {
  const inject = app.inject.bind(app);
  const authority = new URL(publicUrl).host;
  app.inject = ((opts?: string | InjectOptions) =>
    opts === undefined
      ? inject()
      : inject(
          typeof opts === 'string' ? { url: opts, authority } : { authority, ...opts },
        )) as FastifyInstance['inject'];
}
