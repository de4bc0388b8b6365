import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '../lib/router/index.ts';
import { RouteErrorBoundary } from './RouteError.tsx';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });

function Broken({ error }: { error: Error }): never {
  throw error;
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error screen for a screen that throws, and the next screen after a navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = at('/tracker');
    const { rerender } = render(
      <RouteErrorBoundary location={first}>
        <Broken error={new Error('boom')} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText(/This page could not be shown/)).toBeVisible();

    rerender(
      <RouteErrorBoundary location={at('/job-search')}>
        <p>Job search</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Job search')).toBeVisible();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('asks for a reload when a screen of an older build cannot be loaded', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary location={at('/tracker')}>
        <Broken
          error={new TypeError('Failed to fetch dynamically imported module: /assets/tracker-abc.js')}
        />
      </RouteErrorBoundary>,
    );
    expect(
      screen.getByText('A new version of Upstream is available. Reload the page to continue.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
