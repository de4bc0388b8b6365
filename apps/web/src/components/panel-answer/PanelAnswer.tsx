import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';

/** The part of a query's state a panel shows (a react-query result fits). */
export interface PanelQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

/**
 * A member panel's answer in its four states: loading (announced), could not be loaded, an empty list, or the
 * data. Without `loading` or `failed` that state shows nothing (a part of a panel that stays out of the way).
 */
export function PanelAnswer<T>({
  answer,
  loading,
  failed,
  empty,
  children,
}: {
  answer: PanelQuery<T>;
  /** e.g. "Loading your tokens…" */
  loading?: string;
  /** e.g. "Your tokens could not be loaded. Refresh to try again." */
  failed?: string;
  /** Shown instead of the list when the answer is an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (answer.isPending) {
    return loading ? (
      <div role="status" className="small">
        <Spinner animation="border" size="sm" /> {loading}
      </div>
    ) : null;
  }
  if (answer.isError || answer.data === undefined) {
    return failed ? <p className="small text-danger mb-0">{failed}</p> : null;
  }
  if (empty !== undefined && Array.isArray(answer.data) && answer.data.length === 0) {
    return <p className="small text-body-secondary mb-0">{empty}</p>;
  }
  return children(answer.data);
}
