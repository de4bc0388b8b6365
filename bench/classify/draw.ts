// What the label draws share (draw-sample.ts, draw-tuning-sample.ts, draw-tuning-sample-wide.ts, the second
// readings): a ticket per posting, the board context a labeller reads, a seeded shuffle that draws the same on every
// machine, the folded title a draw skips repeats by, and a CSV cell.

export interface Ticket {
  ats: string;
  board: string;
  id: string;
  title: string;
  department: string | null;
}

/** A board's postings as tickets, one each. */
export const ticketsOf = (board: {
  ats: string;
  board: string;
  jobs: readonly { externalId: string; title: string; department: string | null }[];
}): Ticket[] =>
  board.jobs.map((j) => ({
    ats: board.ats,
    board: board.board,
    id: j.externalId,
    title: j.title,
    department: j.department,
  }));

/** What a labeller reads of a posting's board beside its title: up to 12 of the board's other titles. */
export const otherTitles = (boardTitles: readonly string[], title: string): string =>
  boardTitles
    .filter((t) => t !== title)
    .slice(0, 12)
    .join(' | ');

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

/** A simple linear congruential generator: the shuffle of the later draws (each names its seed). */
export function lcg(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}

/** Fisher–Yates in place, driven by `next`: the same order on every machine for the same generator. */
export function shuffle<T>(items: T[], next: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const k = Math.floor(next() * (i + 1));
    [items[i], items[k]] = [items[k]!, items[i]!];
  }
  return items;
}

export const fold = (title: string) =>
  title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export const csv = (v: string | null) => `"${(v ?? '').replace(/"/g, '""')}"`;
