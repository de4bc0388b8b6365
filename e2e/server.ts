import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { ensureDatabase } from '../apps/server/src/db/index.ts';
import { startMailSink } from '../apps/server/test/helpers/mail-sink.ts';

// The service as end-to-end tests see it: the real main.ts on a fresh embedded database, mailing a real SMTP
// sink. A side server on $E2E_MAIL_PORT lets specs read the mail (/messages) and find the database (/database)
// to arrange data the way factories do in integration tests.
const port = Number(process.env.E2E_PORT ?? 4310);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? port + 1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'upstream-e2e-'));
const postgres = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), { persistent: false });
await ensureDatabase(postgres.connectionString('postgres'), 'upstream');
const databaseUrl = postgres.connectionString('upstream');
const sink = await startMailSink();
http
  .createServer((req, res) => {
    if (req.url === '/messages' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(sink.messages));
    } else if (req.url === '/database' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ url: databaseUrl }));
    } else if (req.url === '/messages' && req.method === 'DELETE') {
      sink.messages.length = 0;
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  })
  .listen(mailPort, '127.0.0.1');

Object.assign(process.env, {
  NODE_ENV: 'development',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SMTP_URL: sink.url,
  // No job board on the internet is ever fetched from a test run; fixtures bring their own jobs.
  INGEST_ENABLED: 'false',
  // The inbox: members' forwarding addresses, the SMTP listener on E2E_PORT+2 and the providers' webhook.
  INBOUND_DOMAIN: 'in.upstream.test',
  INBOUND_SMTP_PORT: String(port + 2),
  INBOUND_WEBHOOK_SECRET: 'e2e-inbound-webhook-secret-0123456789',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  ...JSON.parse(process.env.E2E_ENV ?? '{}'),
});

// Optional fixtures that areas add (job boards from the ATS simulator, an OIDC test server…).
const { setupFixtures } = await import('./fixtures/setup.ts');
await setupFixtures();
await import('../apps/server/src/main.ts');
