import { addedLabel, formatSalary, isRemotePlace, type Job, WORK_MODE_LABELS } from '@upstream/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useRenderNow } from '../../lib/render-clock.tsx';
import { Button } from '../button/Button.tsx';
import { Icon } from '../icons.tsx';
import { SignupModal } from '../signup-modal/SignupModal.tsx';
import { DropdownOnDemand } from './DropdownOnDemand.tsx';
import { placesSummary, postedTitle, websiteHref } from './format.ts';
import { JobFacts } from './JobFacts.tsx';
import { LimitNotice } from './LimitNotice.tsx';
import { ListingEvidence } from './ListingEvidence.tsx';
import { loadMenus, StatusMenu } from './StatusMenu.tsx';
import { type JobActions, useJobActions } from './useJobActions.ts';
import './job-card.scss';

// The notes editor is opened by few and needs a form, a modal and a spinner: its own chunk, loaded when opened.
const NotesPanel = lazy(() => import('./NotesPanel.tsx').then((m) => ({ default: m.NotesPanel })));
const MoreDropdown = lazy(() => loadMenus().then((m) => ({ default: m.MoreDropdown })));

export type JobCardLayout = 'classic' | 'new' | 'mobile';

/**
 * THE job card (spec §2): the job's facts and every action on it, in the three layouts of the search page
 * (desktop classic, desktop new design, mobile) and on the tracker.
 */
