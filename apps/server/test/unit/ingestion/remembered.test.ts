import { describe, expect, it } from 'vitest';
import { createRemembered } from '../../../src/modules/ingestion/normalise/remembered.ts';

describe('remembered readings', () => {
  it('reads a key once per kind, and the same key of another kind again', () => {
    const remembered = createRemembered();
    let reads = 0;
    const read = (kind: string, key: string) =>
      remembered.remember(kind, key, () => {
        reads++;
        return `${kind}:${key}`;
      });
    expect(read('level', 'Senior Engineer')).toBe('level:Senior Engineer');
    expect(read('level', 'Senior Engineer')).toBe('level:Senior Engineer');
    expect(reads).toBe(1);
    expect(read('function', 'Senior Engineer')).toBe('function:Senior Engineer');
    expect(reads).toBe(2);
  });

  it('keeps a reading of null (a place that is none) as well as any other', () => {
    const remembered = createRemembered();
    let reads = 0;
    for (let i = 0; i < 3; i++)
      remembered.remember('place', 'Nowhere', () => {
        reads++;
        return null;
      });
    expect(reads).toBe(1);
  });

  it('stays bounded: emptied when full, and long keys are read each time, never kept', () => {
    const remembered = createRemembered(2);
    let reads = 0;
    const read = (key: string) => remembered.remember('clause', key, () => ++reads);
    read('a');
    read('b');
    read('c'); // full: emptied, then c kept
    read('a');
    expect(reads).toBe(4);
    const long = 'x'.repeat(601);
    read(long);
    read(long);
    expect(reads).toBe(6);
  });
});
