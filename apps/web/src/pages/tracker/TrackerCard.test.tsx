import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrackedJob } from '@upstream/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackerQuery, useTracker } from '../../api/tracker/tracker.ts';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import { MemoryRouter } from '../../lib/router/index.ts';
import { MoveRegistry } from './drag-and-drop.ts';
import TrackerPage from './index.tsx';
import { TrackerBoard } from './TrackerBoard.tsx';
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

/** The board as the page shows it: from the cached tracker, which a status change edits at once. */
function Board() {
  const tracker = useTracker();
  return tracker.data ? <TrackerBoard jobs={tracker.data.tracked_jobs} /> : null;
}

/** The board of `jobs`, with a server that keeps the statuses it is sent (the board reloads after a change). */
function renderBoard(jobs: TrackedJob[]) {
  let saved = jobs;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/current_user')
        return new Response(JSON.stringify({ id: 1, email: 'a@example.com', permission: { type: 'free' } }));
      if (path === '/api/get/tracker') return new Response(JSON.stringify({ tracked_jobs: saved }));
      if (path === '/api/post/update-job-status') {
        const { job_id, job_status } = JSON.parse(String(init?.body));
        saved = saved.map((j) => (j.id === job_id ? { ...j, current_status: job_status } : j));
      }
      return new Response(JSON.stringify({ ok: true }));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(trackerQuery().queryKey, { tracked_jobs: jobs });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuthProvider>
          <Board />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });
const statusCalls = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([path]) => String(path).endsWith('/api/post/update-job-status'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe("the tracker card's status", () => {
  it('is one button until used: a board of a hundred cards carries no select, option or menu', () => {
    const card = renderCard(tracked());
    const status = within(card).getByRole('button', {
      name: 'Status of Data Engineer: Cold Applied. Change status',
    });
    expect(status).toHaveTextContent(/^Cold Applied$/);
    expect(card.querySelectorAll('select, option, [role="menu"], .dropdown-menu')).toHaveLength(0);
    expect(within(card).queryByRole('button', { name: 'Offer' })).toBeNull();
  });

  it('changes by keyboard, moves the card to its column and keeps the focus on its status there', async () => {
    renderBoard([tracked()]);
    expect(within(column('Applied')).getByRole('heading', { name: /^Data Engineer/ })).toBeInTheDocument();
    const status = screen.getByRole('button', { name: /^Status of Data Engineer: / });
    status.focus();
    await userEvent.keyboard('{Enter}');
    const offer = await screen.findByRole('button', { name: 'Offer' });
    // The menu opens on the card's current status's toggle; the arrows walk it, Escape closes it where it was.
    await userEvent.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: /^Status of Data Engineer: / });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 10; i++) await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Offer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(within(column('Offer')).getByRole('heading', { name: /^Data Engineer/ })).toBeInTheDocument();
    expect(within(column('Applied')).queryByRole('heading', { name: /^Data Engineer/ })).toBeNull();
    const moved = screen.getByRole('button', { name: 'Status of Data Engineer: Offer. Change status' });
    await vi.waitFor(() => expect(moved).toHaveFocus());
    await vi.waitFor(() => expect(statusCalls()).toEqual([{ job_id: 7, job_status: 'Offer' }]));
    expect(offer).not.toBeInTheDocument();
  });
});

describe('the tracker page', () => {
  it('keeps the board on screen, and says so, when fetching it again fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path === '/api/current_user'
          ? new Response(JSON.stringify({ id: 1, email: 'a@example.com', permission: { type: 'free' } }))
          : new Response(JSON.stringify({ error: { message: 'Down for a moment' } }), { status: 503 }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(trackerQuery().queryKey, { tracked_jobs: [tracked()] });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AuthProvider>
            <TrackerPage />
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await client.refetchQueries({ queryKey: trackerQuery().queryKey });
    expect(
      await screen.findByText('Your tracker could not be refreshed; it shows what was last loaded.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Data Engineer/ })).toBeTruthy();
    expect(screen.queryByText('Your tracker could not be loaded.')).toBeNull();
  });
});
