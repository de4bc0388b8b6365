import type { Release } from '@upstream/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { formatContentDate } from '../../api/content/content.ts';

// Pieces shared by the content screens (release history, archive, monthly update, roadmap, resources).

/** Sanitised on the server (modules/content/markdown.ts), so it is inserted as-is. */
export function ContentHtml({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised Markdown
  return <div className={`content-body ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function ContentLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 text-muted py-4" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function ContentError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
      <span>We couldn't load this page. Check your connection and try again.</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** What a person without access to an admin-only or member-only screen sees (spec §2). */
export function PleaseWait() {
  return (
    <div className="container-xl py-5">
      <p className="lead text-muted" role="status">
        Please wait
      </p>
    </div>
  );
}

export function ReleaseEntry({ release, headingLevel }: { release: Release; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="release-entry" aria-labelledby={`release-${release.version}`}>
      <Heading id={`release-${release.version}`} className="h5 mb-1">
        <span className="release-version">{release.version}</span> {release.title}
      </Heading>
      <p className="text-muted small mb-2">
        <time dateTime={release.date}>{formatContentDate(release.date)}</time>
      </p>
      <ContentHtml html={release.html} />
    </article>
  );
}
