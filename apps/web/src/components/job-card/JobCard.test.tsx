import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job } from '@upstream/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import { MemoryRouter } from '../../lib/router/index.ts';
import { JobCard } from './JobCard.tsx';

const job = (over: Partial<Job> = {}): Job => ({
  id: 7,
  title: 'Data Engineer',
  company: 'Acme',
  locations: [{ city: 'Austin', state: 'TX' }],
  url: 'https://jobs.example/7',
  formatted_date: new Date(Date.now() - 5 * 60_000).toISOString(),
  industry: 'Software',
  homepage_url: 'acme.com',
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

const member = {
  id: 1,
  email: 'a@example.com',
  first_name: 'Ada',
  last_name: null,
  permission: {
    type: 'free',
    tier: 'free',
    interval: null,
    subscription_current_period_end: null,
    stripe_customer_id: null,
    show_onboarding: false,
    onboarding_step: null,
    onboarding_search_id: null,
    referral_code: 'abc',
    referrals_remaining: 5,
  },
};

let calls: { path: string; body: unknown }[] = [];
let currentUser: unknown = member;
let failWith: { status: number; body: unknown } | null = null;

beforeEach(() => {
  calls = [];
  currentUser = member;
  failWith = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status });
      if (path === '/api/current_user') return json(200, currentUser);
      if (failWith && path !== '/api/post/fetch-all-job-notes') return json(failWith.status, failWith.body);
      if (path === '/api/post/fetch-all-job-notes') return json(200, { job_notes: [[]] });
      if (path === '/api/post/add-job-notes')
        return json(200, {
          job_notes: [[{ id: 1, note: body.note, create_ts: new Date().toISOString(), is_status: false }]],
          job_notes_count: [[{ job_notes_count: 1 }]],
        });
      if (path === '/api/post/delete-job-note')
        return json(200, { job_notes: [[]], job_notes_count: [[{ job_notes_count: 0 }]] });
      return json(200, { ok: true });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCards(...jobs: Job[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuthProvider>
          {jobs.map((j) => (
            <JobCard key={j.id} job={j} layout="new" />
          ))}
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const posts = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

describe('JobCard', () => {
  it('shows when the company posted a months-old job, with the full date on hover', () => {
    renderCards(job({ formatted_date: '2025-12-02T14:49:28.000Z' }));
    const card = screen.getByRole('article', { name: 'Data Engineer' });
    const posted = within(card).getByText('added Dec 2, 2025');
    expect(posted.tagName).toBe('TIME');
    expect(posted).toHaveAttribute('datetime', '2025-12-02T14:49:28.000Z');
    expect(posted).toHaveAttribute('title', 'Posted Dec 2, 2025');
  });

  it("shows the job's facts", async () => {
    renderCards(job());
    const card = screen.getByRole('article', { name: 'Data Engineer' });
    expect(within(card).getByText('Acme')).toBeInTheDocument();
    expect(within(card).getByText('Austin, TX')).toBeInTheDocument();
    expect(within(card).getByText('added 5 minutes ago')).toBeInTheDocument();
    for (const fact of ['Software', 'Mid', 'full-time', 'Data'])
      expect(within(card).getByText(fact)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://acme.com');
    expect(within(card).getByRole('link', { name: /View posting/ })).toHaveAttribute(
      'href',
      'https://jobs.example/7',
    );
    expect(within(card).getByRole('button', { name: 'Notes (0)' })).toBeInTheDocument();
  });

  it('an opening posted in many cities names two and counts the rest, with all of them beside', () => {
    renderCards(
      job({
        locations: [
          { city: 'New York', state: 'NY' },
          { city: 'London', state: null },
          { city: 'Austin', state: 'TX' },
          { city: 'Berlin', state: null },
          { city: 'Paris', state: null },
        ],
      }),
    );
    const card = screen.getByRole('article', { name: 'Data Engineer' });
    const all = 'New York, NY · London · Austin, TX · Berlin · Paris';
    expect(within(card).getByText('New York, NY · London +3')).toBeInTheDocument();
    expect(within(card).getByText(all)).toHaveClass('visually-hidden');
    expect(within(card).getByTitle(all)).toBeInTheDocument();
  });

  it('shows the pay range, the work mode and where a remote job may be done from', async () => {
    renderCards(
      job({
        work_mode: 'remote',
        locations: [
          { city: 'Remote', state: 'US' },
          { city: 'Remote', state: 'Anywhere' },
        ],
        salary: { min: 120_000, max: 160_000, currency: 'USD', interval: 'year' },
      }),
      job({
        id: 8,
        title: 'Intern',
        work_mode: 'hybrid',
        salary: { min: 45, max: 45, currency: 'USD', interval: 'hour' },
      }),
      job({ id: 9, title: 'Analyst', salary: null, work_mode: null }),
    );
    const remote = screen.getByRole('article', { name: 'Data Engineer' });
    expect(within(remote).getByText('Remote (US) · Remote (anywhere)')).toBeInTheDocument();
    // Said once, by its places: no second "Remote" beside them.
    expect(within(remote).queryByText('Remote')).toBeNull();
    expect(within(remote).getByText('$120k–$160k')).toBeInTheDocument();
    const intern = screen.getByRole('article', { name: 'Intern' });
    expect(within(intern).getByText('Hybrid')).toBeInTheDocument();
    expect(within(intern).getByText('$45/hr')).toBeInTheDocument();
    const analyst = screen.getByRole('article', { name: 'Analyst' });
    expect(within(analyst).queryByText(/\$/)).toBeNull();
  });

  it('saves at once and tells the server after', async () => {
    renderCards(job());
    const save = await screen.findByRole('button', { name: 'Save job' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/current_user')).toBe(true));
    await userEvent.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(posts('/api/post/user-job-saved')).toEqual([{ job_id: 7, save_job: true }]));
  });

  it('keeps the change when the server fails (no rollback)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCards(job());
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    failWith = { status: 500, body: { error: { code: 'internal', message: 'boom' } } };
    const flag = screen.getByRole('button', { name: 'Flag job' });
    await userEvent.click(flag);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(flag).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Flagged:')).toBeInTheDocument();
    error.mockRestore();
  });

  it("collapses a hidden job to a 'Show Hidden Job' button", async () => {
    renderCards(job());
    await userEvent.click(screen.getByRole('button', { name: 'Hide job' }));
    expect(screen.queryByText('Data Engineer')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Hidden Job' }));
    expect(screen.getByText('Data Engineer')).toBeInTheDocument();
    await waitFor(() =>
      expect(posts('/api/post/user-job-hidden')).toEqual([
        { job_id: 7, hide_job: true },
        { job_id: 7, hide_job: false },
      ]),
    );
  });

  it('shares a saved company between every card of that company', async () => {
    renderCards(job(), job({ id: 8, title: 'Analyst' }));
    const [first, second] = screen.getAllByRole('button', { name: 'Save company Acme' });
    await userEvent.click(first!);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(posts('/api/post/user-company-saved')).toEqual([{ company_id: 3, save_company: true }]),
    );
  });

  it("offers 'Clear Status' only while a status is set", async () => {
    renderCards(job());
    await userEvent.click(screen.getByRole('button', { name: /Track this job/ }));
    // The menu is loaded on first use, then shown open.
    const coldApplied = await screen.findByRole('button', { name: 'Cold Applied' });
    expect(screen.queryByRole('button', { name: 'Clear Status' })).not.toBeInTheDocument();
    await userEvent.click(coldApplied);
    const toggle = screen.getByRole('button', { name: /Status: Cold Applied/ });
    expect(screen.getByRole('button', { name: 'Notes (1)' })).toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Status' }));
    expect(screen.getByRole('button', { name: /Track this job/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(posts('/api/post/update-job-status')).toEqual([
        { job_id: 7, job_status: 'Cold Applied' },
        { job_id: 7, job_status: null },
      ]),
    );
  });

  it('checks a note before sending it and counts its length', async () => {
    renderCards(job());
    await userEvent.click(screen.getByRole('button', { name: 'Notes (0)' }));
    // The notes editor is loaded when first opened.
    await userEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Must write something to add a note')).toBeInTheDocument();
    const field = screen.getByLabelText('Add a note');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(1001));
    const counter = screen.getByText('1001/1000');
    expect(counter).toHaveClass('text-danger');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Too long.')).toBeInTheDocument();
    expect(posts('/api/post/add-job-notes')).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'Called the recruiter');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Called the recruiter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notes (1)' })).toBeInTheDocument();
  });

  it('asks before deleting a note', async () => {
    renderCards(job({ job_notes_count: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Notes (1)' }));
    await userEvent.type(await screen.findByLabelText('Add a note'), 'Remember me');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(posts('/api/post/add-job-notes')).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: /Delete note from/ }));
    expect(screen.getByText('Are you sure you want to delete this note?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(posts('/api/post/delete-job-note')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /Delete note from/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(posts('/api/post/delete-job-note')).toEqual([{ job_id: 7, job_note_id: 1 }]));
  });

  it('prompts a signed-out visitor to sign up and changes nothing', async () => {
    currentUser = false;
    renderCards(job());
    await waitFor(() => expect(calls.some((c) => c.path === '/api/current_user')).toBe(true));
    const save = screen.getByRole('button', { name: 'Save job' });
    await waitFor(async () => {
      await userEvent.click(save);
      expect(screen.getByRole('dialog', { name: 'Sign up to save jobs' })).toBeInTheDocument();
    });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.path.startsWith('/api/post/'))).toEqual([]);
  });

  it('shows the cap message with an Upgrade link and undoes the refused status', async () => {
    renderCards(job());
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    failWith = {
      status: 403,
      body: {
        error: { code: 'tracked_limit', message: 'You have reached the 100 tracked jobs of the Free plan.' },
      },
    };
    await userEvent.click(screen.getByRole('button', { name: /Track this job/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have reached the 100 tracked jobs');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/select-account');
    expect(screen.getByRole('button', { name: /Track this job/ })).toBeInTheDocument();
  });
});
