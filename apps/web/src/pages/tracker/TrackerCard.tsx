import {
  type JobStatus,
  type TrackedJob,
  type TrackerColumnKey,
  trackerColumnOf,
  utcDay,
} from '@upstream/contract';
import { lazy, memo, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useEditTrackedJobs } from '../../api/tracker/tracker.ts';
import { Island } from '../../boot/Island.tsx';
import { Button } from '../../components/button/Button.tsx';
import { Icon } from '../../components/icons.tsx';
import { locationsLabel } from '../../components/job-card/format.ts';
import { JobFacts } from '../../components/job-card/JobFacts.tsx';
import { LimitNotice } from '../../components/job-card/LimitNotice.tsx';
import { ListingEvidence } from '../../components/job-card/ListingEvidence.tsx';
import { StatusMenu } from '../../components/job-card/StatusMenu.tsx';
import { useJobActions } from '../../components/job-card/useJobActions.ts';
import { statusForColumn, withStatus } from './board.ts';
import { CARD_ATTRIBUTE, type MoveRegistry } from './drag-and-drop.ts';
import { MoveMenu } from './MoveMenu.tsx';
import { NextDateEditor } from './NextDateEditor.tsx';

// The timeline (notes and their form, a confirmation dialog) is opened on few cards: its own chunk, loaded when opened.
const NotesPanel = lazy(() =>
  import('../../components/job-card/NotesPanel.tsx').then((m) => ({ default: m.NotesPanel })),
);

/** The id of a card's status button, which takes the focus back once the card has moved (it is a new element). */
export const statusButtonId = (jobId: number) => `tracker-status-${jobId}`;

export const formatDay = (isoDate: string) => utcDay(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

/**
 * One tracked job on the board, as an island (boot/Island.tsx): the board arrives as the server's HTML, and a phone
 * shows two or three of a hundred cards, so each card's controls (its status, menus, date and timeline) hydrate as
 * it nears the screen or is first touched (a card never seen never hydrates); what is done on it before then is
 * held and done once it is live.
 * Memoised: a re-render of the board (another card moved) must not reach a card still asleep, or React would
 * render it from scratch.
 */
export const TrackerCard = memo(function TrackerCard({
  job,
  moves,
}: {
  job: TrackedJob;
  moves: MoveRegistry;
}) {
  const titleId = useId();
  return (
    <Island as="li" wake="near" className="tracker-card" labelledBy={titleId}>
      <TrackerCardBody job={job} moves={moves} titleId={titleId} />
    </Island>
  );
});

/** The card's content: status, move, next date, timeline of status changes and notes. */
function TrackerCardBody({ job, moves, titleId }: { job: TrackedJob; moves: MoveRegistry; titleId: string }) {
  const editTrackedJobs = useEditTrackedJobs();
  const actions = useJobActions(job);
  const [timelineOpen, setTimelineOpen] = useState(false);
  const timelineId = useId();
  const body = useRef<HTMLDivElement>(null);
  const column = trackerColumnOf(job.current_status);

  const changeStatus = (status: JobStatus | null) => {
    const moving = status !== null && status !== job.current_status;
    if (moving && body.current?.contains(document.activeElement)) moves.keepFocus(job.id);
    actions.setStatus(status);
    editTrackedJobs((jobs) => withStatus(jobs, job.id, status, new Date().toISOString()));
  };
  const moveTo = (target: TrackerColumnKey) => changeStatus(statusForColumn(job.current_status, target));

  useEffect(() => moves.register(job.id, moveTo));
  // Drawn with its new status (in its new column, or where it was): the focus goes to the card's status.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each new status
  useEffect(() => {
    if (moves.takeFocus(job.id)) document.getElementById(statusButtonId(job.id))?.focus();
  }, [moves, job.id, job.current_status]);

  const badges = [
    job.removed && (
      <span key="removed" className="badge bg-danger fw-normal">
        Removed by Upstream after members flagged it
      </span>
    ),
    job.closed_at && (
      <span key="closed" className="badge bg-secondary fw-normal">
        No longer posted · closed {formatDay(job.closed_at)}
      </span>
    ),
    job.imported && (
      <span key="imported" className="badge bg-light text-dark fw-normal border">
        Added by you
      </span>
    ),
    job.next_date && (
      <span key="next" className="badge bg-info fw-normal text-dark bg-opacity-25 border border-info">
        <Icon name="calendar" className="me-1" />
        {job.next_date_label ?? 'Next'}: {formatDay(job.next_date)}
      </span>
    ),
  ].filter(Boolean);

  // What is dragged (drag-and-drop.ts): the island around it is the list item. Laid out only near the screen
  // (tracker.scss), so it is flat: each element less is one less to style on a board of a hundred cards.
  return (
    <div ref={body} className="tracker-card-body" draggable {...{ [CARD_ATTRIBUTE]: job.id }}>
      <h3 id={titleId} className="tracker-card-title">
        <a href={job.url} target="_blank" rel="noopener noreferrer">
          {job.title}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </h3>
      <div className="small fw-semibold">{job.company}</div>
      {job.locations.length > 0 && (
        <div className="small text-body-secondary">{locationsLabel(job.locations)}</div>
      )}
      {/* The search card's own parts: what the posting says, its listing history and the flag's outcome. */}
      <JobFacts job={job} />
      <ListingEvidence job={job} flagged={actions.state.flagged} />
      {badges.length > 0 && <div className="d-flex flex-wrap gap-1 mt-1">{badges}</div>}

      <div className="tracker-card-status">
        <StatusMenu
          id={statusButtonId(job.id)}
          of={job.title}
          status={job.current_status}
          onChange={changeStatus}
        />
        <span className="small text-body-secondary">Since {formatDay(job.status_changed_at)}</span>
      </div>
      {job.suggest_ghosted && (
        <div className="tracker-ghosted small mt-2" role="note">
          No change in 3 weeks.{' '}
          <Button
            variant="link"
            size="sm"
            className="p-0 align-baseline"
            onClick={() => changeStatus('Ghosted')}
          >
            Mark as Ghosted
          </Button>
        </div>
      )}

      <div className="d-flex flex-wrap gap-1 mt-2">
        <MoveMenu jobId={job.id} column={column} onMove={moveTo} />
        <NextDateEditor job={job} />
        <Button
          variant={timelineOpen ? 'secondary' : 'outline-secondary'}
          size="sm"
          aria-expanded={timelineOpen}
          aria-controls={timelineOpen ? timelineId : undefined}
          onClick={() => setTimelineOpen((o) => !o)}
        >
          Timeline ({actions.state.notesCount})
        </Button>
      </div>
      {actions.limitMessage && !timelineOpen && <LimitNotice message={actions.limitMessage} />}
      {timelineOpen && (
        <div id={timelineId} className="mt-2 pt-2 border-top">
          <Suspense fallback={<TimelineLoading />}>
            <NotesPanel jobId={job.id} actions={actions} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

function TimelineLoading() {
  return (
    <p className="small text-body-secondary mb-0" role="status">
      Loading the timeline…
    </p>
  );
}
