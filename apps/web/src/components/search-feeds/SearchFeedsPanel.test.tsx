import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchFeedsPanel } from './SearchFeedsPanel.tsx';

let searches: { id: number; value: string }[] = [];
let feeds: unknown[] = [];

const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status });
const urls = (id: number, key: string) => ({
  search_id: id,
  atom_url: `https://upstream.test/api/feeds/${key}.atom`,
  json_url: `https://upstream.test/api/feeds/${key}.json`,
});

beforeEach(() => {
  searches = [];
  feeds = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/get/jobs-search-inputs')
        return json(200, {
          saved_searches: [searches.map((s) => ({ ...s, match_value: String(s.id), email: false }))],
          role: [[]],
          company: [[]],
          city: [[]],
          industry: [[]],
          level: [[]],
          type: [[]],
          hidden_jobs_count: 0,
        });
      if (path === '/api/get/saved-search-feeds') return json(200, { feeds });
      if (path === '/api/post/saved-search-feed') return json(200, urls(4, 'first'));
      if (path === '/api/post/rotate-saved-search-feed') return json(200, urls(4, 'second'));
      if (path === '/api/post/stop-saved-search-feed') return json(200, { feeds: [] });
      return json(404, { error: { code: 'not_found', message: 'no' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SearchFeedsPanel />
    </QueryClientProvider>,
  );

describe('the saved search feeds panel', () => {
  it('says how to get a feed when there is no saved search', async () => {
    renderPanel();
    expect(await screen.findByText(/You have no saved searches yet/)).toBeTruthy();
  });

  it('makes a search’s feed, gives new links and stops it', async () => {
    searches = [{ id: 4, value: 'Remote data' }];
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Make a feed for Remote data' }));
    const atom = (await screen.findByLabelText('Atom link')) as HTMLInputElement;
    expect(atom.value).toBe('https://upstream.test/api/feeds/first.atom');
    expect((screen.getByLabelText('JSON Feed link') as HTMLInputElement).value).toMatch(/first\.json$/);

    await user.click(screen.getByRole('button', { name: 'Get new links' }));
    expect(await screen.findByText(/The old ones no longer work/)).toBeTruthy();
    expect((screen.getByLabelText('Atom link') as HTMLInputElement).value).toMatch(/second\.atom$/);

    await user.click(screen.getByRole('button', { name: 'Stop feed' }));
    expect(await screen.findByText('Feed stopped. Its links no longer work.')).toBeTruthy();
    expect(screen.queryByLabelText('Atom link')).toBeNull();
  });
});
