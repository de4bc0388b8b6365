// Where a remote job may be done from, as the jobs table holds it (remote, remote_open_to, remote_excluded): the
// remote-region filter's rule for one job (job-search's in-memory executor; query-sql.ts says the same in SQL)
// and the opening's merged reading (opening-eligibility.ts) both read it here.

/** The place value that matches every remote-region value: the posting says anywhere. */
export const REMOTE_ANYWHERE = '*';

/** Is this job open to someone in one of `regions` (every job when none is asked)? */
export function openToRegion(
  job: { remote: boolean; remote_open_to: readonly string[]; remote_excluded: readonly string[] },
  regions: readonly string[],
): boolean {
  if (regions.length === 0) return true;
  if (!job.remote) return false;
  const anywhere = job.remote_open_to.includes(REMOTE_ANYWHERE);
  return regions.some(
    (r) => (anywhere || job.remote_open_to.includes(r)) && !job.remote_excluded.includes(r),
  );
}
