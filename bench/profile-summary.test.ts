import { describe, expect, it } from 'vitest';
import { placeOf, profileWindow, summariseProfile } from './profile-summary.ts';

describe('a CPU profile as text', () => {
  it('names where a function lives: a package, a folder of ours, Node or the engine', () => {
    expect(placeOf('file:///w/node_modules/@fastify/compress/index.js')).toBe('@fastify/compress');
    expect(placeOf('file:///w/node_modules/zod/v4/core/core.js')).toBe('zod');
    expect(placeOf('file:///w/apps/server/src/modules/job-search/repo.ts')).toBe(
      'apps/server/src/modules/job-search',
    );
    expect(placeOf('node:internal/streams/readable')).toBe('node:streams');
    expect(placeOf('')).toBe('(engine: GC, idle, program)');
  });

  it('counts self time per function and leaves idle time out of the shares', () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', ''), children: [2, 4] },
        { id: 2, callFrame: frame('serialise', 'file:///w/node_modules/zod/a.js'), children: [3] },
        { id: 3, callFrame: frame('stringify', 'file:///w/node_modules/zod/b.js') },
        { id: 4, callFrame: frame('(idle)', '') },
      ],
      startTime: 0,
      endTime: 4_000_000,
      samples: [2, 3, 3, 4],
      // Microseconds: a second each.
      timeDeltas: [1_000_000, 1_000_000, 1_000_000, 1_000_000],
    };
    const text = summariseProfile(profile, { answers: 3 });
    expect(text).toContain('3.0 s on the CPU, 1.0 s idle');
    expect(text).toContain('CPU per answer 1000.00 ms');
    expect(text).toMatch(/3000 ms\s+100\.0%\s+zod/);
    expect(text).toMatch(/2000 ms\s+66\.7%\s+stringify/);
    expect(text).toMatch(/functions by total time[\s\S]*3000 ms\s+100\.0%\s+serialise/);
  });

  it('keeps only the samples of a time window, so one phase of a run can be read apart', () => {
    const frame = (functionName: string) => ({ functionName, url: 'file:///w/a.js', lineNumber: 0 });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 3] },
        { id: 2, callFrame: frame('cold') },
        { id: 3, callFrame: frame('refetch') },
      ],
      startTime: 1_000,
      endTime: 5_000,
      samples: [2, 2, 3, 3],
      // Samples at 2,000, 3,000, 4,000 and 5,000 µs.
      timeDeltas: [1_000, 1_000, 1_000, 1_000],
    };
    const text = summariseProfile(profileWindow(profile, 3_500, 6_000));
    expect(text).toContain('0.0 s on the CPU');
    expect(text).toMatch(/2 ms\s+100\.0%\s+refetch/);
    expect(text).not.toContain('cold');
  });
});
