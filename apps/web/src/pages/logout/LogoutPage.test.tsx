import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import { MemoryRouter, Route, Routes } from '../../lib/router/index.ts';
import LogoutPage from './index.tsx';

let logoutStatus = 500;
let signedIn = true;
const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status });

beforeEach(() => {
  logoutStatus = 500;
  signedIn = true;
  localStorage.setItem('analytics_user', '7');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/logout') {
        if (logoutStatus < 500) signedIn = false;
        return json(
          logoutStatus,
          logoutStatus < 500 ? { signed_out: true } : { error: { code: 'x', message: 'down' } },
        );
      }
      if (path === '/api/current_user')
        return json(
          200,
          signedIn ? { id: 7, first_name: 'Ada', last_name: null, email: 'a@example.com' } : false,
        );
      return json(404, { error: { code: 'not_found', message: 'no' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the logout page', () => {
  it('says when the server did not sign the person out, and signs out on a retry', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/logout']}>
          <AuthProvider>
            <Routes>
              <Route path="/logout" element={<LogoutPage />} />
              <Route path="/login" element={<p>The sign-in page</p>} />
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("We couldn't sign you out just now. Please try again.")).toBeTruthy();
    expect(localStorage.getItem('analytics_user')).toBe('7');
    logoutStatus = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('The sign-in page')).toBeTruthy();
    expect(localStorage.getItem('analytics_user')).toBeNull();
  });
});