export function JobCard({ job, layout }: { job: Job; layout: JobCardLayout }) {
  const now = useRenderNow();
  const actions = useJobActions(job);
  const [notesOpen, setNotesOpen] = useState(false);
  const titleId = useId();
  const notesId = useId();
  const { state, company } = actions;

  const signup = <SignupModal action={actions.signupAction} onHide={actions.closeSignup} />;

  if (company.blocked) {
    return (
      <article
        className={`job-card job-card--${layout} job-card--collapsed`}
        aria-label={`${job.company} blocked`}
      >
        <span className="small">
          You blocked <strong>{job.company}</strong>. Their jobs are left out of your searches and emails.
        </span>
        <Button variant="link" size="sm" onClick={() => actions.setCompanyBlocked(false)}>
          Unblock {job.company}
        </Button>
        {signup}
      </article>
    );
  }

  if (state.hidden) {
    return (
      <article
        className={`job-card job-card--${layout} job-card--collapsed`}
        aria-label={`Hidden job: ${job.title}`}
      >
        <Button variant="outline-secondary" size="sm" onClick={() => actions.setHidden(false)}>
          Show Hidden Job
        </Button>
        {signup}
      </article>
    );
  }

  const toggleNotes = () => {
    if (notesOpen) setNotesOpen(false);
    else if (actions.mayOpenNotes()) setNotesOpen(true);
  };
  // The new design spells out each toggle; classic and mobile keep them to icons (named for screen readers).
  const iconOnly = layout !== 'new';
  const where = placesSummary(job.locations);
  const pay = formatSalary(job.salary);
  // A remote job's places already say so ("Remote (US)"): its mode is not said twice.
  const saysRemote = job.work_mode === 'remote' && job.locations.some(isRemotePlace);
  const mode = job.work_mode && !saysRemote ? WORK_MODE_LABELS[job.work_mode] : null;
  const facts = [job.industry, job.level, job.type, job.function].filter((f): f is string => Boolean(f));

  return (
    <article className={`job-card job-card--${layout}`} aria-labelledby={titleId}>
      <div className="job-card-main">
        <div className="job-card-info">
          <h3 className="job-card-title">
            {state.flagged && (
              <span className="job-card-flag" title="Flagged">
                <Icon name="flagFill" />
                <span className="visually-hidden">Flagged: </span>
              </span>
            )}
            {/* The card is named by the title alone, so it keeps its name when flagged. */}
            <span id={titleId}>{job.title}</span>
          </h3>
          <div className="job-card-company">
            <span className="fw-semibold">{job.company}</span>
            {job.homepage_url && (
              <a
                href={websiteHref(job.homepage_url)}
                target="_blank"
                rel="noopener noreferrer"
                className="small"
              >
                Website<span className="visually-hidden"> of {job.company} (opens in a new tab)</span>
              </a>
            )}
            <CompanySaveButton actions={actions} company={job.company} />
          </div>
          <div className="job-card-meta small text-body-secondary">
            {where.all &&
              (where.short === where.all ? (
                <span>{where.all}</span>
              ) : (
                <span title={where.all}>
                  <span aria-hidden="true">{where.short}</span>
                  <span className="visually-hidden">{where.all}</span>
                </span>
              ))}
            {mode && <span className="job-card-mode">{mode}</span>}
            {pay && <span className="job-card-pay">{pay}</span>}
            {/* The date the company posted the job (when its board gives one), not when Upstream found it. */}
            <time dateTime={job.formatted_date} title={postedTitle(job.formatted_date)}>
              {addedLabel(job.formatted_date, now)}
            </time>
          </div>
          <JobFacts job={job} />
          <ListingEvidence job={job} flagged={state.flagged} />
          {facts.length > 0 && (
            <ul className="job-card-facts list-unstyled" aria-label="Job details">
              {facts.map((f) => (
                <li key={f}>
                  <span className="fw-normal border badge text-dark bg-light">{f}</span>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="job-card-actions">
          <a
            href={job.url}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-sm btn-primary job-card-apply"
          >
            View posting<span className="visually-hidden"> for {job.title} (opens in a new tab)</span>
          </a>
          <StatusMenu id={`status-${job.id}-${layout}`} status={state.status} onChange={actions.setStatus} />
          <div className="job-card-toggles">
            <ToggleButton
              pressed={state.saved}
              label="Save job"
              icon={state.saved ? 'bookmarkFill' : 'bookmark'}
              text={state.saved ? 'Saved' : 'Save'}
              onClick={actions.toggleSaved}
              iconOnly={iconOnly}
            />
            <ToggleButton
              pressed={state.flagged}
              label="Flag job"
              icon={state.flagged ? 'flagFill' : 'flag'}
              text={state.flagged ? 'Flagged' : 'Flag'}
              onClick={actions.toggleFlagged}
              iconOnly={iconOnly}
              danger
            />
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={() => actions.setHidden(true)}
              aria-label="Hide job"
              title="Hide job"
            >
              <Icon name="eyeSlash" />
              {!iconOnly && <span className="ms-1">Hide</span>}
            </Button>
            <Button
              variant={notesOpen ? 'secondary' : 'outline-secondary'}
              size="sm"
              onClick={toggleNotes}
              aria-expanded={notesOpen}
              aria-controls={notesOpen ? notesId : undefined}
            >
              <Icon name="notes" />
              <span className="ms-1">Notes ({state.notesCount})</span>
            </Button>
            <MoreMenu job={job} actions={actions} />
          </div>
        </div>
      </div>

      {actions.limitMessage && !notesOpen && <LimitNotice message={actions.limitMessage} />}
      {notesOpen && (
        <div id={notesId} className="job-card-notes">
          <Suspense
            fallback={
              <p className="small text-muted mb-0" role="status">
                Loading notes…
              </p>
            }
          >
            <NotesPanel jobId={job.id} actions={actions} />
          </Suspense>
        </div>
      )}
      {signup}
    </article>
  );
}

function ToggleButton({
  pressed,
  label,
  icon,
  text,
  onClick,
  iconOnly,
  danger,
}: {
  pressed: boolean;
  label: string;
  icon: Parameters<typeof Icon>[0]['name'];
  text: string;
  onClick: () => void;
  iconOnly?: boolean;
  danger?: boolean;
}) {
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      onClick={onClick}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      className={pressed ? (danger ? 'is-flagged' : 'is-on') : undefined}
    >
      <Icon name={icon} />
      {!iconOnly && <span className="ms-1">{text}</span>}
    </Button>
  );
}

function CompanySaveButton({ actions, company }: { actions: JobActions; company: string }) {
  const saved = actions.company.saved;
  return (
    <Button
      variant="link"
      size="sm"
      className={`job-card-company-save p-0 ${saved ? 'is-on' : ''}`}
      onClick={actions.toggleCompanySaved}
      aria-pressed={saved}
      aria-label={`Save company ${company}`}
      title={saved ? 'Company saved' : 'Save company'}
    >
      <Icon name={saved ? 'bookmarkFill' : 'bookmark'} />
      <span className="ms-1">{saved ? 'Company saved' : 'Save company'}</span>
    </Button>
  );
}

function MoreMenu({ job, actions }: { job: Job; actions: JobActions }) {
  const label = `More actions for ${job.title}`;
  return (
    <DropdownOnDemand
      toggle={{
        id: `more-${job.id}`,
        className: 'job-card-more btn btn-outline-secondary btn-sm',
        label,
        content: <Icon name="more" />,
      }}
      prefetch={loadMenus}
      menu={<MoreDropdown job={job} actions={actions} label={label} />}
    />
  );
}
