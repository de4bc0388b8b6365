import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../src/lib/clock.ts';
import { keptForMoments, underWay } from '../../../src/lib/moment-memo.ts';

describe('values kept for moments', () => {
  it('keep a value until its own time, and never past the window', () => {
    const clock = createTestClock();
    const kept = keptForMoments<string>({ clock, windowMs: 5_000, max: 10 });
    const now = clock.now().getTime();
    kept.keep('row:short', 'a', now + 1_000);
    kept.keep('row:long', 'b', now + 60_000);
    kept.keep('answer', 'c');
    clock.advance(999);
    expect(kept.get('row:short')).toEqual(expect.objectContaining({ value: 'a' }));
    clock.advance(1);
    expect(kept.get('row:short')).toBeUndefined();
    clock.advance(3_999);
    expect(kept.get('row:long')?.value).toBe('b');
    expect(kept.get('answer')?.value).toBe('c');
    clock.advance(1);
    expect(kept.get('row:long')).toBeUndefined();
    expect(kept.get('answer')).toBeUndefined();
  });

  it('keep nothing alive under a clock set back', () => {
    const clock = createTestClock();
    const kept = keptForMoments<string>({ clock, windowMs: 5_000, max: 10 });
    kept.keep('answer', 'from the future');
    clock.set(new Date(clock.now().getTime() - 60_000));
    expect(kept.get('answer')).toBeUndefined();
  });

  it('when full, let the dead go first, then the oldest', () => {
    const clock = createTestClock();
    const kept = keptForMoments<number>({ clock, windowMs: 5_000, max: 3 });
    const now = clock.now().getTime();
    kept.keep('a', 1);
    kept.keep('dies', 2, now + 10);
    kept.keep('b', 3);
    clock.advance(10);
    kept.keep('c', 4);
    expect(['a', 'dies', 'b', 'c'].map((k) => kept.get(k)?.value)).toEqual([1, undefined, 3, 4]);
    kept.keep('d', 5);
    expect(['a', 'b', 'c', 'd'].map((k) => kept.get(k)?.value)).toEqual([undefined, 3, 4, 5]);
  });

  it('forget the values under a prefix only', () => {
    const clock = createTestClock();
    const kept = keptForMoments<number>({ clock, windowMs: 5_000, max: 10 });
    kept.keep('jobs:1', 1);
    kept.keep('jobs:2', 2);
    kept.keep('counts:1', 3);
    kept.forget('jobs:');
    expect(['jobs:1', 'jobs:2', 'counts:1'].map((k) => kept.get(k)?.value)).toEqual([
      undefined,
      undefined,
      3,
    ]);
  });
});

describe('computations under way', () => {
  it('give callers asking together one computation, and a later caller a new one', async () => {
    const computing = underWay();
    let runs = 0;
    const compute = async () => ++runs;
    expect(await Promise.all([computing.once('k', compute), computing.once('k', compute)])).toEqual([1, 1]);
    expect(await computing.once('k', compute)).toBe(2);
  });

  it('start afresh after a forget, and a forgotten computation ending late leaves its successor in place', async () => {
    const computing = underWay();
    let releaseOld: (v: string) => void = () => {};
    const old = computing.once('jobs:a', () => new Promise<string>((r) => (releaseOld = r)));
    computing.forget('jobs:');
    let releaseNew: (v: string) => void = () => {};
    const successor = computing.once('jobs:a', () => new Promise<string>((r) => (releaseNew = r)));
    releaseOld('old');
    expect(await old).toBe('old');
    // still under way: a third caller waits for the successor rather than starting a third computation
    const third = computing.once('jobs:a', async () => 'third');
    releaseNew('new');
    expect(await successor).toBe('new');
    expect(await third).toBe('new');
  });

  it('let a failed computation go, so the next caller tries again', async () => {
    const computing = underWay();
    await expect(computing.once('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await computing.once('k', async () => 'up')).toBe('up');
  });
});
