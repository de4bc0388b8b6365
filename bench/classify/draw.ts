// What the label draws share (draw-sample.ts, draw-tuning-sample.ts): a ticket per posting, a seeded shuffle that
// draws the same on every machine, the folded title a draw skips repeats by, and a CSV cell.

export interface Ticket {
  ats: string;
  board: string;
  id: string;
  title: string;
  department: string | null;
}

/** mulberry32: a small seeded generator, so the draw is the same on every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const fold = (title: string) =>
  title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export const csv = (v: string | null) => `"${(v ?? '').replace(/"/g, '""')}"`;
