import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'upstream-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startService(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      INGEST_ENABLED: 'false', // a test never reaches real job boards
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return { child, output: () => output };
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`service did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

async function embeddedClient(): Promise<pg.Client> {
  // postmaster.pid's fourth line is the port of the running server.
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const client = new pg.Client({
    connectionString: `postgres://upstream:upstream-embedded@127.0.0.1:${port}/upstream`,
  });
  await client.connect();
  return client;
}

describe('the service process', () => {
  it('starts on the embedded database, stops cleanly on SIGINT and SIGTERM, and keeps its data', async () => {
    const port = await freePort();
    const first = await startService(port);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/current_user`)).json()).toBe(false);
    const client = await embeddedClient();
    await client.query(`INSERT INTO waitlist (email) VALUES ('kept@example.com')`);
    await client.end();
    const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

    expect(await stop(first.child, 'SIGINT')).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(() => process.kill(pid, 0)).toThrow(); // no Postgres left behind

    const second = await startService(port);
    const again = await embeddedClient();
    const { rows } = await again.query(`SELECT email FROM waitlist`);
    await again.end();
    expect(rows).toEqual([{ email: 'kept@example.com' }]);
    expect(await stop(second.child, 'SIGTERM')).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('refuses to start with a bad setting and names it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (d) => (err += d));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('PORT');
  }, 30_000);
});
