import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.ts';
import { createTestDatabase } from '../helpers/db.ts';

// WEB_PROCESSES: one service process per core on one port, each started again when it ends.

const root = path.resolve(import.meta.dirname, '../../../..');
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/** The live processes whose parent is `parent`, from /proc. */
function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids.sort((a, b) => a - b);
}

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, output: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Twenty requests, each on a connection of its own (so the primary hands each to a process in turn). */
function healthChecks(port: number): Promise<number[]> {
  const one = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/healthz', agent: false, timeout: 10_000 },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
      req.on('error', reject);
    });
  return Promise.all(Array.from({ length: 20 }, one));
}

describe('several service processes on one port', () => {
  it('answer together, replace one that dies, and all stop on SIGTERM', async () => {
    const { connectionString } = await createTestDatabase();
    const port = await freePort();
    let output = '';
    const primary = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--role=web'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        DATABASE_URL: connectionString,
        WEB_PROCESSES: '2',
        INGEST_ENABLED: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(primary);
    primary.stdout?.on('data', (d) => (output += d));
    primary.stderr?.on('data', (d) => (output += d));
    const log = () => output;

    const first = await until(
      'two processes answering',
      async () => {
        const pids = childrenOf(primary.pid!);
        if (pids.length !== 2) return null;
        try {
          return (await healthChecks(port)).every((s) => s === 200) ? pids : null;
        } catch {
          return null;
        }
      },
      log,
    );

    // One process is killed outright: once the primary has seen it go (a connection handed over in that instant
    // is lost, as with any balancer), the other goes on answering, and a new one takes its place.
    process.kill(first[0]!, 'SIGKILL');
    await until('the primary noticing', () => (/a service process ended/.test(output) ? true : null), log);
    expect(await healthChecks(port)).toEqual(Array(20).fill(200));
    const second = await until(
      'a replacement process',
      () => {
        const pids = childrenOf(primary.pid!);
        return pids.length === 2 && !pids.includes(first[0]!) ? pids : null;
      },
      log,
    );
    expect(second).toContain(first[1]);
    await until(
      'the replacement answering',
      async () => {
        try {
          return (await healthChecks(port)).every((s) => s === 200) ? true : null;
        } catch {
          return null;
        }
      },
      log,
    );

    const exit = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exit).toBe(0);
    for (const pid of second) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);
});
