import { JOB_STATUSES, type JobStatus } from '@upstream/contract';
import Dropdown from 'react-bootstrap/Dropdown';

/**
 * The status menu of spec §4: any status may be picked at any time; 'Clear Status' shows only while one is
 * set.
 */
export function StatusMenu({
  status,
  onChange,
  size = 'sm',
  id,
}: {
  status: JobStatus | null;
  onChange: (status: JobStatus | null) => void;
  size?: 'sm' | 'lg';
  id: string;
}) {
  return (
    <Dropdown
      onSelect={(key) => {
        if (key === null) return;
        onChange(key === '' ? null : (key as JobStatus));
      }}
    >
      <Dropdown.Toggle
        id={id}
        size={size}
        variant={status ? 'primary' : 'outline-primary'}
        aria-label={status ? `Status: ${status}. Change status` : 'Track this job: choose a status'}
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
