import { Alert } from 'react-bootstrap';

/** What a console action did, or why it failed: announced politely on success, at once on failure. */
export interface Report {
  ok: boolean;
  message: string;
}

/** The report of an action that failed, from whatever it threw. */
export function failed(err: unknown): Report {
  return { ok: false, message: err instanceof Error ? err.message : String(err) };
}

export function ReportAlert({
  report,
  onClose,
  className,
}: {
  report: Report | null;
  onClose: () => void;
  className?: string;
}) {
  if (!report) return null;
  return (
    <Alert
      variant={report.ok ? 'success' : 'danger'}
      role={report.ok ? 'status' : 'alert'}
      className={className}
      dismissible
      onClose={onClose}
    >
      {report.message}
    </Alert>
  );
}
