import { Pool } from 'undici';

/** One kind of request the benchmark measures; `next` gives the next request of its rotation. */
export interface Shape {
  name: string;
  next(): { method: 'GET' | 'POST'; path: string; body?: unknown; cookie?: string };
}

export interface ShapeResult {
  name: string;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** Statuses other than 2xx, with counts (diagnosis). */
  statuses: Record<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

/**
 * An open-loop load at a fixed arrival rate: requests start on a schedule whatever the server's pace, and a
 * request's latency counts from when it was due, so a slow server cannot hide its queue (no coordinated
 * omission). Shapes take turns, so each gets rate / shapes requests per second.
 */
export async function runLoad(
  origin: string,
  shapes: Shape[],
  options: {
    rate: number;
    warmupSeconds: number;
    seconds: number;
    connections?: number;
    log?: (m: string) => void;
    /** Called when the measured window opens (after the warm-up): e.g. to read CPU counters. */
    onMeasureStart?: () => void;
    /**
     * How long to wait, once the schedule ends, for answers still owed. Past it, an answer still owed counts as
     * an error ('unanswered'): an overloaded service's backlog would otherwise take minutes to drain.
     */
    drainSeconds?: number;
  },
): Promise<ShapeResult[]> {
  const pool = new Pool(origin, {
    connections: options.connections ?? 64,
    pipelining: 1,
    keepAliveTimeout: 60_000,
  });
  const latencies = shapes.map(() => [] as number[]);
  const errors = shapes.map(() => 0);
  const statuses = shapes.map(() => ({}) as Record<string, number>);
  const interval = 1000 / options.rate;
  const start = performance.now();
  const measureFrom = start + options.warmupSeconds * 1000;
  const end = measureFrom + options.seconds * 1000;
  // Each request in flight, with its shape and whether it falls in the measured window.
  const inflight = new Map<Promise<void>, { index: number; measured: boolean }>();
  let sent = 0;
  // Set when the wait for owed answers ran out: those are counted already, whatever becomes of them.
  let abandoned = false;

  const fire = (due: number) => {
    const index = sent % shapes.length;
    sent += 1;
    const shape = shapes[index]!;
    const req = shape.next();
    const measured = due >= measureFrom;
    // As a browser asks: compressed answers where the service offers them.
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
    };
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    if (req.cookie) headers.cookie = req.cookie;
    if (req.method === 'POST') headers.origin = origin;
    const p = pool
      .request({
        method: req.method,
        path: req.path,
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
      })
      .then(async (res) => {
        await res.body.dump();
        const took = performance.now() - due;
        if (!measured || abandoned) return;
        latencies[index]!.push(took);
        if (res.statusCode < 200 || res.statusCode >= 300) {
          errors[index]! += 1;
          statuses[index]![res.statusCode] = (statuses[index]![res.statusCode] ?? 0) + 1;
        }
      })
      .catch((err: Error) => {
        if (!measured || abandoned) return;
        errors[index]! += 1;
        statuses[index]![err.name] = (statuses[index]![err.name] ?? 0) + 1;
      })
      .finally(() => inflight.delete(p));
    inflight.set(p, { index, measured });
  };

  let due = start;
  let announced = false;
  while (due < end) {
    const now = performance.now();
    while (due <= now && due < end) {
      fire(due);
      due += interval;
    }
    if (!announced && now >= measureFrom) {
      announced = true;
      options.onMeasureStart?.();
      options.log?.(`warm-up done; measuring for ${options.seconds} s…`);
    }
    await new Promise((r) => setTimeout(r, Math.max(0, Math.min(due - performance.now(), 5))));
  }
  const drained = Promise.all(inflight.keys()).then(() => true);
  const drainSeconds = options.drainSeconds ?? Number.POSITIVE_INFINITY;
  const inTime = Number.isFinite(drainSeconds)
    ? await Promise.race([
        drained,
        new Promise<false>((r) => setTimeout(() => r(false), drainSeconds * 1000)),
      ])
    : await drained;
  if (inTime) await pool.close();
  else {
    abandoned = true;
    const owed = [...inflight.values()];
    for (const { index, measured } of owed) {
      if (!measured) continue;
      errors[index]! += 1;
      statuses[index]!.unanswered = (statuses[index]!.unanswered ?? 0) + 1;
    }
    options.log?.(`${owed.length} requests still unanswered ${drainSeconds} s after the schedule ended`);
    inflight.clear();
    await pool.destroy();
  }

  return shapes.map((shape, i) => {
    const sorted = latencies[i]!.sort((a, b) => a - b);
    return {
      name: shape.name,
      requests: sorted.length,
      errors: errors[i]!,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      statuses: statuses[i]!,
    };
  });
}
