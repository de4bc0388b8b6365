import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './AuthProvider.tsx';
import { authStatus } from './access.ts';

const member = { id: 7, first_name: 'Ada', last_name: null, email: 'ada@example.com', permission: null };
let signedIn = true;

beforeEach(() => {
  signedIn = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(signedIn ? member : false), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Records what every render after fetch_user resolved saw, as a screen acting on it would. */
function SignOut({ seen, signsOut = true }: { seen: string[]; signsOut?: boolean }) {
  const { auth, fetchUser } = useAuth();
  const [after, setAfter] = useState(false);
  if (after) seen.push(authStatus(auth));
  return (
    <button
      type="button"
      onClick={async () => {
        if (signsOut) signedIn = false;
        await fetchUser();
        setAfter(true);
      }}
    >
      {authStatus(auth)}
    </button>
  );
}

describe('fetch_user', () => {
  it('resolves only once every screen renders the answer it fetched', async () => {
    const seen: string[] = [];
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthProvider>
          <SignOut seen={seen} />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'no-access' }));
    await screen.findByRole('button', { name: 'signed-out' });
    // A screen that moves on after fetch_user (logout → /login) must not act on the old answer even once.
    expect(seen[0]).toBe('signed-out');
  });

  it('resolves at once when the answer has not changed', async () => {
    const seen: string[] = [];
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthProvider>
          <SignOut seen={seen} signsOut={false} />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'no-access' }));
    await vi.waitFor(() => expect(seen[0]).toBe('no-access'));
  });
});
