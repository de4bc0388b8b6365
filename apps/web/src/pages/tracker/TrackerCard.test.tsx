import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrackedJob } from '@upstream/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import { MemoryRouter } from '../../lib/router/index.ts';
import { MoveRegistry } from './drag-and-drop.ts';
import { TrackerCard } from './TrackerCard.tsx';

const DAY = 86_400_000;
const tracked = (over: Partial<TrackedJob> = {}): TrackedJob => ({
  id: 7,
  title: 'Data Engineer',
  company: 'Acme',
  locations: [{ city: 'Remote', state: 'US' }],
  url: 'https://jobs.example/7',
  formatted_date: new Date(Date.now() - 100 * DAY).toISOString(),
  industry: null,
  homepage_url: null,
  saved: false,
  flagged: false,
  hidden: false,
  level: 'Mid',
  type: 'full-time',
  function: 'Data',
  job_notes_count: 0,
  current_status: 'Cold Applied',
  company_id: 3,
  company_saved: false,
  status_changed_at: new Date().toISOString(),
  next_date: null,
  next_date_label: null,
  closed_at: null,
  suggest_ghosted: false,
  imported: false,
  ...over,
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      path === '/api/current_user'
        ? new Response(JSON.stringify({ id: 1, email: 'a@example.com', permission: { type: 'free' } }))
        : new Response(JSON.stringify({ ok: true })),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(job: TrackedJob) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const moves = new MoveRegistry();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuthProvider>
          <ul>
            <TrackerCard job={job} moves={moves} />
          </ul>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // Named by its title, which links to the posting in a new tab.
  return screen.getByRole('listitem', { name: new RegExp(`^${job.title}`) });
}

describe("the tracker's card", () => {
  it('shows what the posting says, its listing history and the flag’s outcome, as the search card does', async () => {
    const card = renderCard(
      tracked({
        visa_sponsorship: 'no-sponsorship',
        visa_sentence: 'We are unable to sponsor visas for this role.',
        remote_eligibility: {
          label: 'US only (not CA, NY)',
          sentence: 'This role is remote within the US, except for California and New York.',
        },
        listing: {
          listed_since: new Date(Date.now() - 94 * DAY).toISOString(),
          reposts: 0,
          company_long_listed_share: 0.4,
        },
        flagged: true,
        flag_outcome: 'closed',
      }),
    );
    const facts = within(card).getByRole('list', { name: 'What the posting says' });
    const visa = within(facts).getByRole('button', { name: 'No visa sponsorship' });
    expect(within(facts).getByRole('button', { name: 'Remote · US only (not CA, NY)' })).toBeInTheDocument();
    // The sentence that decided it, on a tap as on the search card.
    expect(within(card).queryByText('We are unable to sponsor visas for this role.')).not.toBeVisible();
    await userEvent.click(visa);
    expect(within(card).getByText('We are unable to sponsor visas for this role.')).toBeVisible();
    expect(
      within(card).getByText('Listed for 94 days · this company lists 40% of its jobs for 90+ days', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(within(card).getByText(/^You flagged this job; /)).toBeInTheDocument();
  });

  it('shows none of them for a job the posting says nothing of, fresh and unflagged', () => {
    const card = renderCard(
      tracked({
        listing: {
          listed_since: new Date(Date.now() - 3 * DAY).toISOString(),
          reposts: 0,
          company_long_listed_share: null,
        },
      }),
    );
    expect(within(card).queryByRole('list', { name: 'What the posting says' })).toBeNull();
    expect(within(card).queryByText(/Listed for/)).toBeNull();
    expect(within(card).queryByText(/You flagged/)).toBeNull();
  });
});
