import { Link } from '../../lib/router/index.ts';
import { DOTS, paginationRange } from './range.ts';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of a page (spec §2: same path, page segment replaced, the search's query kept). */
  hrefFor: (page: number) => string;
}

/** Page links with previous/next, one sibling each side of the current page and dots for gaps. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationRange(page, totalPages);
  const edge = (target: number, label: string, text: string, disabled: boolean) => (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      {disabled ? (
        <span className="page-link" aria-hidden="true">
          {text}
        </span>
      ) : (
        <Link className="page-link" to={hrefFor(target)} aria-label={label}>
          {text}
        </Link>
      )}
    </li>
  );
  return (
    <nav aria-label="Pagination">
      <ul className="pagination flex-wrap justify-content-center mb-0">
        {edge(page - 1, 'Previous page', '‹', page <= 1)}
        {items.map((item, i) =>
          item === DOTS ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the two gaps are told apart by position
            <li key={`dots-${i}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item} className={`page-item${item === page ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {edge(page + 1, 'Next page', '›', page >= totalPages)}
      </ul>
    </nav>
  );
}
