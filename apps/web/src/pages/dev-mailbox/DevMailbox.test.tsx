import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DevMailboxPage from './index.tsx';

const summary = {
  id: 7,
  to_address: 'old@example.com',
  subject: 'New jobs for “Data”',
  category: 'digest',
  status: 'sent',
  error: null,
  created_at: '2026-01-01T15:00:00.000Z',
  sent_at: '2026-01-01T15:00:01.000Z',
  opened_at: null,
  clicked_at: null,
};

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('development mailbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says when an old email has had its body removed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path.startsWith('/api/dev/mailbox/7')
          ? answer({ ...summary, html: '', text: '', headers: {} })
          : answer({ messages: [summary] }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DevMailboxPage />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByText('New jobs for “Data”'));
    expect(
      await screen.findByText(
        'The body of this email was removed 30 days after it was sent; its record stays.',
      ),
    ).toBeVisible();
    // Nothing left to show: no empty frame, no text switch.
    expect(screen.queryByTitle(/^Email:/)).toBeNull();
    expect(screen.queryByLabelText('Plain text')).toBeNull();
  });
});
