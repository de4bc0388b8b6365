import { ENDPOINTS, type ImportTrackerResponse } from '@upstream/contract';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useImportTracker } from '../../api/tracker/tracker.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Export the tracker as CSV (full history) and import a CSV from Upstream or another tracker. */
export function ImportExport() {
  const importTracker = useImportTracker();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportTrackerResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The page arrives rendered by the server: a file chosen before the page hydrated (a change React never saw, which
  // the boot script does not hold) is imported once it has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    if (input.current?.files?.length) void onFile(input.current);
  }, []);

  const onFile = async (field: HTMLInputElement) => {
    const file = field.files?.[0];
    field.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await importTracker(file));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The file could not be imported. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="tracker-panel" aria-labelledby="csv-title">
      <h2 id="csv-title" className="h6">
        Spreadsheet
      </h2>
      <p className="small text-body-secondary mb-2">
        Export every tracked job with its status history and notes, or import a CSV from Upstream or another
        tracker (company, title, url, status and date columns).
      </p>
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-sm btn-outline-primary" href={ENDPOINTS.exportTrackedJobs.path} download>
          Export CSV
        </a>
        <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? 'Importing…' : 'Import CSV'}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="CSV file to import"
          onChange={(e) => void onFile(e.target)}
        />
      </div>
      {error && (
        <Alert variant="danger" className="small py-2 mt-2 mb-0">
          {error}
        </Alert>
      )}
      {result && (
        <Alert variant={result.skipped.length ? 'warning' : 'success'} className="small py-2 mt-2 mb-0">
          Imported {plural(result.imported_jobs, 'job', 'jobs')} and{' '}
          {plural(result.imported_notes, 'history entry', 'history entries')}.
          {result.skipped.length > 0 && (
            <>
              {' '}
              Skipped {plural(result.skipped.length, 'row', 'rows')}:
              <ul className="mb-0">
                {result.skipped.map((s) => (
                  <li key={s.row}>
                    Row {s.row}: {s.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
    </section>
  );
}
