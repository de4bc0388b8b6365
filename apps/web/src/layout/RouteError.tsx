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
