import { LogoMark } from './Logo.tsx';

/** Shown until the auth state is known (spec §2). Bootstrap's spinner as markup: this is in every first load. */
export function FullScreenLoading() {
  return (
    <div className="full-screen-loading" role="status" aria-live="polite">
      <LogoMark size={56} />
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="text-muted">Loading...</span>
    </div>
  );
}
