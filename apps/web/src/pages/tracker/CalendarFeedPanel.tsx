import { useState } from 'react';
import { useCalendarFeed, useRotateCalendarFeed } from '../../api/tracker/tracker.ts';
import { CopyField, SecretActions } from '../../components/copy-field/CopyField.tsx';
import { PanelAnswer } from '../../components/panel-answer/PanelAnswer.tsx';

/** The private .ics link of the person's next dates: copy it into a calendar app, or replace it if it leaked. */
export function CalendarFeedPanel() {
  const rotateCalendarFeed = useRotateCalendarFeed();
  const feed = useCalendarFeed();
  const [message, setMessage] = useState<string | null>(null);
  const [rotating, setRotating] = useState(false);

  const rotate = async () => {
    setRotating(true);
    try {
      await rotateCalendarFeed();
      setMessage('New link made. The old one no longer works: update your calendar app.');
    } catch (err) {
      setMessage(err instanceof Error ? err.message : 'A new link could not be made. Please try again.');
    } finally {
      setRotating(false);
    }
  };

  return (
    <section className="tracker-panel" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className="h6">
        Calendar feed
      </h2>
      <p className="small text-body-secondary mb-2">
        Subscribe to this private link in your calendar app to see your interview and follow-up dates. Anyone
        with the link can read those dates.
      </p>
      <PanelAnswer
        answer={feed}
        loading="Loading your link…"
        failed="Your calendar link could not be loaded. Refresh to try again."
      >
        {({ url }) => (
          <>
            <CopyField
              value={url}
              what="link"
              fieldLabel="Calendar feed link"
              onCopied={setMessage}
              className=""
            />
            <SecretActions
              disabled={rotating}
              actions={[{ label: 'Get a new link', onClick: () => void rotate() }]}
            />
          </>
        )}
      </PanelAnswer>
      <div className="small" role="status" aria-live="polite">
        {message}
      </div>
    </section>
  );
}
