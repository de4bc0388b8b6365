import { createHash } from 'node:crypto';
import os from 'node:os';

const ITERATIONS = 200_000;

/**
 * The machine's own speed, to print beside the scores: a fixed piece of work (200,000 chained SHA-256 hashes
 * of 64 bytes, one core) timed in ms, best of three so a passing hiccup does not count. Lighthouse's scores
 * depend on the machine's CPU; this figure says how fast the machine that gave them was (lower is faster).
 */
export function cpuCalibrationMs(): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round += 1) {
    let digest = Buffer.alloc(64, 7);
    const started = performance.now();
    for (let i = 0; i < ITERATIONS; i += 1)
      digest = Buffer.concat([createHash('sha256').update(digest).digest(), digest.subarray(32)]);
    best = Math.min(best, performance.now() - started);
  }
  return Math.round(best);
}

export const CALIBRATION_WORK = `${ITERATIONS.toLocaleString('en-US')} SHA-256 hashes, best of 3`;

/** One line naming the machine and its calibration, to print beside a benchmark's figures. */
export function machineLine(): string {
  return `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, calibration ${cpuCalibrationMs()} ms (${CALIBRATION_WORK}; lower is faster)`;
}
