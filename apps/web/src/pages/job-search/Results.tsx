import {
  groupDigits,
  type Job,
  MAX_RESULT_DEPTH,
  PAGE_SIZE,
  PUBLIC_LIMIT_MESSAGE,
  RESULT_DEPTH_MESSAGE,
} from '@upstream/contract';
import { memo } from 'react';
import type { SearchOutcome } from '../../api/jobs/jobs.ts';
import { Island } from '../../boot/Island.tsx';
import { Button } from '../../components/button/Button.tsx';
import { JobCard, type JobCardLayout } from '../../components/job-card/JobCard.tsx';
import { Pagination } from '../../components/pagination/Pagination.tsx';
import { Link, useNavigate } from '../../lib/router/index.ts';
import { pageHref, type SearchUrlState } from '../../lib/search-url.ts';

/** 'Showing X - Y of N active jobs found' (spec §2), or the no-results line. */
export function summaryText(page: number, shown: number, count: number): string {
  if (count === 0 || shown === 0) return 'Your search returned no results';
  const from = (page - 1) * PAGE_SIZE + 1;
  return `Showing ${groupDigits(from)} - ${groupDigits(from + shown - 1)} of ${groupDigits(count)} active jobs found`;
}

export function ResultsSkeleton() {
  return (
    <div aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={i} className="job-skeleton card mb-3">
          <div className="card-body placeholder-glow">
            <span className="placeholder col-7 placeholder-lg mb-2" />
            <span className="placeholder col-4 mb-2 d-block" />
            <span className="placeholder col-5 placeholder-sm d-block mb-2" />
            <span className="placeholder col-2 placeholder-sm me-2" />
            <span className="placeholder col-2 placeholder-sm me-2" />
            <span className="placeholder col-2 placeholder-sm" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Spec §2: common reasons a search finds nothing. */
function EmptyHelp() {
  return (
    <div className="empty-results card border-0 bg-light">
      <div className="card-body">
        <h2 className="h6">A few things that commonly hide jobs:</h2>
        <ul className="mb-2">
          <li>
            <strong>Job function filters</strong>: a role may be filed under a neighbouring function (Data vs.
            Engineering, Operations vs. Customer Success).
          </li>
          <li>
            <strong>Strict keyword matches</strong>: keywords must start a word of the title. Try a shorter
            keyword, such as “engineer” instead of “software engineering”.
          </li>
          <li>
            <strong>Company filters</strong>: the company may have no open jobs right now.
          </li>
          <li>
            <strong>Odd industry filters</strong>: industries are set per company and can be surprising; try
            without one.
          </li>
        </ul>
        <Link to="/job-search">Reset Job Search</Link>
      </div>
    </div>
  );
}

/** Spec §8: past the visitors' limit, a banner and a placeholder where the results would be. */
export function PublicLimit() {
  const navigate = useNavigate();
  return (
    <div className="public-limit">
      <div
        role="alert"
        className="alert alert-warning d-flex flex-column flex-md-row align-items-md-center gap-2"
      >
        <span className="flex-grow-1">{PUBLIC_LIMIT_MESSAGE}</span>
        <span className="d-flex gap-2">
          <Link to="/signup" className="btn btn-primary btn-sm">
            Sign up
          </Link>
          <Button variant="outline-secondary" size="sm" onClick={() => navigate(-1)}>
            Go back to previous page
          </Button>
        </span>
      </div>
      <div className="public-limit-placeholder" aria-hidden="true">
        <ResultsSkeleton />
      </div>
    </div>
  );
}

export function LimitBanner({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="alert alert-info d-flex flex-column flex-md-row align-items-md-center gap-2 mt-3"
    >
      <span className="flex-grow-1">{message}</span>
      <Link to="/signup" className="btn btn-primary btn-sm">
        Sign up free
      </Link>
    </div>
  );
}

/**
 * A result as an island (boot/Island.tsx): a phone shows two or three of the twenty, so each card hydrates as it
 * comes near the screen or is first touched; until then it is the server's markup. Memoised: a re-render of the page
 * with the same job and layout must not reach a card still waiting, or React would render it from scratch.
 */
const ResultCard = memo(function ResultCard({ job, layout }: { job: Job; layout: JobCardLayout }) {
  return (
    <Island as="li" wake="visible">
      <JobCard job={job} layout={layout} />
    </Island>
  );
});

export function JobList({ jobs, layout }: { jobs: Job[]; layout: JobCardLayout }) {
  return (
    <ul className="job-list list-unstyled mb-0">
      {jobs.map((job) => (
        <ResultCard key={job.id} job={job} layout={layout} />
      ))}
    </ul>
  );
}

export function ResultsFooter({
  outcome,
  url,
}: {
  outcome: Extract<SearchOutcome, { kind: 'results' }>;
  url: SearchUrlState;
}) {
  // Paging stops at the result depth the server serves; the rest is reached by narrowing the search.
  const deepest = Math.floor(MAX_RESULT_DEPTH / PAGE_SIZE);
  const totalPages = Math.min(Math.ceil(outcome.count / PAGE_SIZE), deepest);
  if (outcome.count === 0) return null;
  return (
    <div className="results-footer mt-4 d-flex flex-column align-items-center gap-2">
      {outcome.count < PAGE_SIZE ? (
        <p className="text-muted-strong mb-0">{groupDigits(outcome.count)} Total</p>
      ) : (
        <Pagination page={url.page} totalPages={totalPages} hrefFor={(p) => pageHref(url, p)} />
      )}
      {outcome.count > MAX_RESULT_DEPTH && url.page >= deepest - 1 && (
        <p className="small text-muted-strong mb-0 text-center">{RESULT_DEPTH_MESSAGE}</p>
      )}
    </div>
  );
}

export { EmptyHelp };
