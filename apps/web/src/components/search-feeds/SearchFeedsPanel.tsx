import type { SavedSearchFeed } from '@upstream/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchInputs } from '../../api/jobs/jobs.ts';
import {
  type FeedChange,
  useChangeSavedSearchFeed,
  useSavedSearchFeeds,
} from '../../api/saved-searches/feeds.ts';

const DONE: Record<FeedChange, string> = {
  start: 'Feed made: copy a link into your feed reader.',
  rotate: 'New links made. The old ones no longer work: update your feed reader.',
  stop: 'Feed stopped. Its links no longer work.',
};

function FeedLink({ label, url, onCopied }: { label: string; url: string; onCopied: (m: string) => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      onCopied(`${label} link copied.`);
    } catch {
      onCopied('Select the link and copy it.');
    }
  };
  return (
    <InputGroup size="sm" className="mb-1">
      <InputGroup.Text className="feed-link-label">{label}</InputGroup.Text>
      <Form.Control readOnly value={url} aria-label={`${label} link`} onFocus={(e) => e.target.select()} />
      <Button variant="outline-primary" onClick={() => void copy()} aria-label={`Copy the ${label} link`}>
        Copy
      </Button>
    </InputGroup>
  );
}

function SearchFeed({ searchId, name, feed }: { searchId: number; name: string; feed?: SavedSearchFeed }) {
  const change = useChangeSavedSearchFeed();
  const [message, setMessage] = useState<string | null>(null);
  const act = (what: FeedChange) =>
    change.mutate(
      { searchId, change: what },
      {
        onSuccess: () => setMessage(DONE[what]),
        onError: (err) =>
          setMessage(err instanceof Error ? err.message : 'That did not work. Please try again.'),
      },
    );
  return (
    <li className="py-2 border-top">
      <h3 className="h6 mb-1 text-break">{name}</h3>
      {feed ? (
        <>
          <FeedLink label="Atom" url={feed.atom_url} onCopied={setMessage} />
          <FeedLink label="JSON Feed" url={feed.json_url} onCopied={setMessage} />
          <div className="d-flex gap-3">
            <Button
              variant="link"
              size="sm"
              className="px-0"
              disabled={change.isPending}
              onClick={() => act('rotate')}
            >
              Get new links
            </Button>
            <Button
              variant="link"
              size="sm"
              className="px-0 text-danger"
              disabled={change.isPending}
              onClick={() => act('stop')}
            >
              Stop feed
            </Button>
          </div>
        </>
      ) : (
        <Button
          variant="outline-primary"
          size="sm"
          disabled={change.isPending}
          onClick={() => act('start')}
          aria-label={`Make a feed for ${name}`}
        >
          {change.isPending ? 'Making…' : 'Feed'}
        </Button>
      )}
      <div className="small" role="status" aria-live="polite">
        {message}
      </div>
    </li>
  );
}

/**
 * A private feed per saved search (Atom and JSON Feed) for a feed reader, Slack or a script: the newest jobs
 * the search matches, at a secret link the member can replace or stop.
 */
export function SearchFeedsPanel() {
  const inputs = useSearchInputs();
  const feeds = useSavedSearchFeeds();
  const searches = inputs.data?.saved_searches[0] ?? [];
  return (
    <Card as="section" aria-labelledby="settings-feeds" className="my-4">
      <Card.Body>
        <h2 id="settings-feeds" className="h5 mb-2">
          Saved search feeds
        </h2>
        <p className="small text-body-secondary">
          Follow a saved search in a feed reader: its newest matching jobs, with company, places, pay and
          link. Anyone with a feed’s link can read it: get new links if one leaks.
        </p>
        {inputs.isPending || feeds.isPending ? (
          <div role="status" className="small">
            <Spinner animation="border" size="sm" /> Loading your saved searches…
          </div>
        ) : feeds.isError ? (
          <p className="small text-danger mb-0">Your feeds could not be loaded. Refresh to try again.</p>
        ) : searches.length === 0 ? (
          <p className="small text-body-secondary mb-0">
            You have no saved searches yet. Save a search on{' '}
            <a href="/job-search" className="text-decoration-underline">
              the search page
            </a>{' '}
            to follow it here.
          </p>
        ) : (
          <ul className="list-unstyled mb-0 small" aria-label="Your saved searches’ feeds">
            {searches.map((search) => (
              <SearchFeed
                key={search.id}
                searchId={search.id}
                name={search.value}
                feed={feeds.data.find((f) => f.search_id === search.id)}
              />
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
