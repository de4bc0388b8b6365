import { PAGINATION_ALL_PAGES_MAX, PAGINATION_SIBLING_COUNT } from '@upstream/contract';

export const DOTS = 'dots' as const;
export type PageItem = number | typeof DOTS;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page links to show (spec §9): every page when there are at most 6; otherwise the first and last pages,
 * the current page with `siblings` on each side, and dots where pages are left out.
 */
export function paginationRange(
  current: number,
  totalPages: number,
  siblings = PAGINATION_SIBLING_COUNT,
): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= PAGINATION_ALL_PAGES_MAX) return range(1, totalPages);
  const page = Math.min(Math.max(current, 1), totalPages);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, totalPages);
  const showLeftDots = left > 2;
  const showRightDots = right < totalPages - 1;
  const edgeCount = 3 + 2 * siblings;
  if (!showLeftDots && showRightDots) return [...range(1, edgeCount), DOTS, totalPages];
  if (showLeftDots && !showRightDots) return [1, DOTS, ...range(totalPages - edgeCount + 1, totalPages)];
  return [1, DOTS, ...range(left, right), DOTS, totalPages];
}
