import type { SavedSearchFeed } from '@upstream/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useSearchInputs } from '../../api/jobs/jobs.ts';
import {
  type FeedChange,
  useChangeSavedSearchFeed,
  useSavedSearchFeeds,
} from '../../api/saved-searches/feeds.ts';
import { CopyField, SecretActions } from '../copy-field/CopyField.tsx';
import { PanelAnswer } from '../panel-answer/PanelAnswer.tsx';

const DONE: Record<FeedChange, string> = {
  start: 'Feed made: copy a link into your feed reader.',
  rotate: 'New links made. The old ones no longer work: update your feed reader.',
  stop: 'Feed stopped. Its links no longer work.',
};

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
          {(
            [
              ['Atom', feed.atom_url],
              ['JSON Feed', feed.json_url],
            ] as const
          ).map(([label, url]) => (
            <CopyField
              key={label}
              value={url}
              what={`${label} link`}
              fieldLabel={`${label} link`}
              prefix={label}
              buttonLabel={`Copy the ${label} link`}
              onCopied={setMessage}
            />
          ))}
          <SecretActions
            disabled={change.isPending}
            actions={[
              { label: 'Get new links', onClick: () => act('rotate') },
              { label: 'Stop feed', onClick: () => act('stop'), danger: true },
            ]}
          />
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
  // Each saved search with its feed, if it has one: the answer is there once the feeds are.
  const answer = {
    isPending: inputs.isPending || feeds.isPending,
    isError: feeds.isError,
    data:
      feeds.data &&
      searches.map((search) => ({ search, feed: feeds.data.find((f) => f.search_id === search.id) })),
  };
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
        <PanelAnswer
          answer={answer}
          loading="Loading your saved searches…"
          failed="Your feeds could not be loaded. Refresh to try again."
          empty={
            <>
              You have no saved searches yet. Save a search on{' '}
              <a href="/job-search" className="text-decoration-underline">
                the search page
              </a>{' '}
              to follow it here.
            </>
          }
        >
          {(withFeeds) => (
            <ul className="list-unstyled mb-0 small" aria-label="Your saved searches’ feeds">
              {withFeeds.map(({ search, feed }) => (
                <SearchFeed key={search.id} searchId={search.id} name={search.value} feed={feed} />
              ))}
            </ul>
          )}
        </PanelAnswer>
      </Card.Body>
    </Card>
  );
}
