import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiTokensPanel } from './ApiTokensPanel.tsx';

let tokens: unknown[] = [];
let listStatus = 200;

const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status });

beforeEach(() => {
  tokens = [];
  listStatus = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (path === '/api/get/api-tokens')
        return listStatus === 200
          ? json(200, { tokens })
          : json(listStatus, { error: { code: 'x', message: 'down' } });
      if (path === '/api/post/api-token') {
        const made = {
          id: 9,
          name: body.name,
          scope: 'read',
          created_at: '2026-11-26T08:00:00.000Z',
          last_used_at: null,
        };
        tokens = [made];
        return json(201, { ...made, token: 'upat_secret-shown-once' });
      }
      if (path === '/api/post/revoke-api-token') {
        tokens = [];
        return json(200, { tokens });
      }
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
      <ApiTokensPanel />
    </QueryClientProvider>,
  );

describe('the API tokens panel', () => {
  it('says when there are none, shows a new token once, lists it and revokes it', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('You have no tokens.')).toBeTruthy();
    await user.type(screen.getByLabelText('New token’s name'), 'Nightly script{Enter}');
    const shown = await screen.findByLabelText('The new token Nightly script');
    expect((shown as HTMLInputElement).value).toBe('upat_secret-shown-once');
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText(/Read only · created Nov 26, 2026 · last used Never/)).toBeTruthy();
    expect(list.textContent).not.toContain('upat_');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('The new token Nightly script')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Revoke Nightly script' }));
    expect(await screen.findByText('You have no tokens.')).toBeTruthy();
    expect(screen.getByText(/is revoked: scripts using it are refused/)).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    listStatus = 500;
    renderPanel();
    expect(await screen.findByText('Your tokens could not be loaded. Refresh to try again.')).toBeTruthy();
  });

  it('takes a tap on "Create token" before a name is typed (as the server renders it), and asks for a name', async () => {
    const user = userEvent.setup();
    renderPanel();
    const create = screen.getByRole('button', { name: 'Create token' });
    expect((create as HTMLButtonElement).disabled).toBe(false);
    await screen.findByText('You have no tokens.');
    await user.type(screen.getByLabelText('New token’s name'), '   {Enter}');
    expect(await screen.findByText(/Give the token a name first/)).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.some(([path]) => path === '/api/post/api-token')).toBe(false);
  });
});
