import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCpuSeconds, postgresCpuSeconds, postmasterPid, processCpuSeconds } from './cpu.ts';

/** Busy until this process has used `seconds` of CPU (on a busy machine wall time says little). */
const spinCpu = (seconds: number) => {
  const start = process.cpuUsage();
  while (process.cpuUsage(start).user + process.cpuUsage(start).system < seconds * 1e6)
    Math.sqrt(Math.random());
};

// A process that uses 0.3 s of CPU, says so, and idles until it is stopped.
const BUSY_CHILD = `
  const start = process.cpuUsage();
  while (process.cpuUsage(start).user + process.cpuUsage(start).system < 300000) Math.sqrt(Math.random());
  process.stdout.write('busy done\\n');
  setTimeout(() => {}, 60000);
`;

describe('CPU time read from /proc', () => {
  it("counts a process's own work, as Node itself does", () => {
    const before = processCpuSeconds(process.pid);
    const usage = process.cpuUsage();
    spinCpu(0.3);
    const used = (process.cpuUsage(usage).user + process.cpuUsage(usage).system) / 1e6;
    // /proc counts in clock ticks (10 ms).
    expect(processCpuSeconds(process.pid) - before).toBeCloseTo(used, 1);
  });

  it("counts a server's children with it, as PostgreSQL's backends with the postmaster and a service's processes with their primary", async () => {
    // This test process plays the postmaster; a busy child plays a backend.
    const before = postgresCpuSeconds(process.pid);
    const child = spawn(process.execPath, ['-e', BUSY_CHILD]);
    await new Promise((r) => child.stdout.once('data', r));
    const during = postgresCpuSeconds(process.pid);
    expect(during - before).toBeGreaterThanOrEqual(0.28);
    // Once it has exited and been waited for, its time stays counted (the parent's cumulative counters).
    child.kill();
    await new Promise((r) => child.once('exit', r));
    await new Promise((r) => setTimeout(r, 50));
    expect(postgresCpuSeconds(process.pid)).toBeGreaterThanOrEqual(during - 0.02);
  });

  it('finds the server process in postmaster.pid, or nothing', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-cpu-'));
    expect(postmasterPid(dir)).toBeNull();
    writeFileSync(path.join(dir, 'postmaster.pid'), '4242\n/var/lib/postgres\n1700000000\n5432\n');
    expect(postmasterPid(dir)).toBe(4242);
  });

  it('reads a process that is gone as not a number', () => {
    expect(processCpuSeconds(2 ** 22 + 1)).toBeNaN();
  });

  it("counts the machine's busy time, this process's work included", () => {
    const before = machineCpuSeconds();
    spinCpu(0.3);
    const after = machineCpuSeconds();
    expect(after.busy - before.busy).toBeGreaterThanOrEqual(0.25);
    // On a machine busy on every core the two deltas are equal ticks; seconds made from them differ in the last bits.
    const ROUNDING = 1e-9;
    expect(after.total - before.total).toBeGreaterThanOrEqual(after.busy - before.busy - ROUNDING);
    // Steal is part of the busy time: never negative, never more than it.
    expect(after.stolen - before.stolen).toBeGreaterThanOrEqual(0);
    expect(after.stolen - before.stolen).toBeLessThanOrEqual(after.busy - before.busy + ROUNDING);
  });
});
