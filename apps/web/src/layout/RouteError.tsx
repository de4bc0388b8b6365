import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Location } from '../lib/router/index.ts';
import { LogoMark } from './Logo.tsx';

/** A screen that failed to load or render: say so plainly and offer a way on. */
export function RouteError({ error }: { error: unknown }) {
  const stale =
    error instanceof TypeError && /dynamically imported module|Importing a module/i.test(error.message);
  return (
    <div className="container py-5 text-center page-narrow">
      <LogoMark size={48} />
      <h1 className="h3 mt-3">Something went wrong</h1>
      <p className="text-muted">
        {stale
          ? 'A new version of Upstream is available. Reload the page to continue.'
          : 'This page could not be shown. Reload the page, or go back to the homepage.'}
      </p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/" className="btn btn-outline-secondary">
          Homepage
        </a>
      </div>
    </div>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  error: unknown;
  location: Location;
}

/** A screen that throws (or whose chunk fails to load) shows RouteError until the next navigation. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location !== state.location
      ? { failed: false, error: undefined, location: props.location }
      : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
