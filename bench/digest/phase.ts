import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { postgresCpuSeconds, processCpuSeconds } from '../cpu.ts';
import { summariseProfile } from '../profile-summary.ts';

// What one phase of the digest (compute, delivery) costs: the CPU seconds of the bench process (where the digest
// runs, as it runs in the worker), of PostgreSQL and of the SMTP sink, read before and after; and, with a profile
// directory, a CPU profile of the bench's main thread over the phase (V8's sampling profiler, in-process, so
// data-set generation and start-up stay out of it). CPU seconds hold on a busy machine where wall time does not.

export interface PhaseCost {
  /** CPU seconds of the bench process (every thread: JIT and GC included). */
  sender: number;
  postgres: number;
  sink: number;
  /** The profile written for this phase, if one was asked for. */
  profile: string | null;
}

export interface PhaseMeter {
  measure<T>(name: string, fn: () => Promise<T>): Promise<{ result: T; cost: PhaseCost }>;
  close(): Promise<void>;
}

export async function createPhaseMeter(options: {
  postmaster: number | null;
  sinkPid: number | null;
  profileDir: string | null;
}): Promise<PhaseMeter> {
  const session = options.profileDir ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    // 250 µs: a finer view than the default 1 ms of phases that last seconds.
    await session.post('Profiler.setSamplingInterval', { interval: 250 });
    mkdirSync(options.profileDir!, { recursive: true });
  }
  const read = () => ({
    sender: process.cpuUsage(),
    postgres: options.postmaster ? postgresCpuSeconds(options.postmaster) : Number.NaN,
    sink: options.sinkPid ? processCpuSeconds(options.sinkPid) : Number.NaN,
  });
  return {
    async measure(name, fn) {
      if (session) await session.post('Profiler.start');
      const before = read();
      const result = await fn();
      const after = read();
      const used = process.cpuUsage(before.sender);
      let profile: string | null = null;
      if (session) {
        const stopped = await session.post('Profiler.stop');
        profile = path.join(options.profileDir!, `digest-${name}.cpuprofile`);
        writeFileSync(profile, JSON.stringify(stopped.profile));
        writeFileSync(
          profile.replace(/\.cpuprofile$/, '.txt'),
          `${summariseProfile(stopped.profile as never)}\n`,
        );
      }
      return {
        result,
        cost: {
          sender: (used.user + used.system) / 1e6,
          postgres: after.postgres - before.postgres,
          sink: after.sink - before.sink,
          profile,
        },
      };
    },
    async close() {
      if (!session) return;
      await session.post('Profiler.disable');
      session.disconnect();
    },
  };
}

export const seconds = (n: number) => (Number.isNaN(n) ? '—' : `${n.toFixed(2)} s`);
