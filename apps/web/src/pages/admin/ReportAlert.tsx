import { Alert } from 'react-bootstrap';

/** What a console action did, or why it failed: announced politely on success, at once on failure. */
export interface Report {
  ok: boolean;
  message: string;
}

export function ReportAlert({ report, onClose }: { report: Report | null; onClose: () => void }) {
  if (!report) return null;
  return (
    <Alert
      variant={report.ok ? 'success' : 'danger'}
      role={report.ok ? 'status' : 'alert'}
      dismissible
      onClose={onClose}
    >
      {report.message}
    </Alert>
  );
}
