import { JOB_STATUSES, type Job, type JobStatus } from '@upstream/contract';
import { useEffect, useRef } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Icon } from '../icons.tsx';
import { findHiringManagerUrl, findJobUrl } from './format.ts';
import type { JobActions } from './useJobActions.ts';

// A job card's menus as Bootstrap dropdowns: loaded on a card's first use of one (DropdownOnDemand.tsx), opened
// at once with the focus on their toggle, as if the first click had reached them.

/** The toggle takes the focus back from the stand-in it replaced. */
function useToggleFocus() {
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => toggle.current?.focus(), []);
  return toggle;
}

export interface StatusMenuProps {
  status: JobStatus | null;
  onChange: (status: JobStatus | null) => void;
  size: 'sm' | 'lg';
  id: string;
  label: string;
}

/**
 * The status menu of spec §4: any status may be picked at any time; 'Clear Status' shows only while one is
 * set.
 */
export function StatusDropdown({ status, onChange, size, id, label }: StatusMenuProps) {
  const toggle = useToggleFocus();
  return (
    <Dropdown
      defaultShow
      onSelect={(key) => {
        if (key === null) return;
        onChange(key === '' ? null : (key as JobStatus));
      }}
    >
      <Dropdown.Toggle
        ref={toggle}
        id={id}
        size={size}
        variant={status ? 'primary' : 'outline-primary'}
        aria-label={label}
      >
        {status ?? 'Track'}
      </Dropdown.Toggle>
      <Dropdown.Menu className="status-menu">
        {JOB_STATUSES.map((s) => (
          <Dropdown.Item key={s} eventKey={s} active={s === status} aria-current={s === status || undefined}>
            {s}
          </Dropdown.Item>
        ))}
        {status && (
          <>
            <Dropdown.Divider />
            <Dropdown.Item eventKey="" className="text-danger">
              Clear Status
            </Dropdown.Item>
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** A card's other actions: find the job or its hiring manager on LinkedIn, block the company. */
export function MoreDropdown({ job, actions, label }: { job: Job; actions: JobActions; label: string }) {
  const toggle = useToggleFocus();
  return (
    <Dropdown align="end" defaultShow>
      <Dropdown.Toggle
        ref={toggle}
        variant="outline-secondary"
        size="sm"
        id={`more-${job.id}`}
        aria-label={label}
        className="job-card-more"
      >
        <Icon name="more" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item href={findJobUrl(job.title, job.company)} target="_blank" rel="noopener noreferrer">
          Find this job on LinkedIn
        </Dropdown.Item>
        <Dropdown.Item
          href={findHiringManagerUrl(job.title, job.company)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Find the hiring manager on LinkedIn
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => actions.setCompanyBlocked(true)} className="text-danger">
          Block {job.company}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
