import { describe, expect, it } from 'vitest';
import { paginationRange } from './range.ts';

describe('paginationRange', () => {
  it('shows every page when there are at most 6', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('keeps one sibling each side of the current page and dots for gaps', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'dots', 20]);
    expect(paginationRange(3, 20)).toEqual([1, 2, 3, 4, 5, 'dots', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 'dots', 3, 4, 5, 'dots', 20]);
    expect(paginationRange(5, 20)).toEqual([1, 'dots', 4, 5, 6, 'dots', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'dots', 9, 10, 11, 'dots', 20]);
    expect(paginationRange(17, 20)).toEqual([1, 'dots', 16, 17, 18, 'dots', 20]);
    expect(paginationRange(18, 20)).toEqual([1, 'dots', 16, 17, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'dots', 16, 17, 18, 19, 20]);
  });

  it('handles the first size past the threshold and out-of-range pages', () => {
    expect(paginationRange(4, 7)).toEqual([1, 'dots', 3, 4, 5, 'dots', 7]);
    expect(paginationRange(1, 8)).toEqual([1, 2, 3, 4, 5, 'dots', 8]);
    expect(paginationRange(99, 8)).toEqual([1, 'dots', 4, 5, 6, 7, 8]);
  });
});
