import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from '../../lib/router/index.ts';
import { SignOutEverywhere } from './SignOutEverywhere.tsx';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderAt(fetch: (path: string, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetch));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/settings']}>
        <Routes>
          <Route path="/settings" element={<SignOutEverywhere />} />
          <Route path="/login" element={<h1>Sign in</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('sign out everywhere', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts to the route and goes to the sign-in page', async () => {
    const calls: string[] = [];
    renderAt(async (path, init) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      return answer(200, { signed_out: true, sessions_ended: 3 });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(calls).toContain('POST /api/post/sign-out-everywhere');
  });

  it('says so, and stays, when the service could not do it', async () => {
    renderAt(async () => answer(503, { error: { code: 'unavailable', message: 'down' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't sign you out everywhere just now. Please try again.",
    );
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
  });
});
