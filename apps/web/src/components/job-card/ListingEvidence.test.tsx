import { cleanup, render, screen } from '@testing-library/react';
import type { Job } from '@upstream/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingEvidence } from './ListingEvidence.tsx';

const DAY = 86_400_000;
const job = (over: Partial<Job>): Job => ({
  id: 7,
  title: 'Data Engineer',
  company: 'Acme',
  locations: [],
  url: 'https://jobs.example/7',
  formatted_date: new Date().toISOString(),
  industry: null,
  homepage_url: null,
  saved: false,
  flagged: false,
  hidden: false,
  level: 'Mid',
  type: 'full-time',
  function: 'Data',
  job_notes_count: 0,
  current_status: null,
  company_id: 3,
  company_saved: false,
  ...over,
});

afterEach(cleanup);

describe("the card's listing history and flag outcome", () => {
  it('shows nothing for a fresh job nobody flagged', () => {
    const fresh = {
      listed_since: new Date(Date.now() - 3 * DAY).toISOString(),
      reposts: 0,
      company_long_listed_share: 0.1,
    };
    const { container } = render(<ListingEvidence job={job({ listing: fresh })} flagged={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the reasons in one line, and what the operator did about the flag', () => {
    const listing = {
      listed_since: new Date(Date.now() - 94 * DAY).toISOString(),
      reposts: 0,
      company_long_listed_share: 0.4,
    };
    render(<ListingEvidence job={job({ listing, flag_outcome: 'closed' })} flagged />);
    expect(
      screen.getByText('Listed for 94 days · this company lists 40% of its jobs for 90+ days', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('You flagged this job; the operator closed it.')).toBeInTheDocument();
  });

  it('says nothing of an outcome once the member took their flag back', () => {
    const { container } = render(
      <ListingEvidence job={job({ flag_outcome: 'dismissed' })} flagged={false} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
