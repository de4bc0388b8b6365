import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// CPU time of processes, read from /proc (Linux): what a request costs, not just how long it waits.

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

interface Stat {
  ppid: number;
  /** User + system time of the process itself, in ticks. */
  own: number;
  /** User + system time of its children that exited and were waited for, in ticks. */
  reaped: number;
}

function readStat(pid: number, file = `/proc/${pid}/stat`): Stat | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null; // gone
  }
  // The command name (field 2) may hold spaces and parentheses: the fields that follow start after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, utime/stime 14/15, cutime/cstime 16/17.
  const n = (field: number) => Number(fields[field - 3]);
  return { ppid: n(4), own: n(14) + n(15), reaped: n(16) + n(17) };
}

/** CPU seconds one process has used so far (its own threads: a Node process's JIT and GC included). */
export function processCpuSeconds(pid: number): number {
  const stat = readStat(pid);
  return stat ? stat.own / clockTicks() : Number.NaN;
}

/**
 * CPU seconds a process and its children have used so far: the live ones and those already waited for. A service
 * run as several processes (WEB_PROCESSES) is a primary with one child per process.
 */
export function processTreeCpuSeconds(pid: number): number {
  const root = readStat(pid);
  if (!root) return Number.NaN;
  let ticks = root.own + root.reaped;
  for (const entry of readdirSync('/proc')) {
    const child = Number(entry);
    if (!Number.isInteger(child) || child === pid) continue;
    const stat = readStat(child);
    if (stat?.ppid === pid) ticks += stat.own;
  }
  return ticks / clockTicks();
}

/**
 * CPU seconds each thread of this process has used so far, by thread id: the main thread's id is the process's,
 * worker threads and V8's own (its optimising compiler and GC helpers) have theirs.
 */
export function threadCpuSeconds(): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readStat(Number(tid), `/proc/self/task/${tid}/stat`);
    if (stat) threads.set(Number(tid), stat.own / clockTicks());
  }
  return threads;
}

/** The server process of a PostgreSQL cluster, from the first line of its postmaster.pid. */
export function postmasterPid(clusterDir: string): number | null {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * CPU seconds a PostgreSQL cluster has used so far: the postmaster, every live child (backends, checkpointer,
 * WAL writer, autovacuum…) and the children that already exited (the postmaster waits for them, so their time
 * is in its cumulative counters). Differences between two readings are what the cluster spent meanwhile.
 */
export function postgresCpuSeconds(postmaster: number): number {
  return processTreeCpuSeconds(postmaster);
}

/**
 * The machine's CPU time so far, in seconds over all cores: busy, in all, and of the busy time what the host took
 * for other guests (steal: a virtual machine's cores were not its own then) (/proc/stat's first line).
 */
export function machineCpuSeconds(): { busy: number; total: number; stolen: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already in user): idle and iowait are not busy.
  const total = ticks.slice(0, 8).reduce((s, t) => s + t, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return {
    busy: (total - idle) / clockTicks(),
    total: total / clockTicks(),
    stolen: (ticks[7] ?? 0) / clockTicks(),
  };
}
