import { machineCpuSeconds, postgresCpuSeconds, processTreeCpuSeconds } from '../cpu.ts';
import { runLoad, type Shape, type ShapeResult } from './load.ts';

/** A step holds when every shape the service serves answers without error and within this p99. */
export const SWEEP_P99_MS = 50;

export interface SweepStep {
  rate: number;
  results: ShapeResult[];
  /** Answers received in the measured window. */
  requests: number;
  errors: number;
  /** CPU time per answered request in the measured window, in ms: the service process and PostgreSQL apart. */
  serviceCpuMs: number;
  postgresCpuMs: number;
  /** The bench's own load generator (this process), which shares the machine: what it costs is not the service's. */
  loadCpuMs: number;
  /** The share of the machine's CPU (all cores) busy in the measured window, 0–1: near 1, the machine is full. */
  machineBusy: number;
  /** Of the machine's CPU time, the share the host gave to other guests. */
  machineStolen: number;
  worst: { name: string; p99: number };
  held: boolean;
}

export interface SweepTarget {
  origin: string;
  servicePid: number;
  postmasterPid: number;
  shapes: Shape[];
  /** Shapes this tree does not serve (every probe answered 4xx, e.g. a filter an older commit lacks): not judged. */
  unserved: Set<string>;
}

/**
 * Which shapes the service refuses outright: each asked three times before the sweep. An older commit may not
 * know a newer filter; its refusals would otherwise end the sweep at its first step.
 */
export async function findUnserved(origin: string, shapes: Shape[]): Promise<Set<string>> {
  const unserved = new Set<string>();
  for (const shape of shapes) {
    let refused = 0;
    for (let i = 0; i < 3; i += 1) {
      const req = shape.next();
      const res = await fetch(`${origin}${req.path}`, {
        method: req.method,
        headers: {
          accept: 'application/json',
          ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(req.cookie ? { cookie: req.cookie } : {}),
          ...(req.method === 'POST' ? { origin } : {}),
        },
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
      });
      await res.arrayBuffer();
      if (res.status >= 400 && res.status < 500) refused += 1;
    }
    if (refused === 3) unserved.add(shape.name);
  }
  return unserved;
}

/**
 * Raise the arrival rate step by step until a step does not hold (a p99 over 50 ms or any error on a served
 * shape) or the rates run out. Each step: its own warm-up, then the measured window, with the CPU counters of
 * the service and of every PostgreSQL process read as the window opens and once every answer is in.
 */
export async function runSweep(
  target: SweepTarget,
  options: {
    rates: number[];
    warmupSeconds: number;
    seconds: number;
    log: (m: string) => void;
    onStep?: (step: SweepStep) => void;
    /** Called as each step's measured window opens. */
    onMeasureStart?: () => void;
  },
): Promise<SweepStep[]> {
  const steps: SweepStep[] = [];
  for (const rate of options.rates) {
    options.log(
      `step ${rate} requests/s: ${options.warmupSeconds} s warm-up, ${options.seconds} s measured…`,
    );
    const countersNow = () => ({
      service: processTreeCpuSeconds(target.servicePid),
      postgres: postgresCpuSeconds(target.postmasterPid),
      // The bench's own load generator runs in this process.
      load: process.cpuUsage(),
      machine: machineCpuSeconds(),
    });
    let before: ReturnType<typeof countersNow> | undefined;
    const results = await runLoad(target.origin, target.shapes, {
      rate,
      warmupSeconds: options.warmupSeconds,
      seconds: options.seconds,
      // A step that falls behind is over anyway: what it still owes 10 s later counts as errors.
      drainSeconds: 10,
      log: options.log,
      onMeasureStart: () => {
        before = countersNow();
        options.onMeasureStart?.();
      },
    });
    if (!before) throw new Error(`the step at ${rate} requests/s never opened its measured window`);
    const after = countersNow();
    const loadUsage = process.cpuUsage(before.load);
    const judged = results.filter((r) => !target.unserved.has(r.name));
    const requests = results.reduce((s, r) => s + r.requests, 0);
    const errors = judged.reduce((s, r) => s + r.errors, 0);
    const worst = judged.reduce(
      (w, r) => (r.p99 > w.p99 || Number.isNaN(r.p99) ? { name: r.name, p99: r.p99 } : w),
      { name: '', p99: 0 },
    );
    const step: SweepStep = {
      rate,
      results,
      requests,
      errors,
      serviceCpuMs: ((after.service - before.service) / requests) * 1000,
      postgresCpuMs: ((after.postgres - before.postgres) / requests) * 1000,
      loadCpuMs: (loadUsage.user + loadUsage.system) / 1000 / requests,
      machineBusy: (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total),
      machineStolen:
        (after.machine.stolen - before.machine.stolen) / (after.machine.total - before.machine.total),
      worst,
      held: errors === 0 && worst.p99 <= SWEEP_P99_MS,
    };
    steps.push(step);
    options.onStep?.(step);
    if (!step.held) break;
  }
  return steps;
}

/** The highest rate whose step held (0: not even the first). */
export const highestHeld = (steps: SweepStep[]) =>
  steps.filter((s) => s.held).reduce((m, s) => Math.max(m, s.rate), 0);
