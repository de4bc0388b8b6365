import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';

/** Loading… with a spinner, announced politely. */
export function Loading({ className }: { className?: string }) {
  return (
    <div role="status" className={className}>
      <Spinner size="sm" aria-hidden="true" className="me-2" />
      Loading…
    </div>
  );
}

/**
 * A console answer while it is not there: why it failed, or that it is loading. Nothing once it is there, or
 * while it is not asked for (a search not typed yet).
 */
export function AnswerState({
  answer,
}: {
  answer: { isError: boolean; error: Error | null; isLoading: boolean };
}) {
  if (answer.isError) return <Alert variant="danger">{answer.error?.message}</Alert>;
  if (answer.isLoading) return <Loading />;
  return null;
}
