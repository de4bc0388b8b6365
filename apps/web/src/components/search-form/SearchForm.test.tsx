import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobsSearchInputs } from '@upstream/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Location, MemoryRouter, useLocation } from '../../lib/router/index.ts';
import { SearchForm } from './SearchForm.tsx';
import { defaultSearchFormValues, type SearchFormValues } from './values.ts';

const inputs: JobsSearchInputs = {
  saved_searches: [[]],
  roles: [[{ id: 1, value: 'Data', match_value: 'Data' }]],
  city: [[{ id: 1, value: 'Austin, TX', match_value: 'Austin|TX' }]],
  company: [[]],
  industry: [[]],
  level: [[]],
  type: [[]],
  hidden_jobs_count: 0,
};

// The address the form navigated to, as the router holds it.
const router = { state: { location: {} as Location } };
function WhereWeAre() {
  router.state.location = useLocation();
  return null;
}

function setup(values: Partial<SearchFormValues>, options: { signedIn?: boolean; hidden?: number } = {}) {
  const onSignupRequired = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/job-search']}>
        <SearchForm
          initialValues={{ ...defaultSearchFormValues(), ...values }}
          inputs={{ ...inputs, hidden_jobs_count: options.hidden ?? 0 }}
          signedIn={options.signedIn ?? true}
          onSignupRequired={onSignupRequired}
          emailCountRemaining={2}
        />
        <WhereWeAre />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { router, onSignupRequired };
}

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SearchForm', () => {
  it('asks for a name when saving, and refuses one of 100 characters or more', async () => {
    const user = userEvent.setup();
    setup({ save_search: true });
    await user.click(screen.getByRole('button', { name: 'Save & search' }));
    expect(screen.getByText('Search name must have a value')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Search name' }), 'x'.repeat(100));
    await user.click(screen.getByRole('button', { name: 'Save & search' }));
    expect(screen.getByText('Must be less than 100 characters')).toBeVisible();
    expect(screen.getByText(/2 daily-email searches remaining · Unlimited saved searches/)).toBeVisible();
  });

  it('searches with a minimum salary in a currency, leaving out jobs without pay unless asked', async () => {
    const user = userEvent.setup();
    const { router } = setup({ save_search: false });
    expect(screen.queryByRole('checkbox', { name: "Include jobs that don't show pay" })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum yearly salary' }), '120000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Salary currency' }), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?min_salary=120000&salary_currency=EUR'));
    await user.click(screen.getByRole('checkbox', { name: "Include jobs that don't show pay" }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?min_salary=120000&salary_currency=EUR&include_no_salary=true',
      ),
    );
  });

  it('shows the name and daily email only while saving; unticked, it is a plain Search', async () => {
    const user = userEvent.setup();
    setup({ save_search: true });
    await user.click(screen.getByRole('checkbox', { name: 'Save search' }));
    expect(screen.queryByRole('textbox', { name: 'Search name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Daily email/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible();
  });

  it('offers Update & search and Delete Saved Search for a saved search; ticking its email saves it', async () => {
    const user = userEvent.setup();
    setup({
      search_id: 9,
      search_name: 'Data',
      save_search: false,
      save_email: false,
      email_already_saved: true,
    });
    expect(screen.getByRole('button', { name: 'Delete Saved Search' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Daily email/ }));
    expect(screen.getByRole('checkbox', { name: 'Save search' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Update & search' })).toBeVisible();
  });

  it('shows the max-emails message on 204 and lets the person try again', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', answer(204));
    setup({ save_search: true, search_name: 'Nightly' });
    await user.click(screen.getByRole('button', { name: 'Save & search' }));
    expect(
      await screen.findByText('Cannot add another email. You already have the maximum emails setup.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save & search' })).toBeEnabled();
  });

  it('goes to the new saved search on 201', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', answer(201, { search_id: 31 }));
    const { router } = setup({ save_search: true, search_name: 'Nightly', role: ['Data'] });
    await user.click(screen.getByRole('button', { name: 'Save & search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search_id=31'));
  });

  it('Enter in the keywords adds the chip and submits a plain search after 100 ms', async () => {
    const user = userEvent.setup();
    const { router } = setup({ save_search: false, city: ['Austin|TX'] });
    await user.type(screen.getByRole('textbox', { name: 'Title keywords' }), 'analyst{Enter}');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/job-search?city=Austin%7CTX&job_title_search=analyst',
      ),
    );
  });

  it('asks a visitor to sign up instead of saving, and hides hidden jobs unless there are some', async () => {
    const user = userEvent.setup();
    const { onSignupRequired } = setup({ save_search: false }, { signedIn: false });
    await user.click(screen.getByRole('checkbox', { name: 'Save search' }));
    expect(onSignupRequired).toHaveBeenCalledWith('save searches');
    expect(screen.queryByRole('checkbox', { name: /Show hidden jobs/ })).not.toBeInTheDocument();
    cleanup();
    setup({ save_search: false }, { hidden: 3 });
    expect(screen.getByRole('checkbox', { name: 'Show hidden jobs (3)' })).toBeVisible();
  });
});
