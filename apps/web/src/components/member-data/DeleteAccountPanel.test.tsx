import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountPanel } from './DeleteAccountPanel.tsx';

function answer(status: number, data: unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      return new Response(JSON.stringify(data), { status });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteAccountPanel />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Delete my account', () => {
  it('asks first, then emails the link and says where it went', async () => {
    const calls = answer(200, { sent_to: 'a•••@example.com', expires_in_minutes: 60 });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(calls).toEqual([]);
    expect(screen.getByText(/It cannot be undone/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Email me the confirmation link' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'We sent a link to a•••@example.com. Open it within 60 minutes to delete your account for good.',
    );
    expect(calls).toEqual(['POST /api/post/request-account-deletion']);
  });

  it('can be called off without sending anything', async () => {
    const calls = answer(200, {});
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the server’s reason when the email cannot be sent', async () => {
    answer(502, { error: { code: 'email_failed', message: "We couldn't send the email just now." } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Email me the confirmation link' }));
    expect(await screen.findByText("We couldn't send the email just now.")).toBeTruthy();
  });
});
