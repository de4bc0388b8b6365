import {
  JOB_STATUSES,
  type JobStatus,
  TRACKER_COLUMNS,
  type TrackedJob,
  type TrackerColumnKey,
  trackerColumnOf,
} from '@upstream/contract';
import { memo, useEffect, useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { useEditTrackedJobs } from '../../api/tracker/tracker.ts';
import { Island } from '../../boot/Island.tsx';
import { Icon } from '../../components/icons.tsx';
import { locationsLabel } from '../../components/job-card/format.ts';
import { JobFacts } from '../../components/job-card/JobFacts.tsx';
import { LimitNotice } from '../../components/job-card/LimitNotice.tsx';
import { ListingEvidence } from '../../components/job-card/ListingEvidence.tsx';
import { NotesPanel } from '../../components/job-card/NotesPanel.tsx';
import { useJobActions } from '../../components/job-card/useJobActions.ts';
import { statusForColumn, withStatus } from './board.ts';
import { CARD_ATTRIBUTE, type MoveRegistry } from './drag-and-drop.ts';
import { NextDateEditor } from './NextDateEditor.tsx';

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
export const formatDay = (isoDate: string) => day.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

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
  const column = trackerColumnOf(job.current_status);

  const changeStatus = (status: JobStatus | null) => {
    actions.setStatus(status);
    editTrackedJobs((jobs) => withStatus(jobs, job.id, status, new Date().toISOString()));
  };
  const moveTo = (target: TrackerColumnKey) => changeStatus(statusForColumn(job.current_status, target));

  useEffect(() => moves.register(job.id, moveTo));

  // What is dragged (drag-and-drop.ts): the island around it is the list item. Its parts around the status select
  // are laid out only near the screen (tracker.scss); the select itself is not inside them, see there.
  return (
    <div className="tracker-card-body" draggable {...{ [CARD_ATTRIBUTE]: job.id }}>
      <div className="tracker-card-part tracker-card-about">
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
        <div className="d-flex flex-wrap gap-1 mt-1">
          {job.removed && (
            <Badge bg="danger" className="fw-normal">
              Removed by Upstream after members flagged it
            </Badge>
          )}
          {job.closed_at && (
            <Badge bg="secondary" className="fw-normal">
              No longer posted · closed {formatDay(job.closed_at)}
            </Badge>
          )}
          {job.imported && (
            <Badge bg="light" text="dark" className="fw-normal border">
              Added by you
            </Badge>
          )}
          {job.next_date && (
            <Badge bg="info" className="fw-normal text-dark bg-opacity-25 border border-info">
              <Icon name="calendar" className="me-1" />
              {job.next_date_label ?? 'Next'}: {formatDay(job.next_date)}
            </Badge>
          )}
        </div>
      </div>

      <Form.Group className="mt-2" controlId={`tracker-status-${job.id}`}>
        <Form.Label className="visually-hidden">Status of {job.title}</Form.Label>
        <Form.Select
          size="sm"
          value={job.current_status}
          onChange={(e) => changeStatus(e.target.value === '' ? null : (e.target.value as JobStatus))}
        >
          {JOB_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
          <option value="">Clear Status</option>
        </Form.Select>
      </Form.Group>
      <div className="tracker-card-part tracker-card-actions">
        <div className="small text-body-secondary mt-1">Since {formatDay(job.status_changed_at)}</div>

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
          <Dropdown>
            <Dropdown.Toggle variant="outline-secondary" size="sm" id={`move-${job.id}`}>
              Move to
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {TRACKER_COLUMNS.filter((c) => c.key !== column).map((c) => (
                <Dropdown.Item as="button" key={c.key} onClick={() => moveTo(c.key)}>
                  {c.title}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          </Dropdown>
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
            <NotesPanel jobId={job.id} actions={actions} />
          </div>
        )}
      </div>
    </div>
  );
}
