import {
  type JobStatus,
  TRACKER_COLUMNS,
  type TrackedJob,
  type TrackerColumnKey,
  trackerColumnOf,
} from '@upstream/contract';

export type Column = (typeof TRACKER_COLUMNS)[number] & { jobs: TrackedJob[] };

/** The board's columns, each with its jobs, soonest next date first, then most recently changed. */
export function groupByColumn(jobs: TrackedJob[]): Column[] {
  return TRACKER_COLUMNS.map((column) => ({
    ...column,
    jobs: jobs
      .filter((j) => trackerColumnOf(j.current_status) === column.key)
      .sort(
        (a, b) =>
          byText(a.next_date ?? '9999', b.next_date ?? '9999') ||
          byText(b.status_changed_at, a.status_changed_at),
      ),
  }));
}

// ISO dates sort as plain text. Not localeCompare: its first call builds the browser's collator, a long task on a
// slowed phone while the board hydrates.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The status a card takes when moved to a column: its current one if it already fits, else the column's first. */
export function statusForColumn(current: JobStatus, column: TrackerColumnKey): JobStatus {
  const target = TRACKER_COLUMNS.find((c) => c.key === column)!;
  return (target.statuses as readonly JobStatus[]).includes(current) ? current : target.statuses[0];
}

/** Apply a status (or its clearing) to the cached board so the card moves at once. */
export function withStatus(
  jobs: TrackedJob[],
  jobId: number,
  status: JobStatus | null,
  at: string,
): TrackedJob[] {
  if (status === null) return jobs.filter((j) => j.id !== jobId);
  return jobs.map((j) =>
    j.id === jobId && j.current_status !== status
      ? { ...j, current_status: status, status_changed_at: at, suggest_ghosted: false }
      : j,
  );
}
