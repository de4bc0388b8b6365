import type { JobStatus } from '@upstream/contract';
import { lazy } from 'react';
import { DropdownOnDemand } from './DropdownOnDemand.tsx';

const loadMenus = () => import('./menus.tsx');
const StatusDropdown = lazy(() => loadMenus().then((m) => ({ default: m.StatusDropdown })));

/**
 * The status menu of spec §4 (menus.tsx), loaded when first used: any status may be picked at any time; 'Clear
 * Status' shows only while one is set. Until then it is one button, with no menu in the page (a tracker's hundred
 * cards would otherwise carry a hundred menus of fourteen statuses).
 */
export function StatusMenu({
  status,
  onChange,
  size = 'sm',
  id,
  of,
}: {
  status: JobStatus | null;
  onChange: (status: JobStatus | null) => void;
  size?: 'sm' | 'lg';
  id: string;
  /**
   * The job's title, in the button's name: a screen reader's list of a page's buttons reads each one apart from its
   * card, and a tracker has a hundred status buttons.
   */
  of?: string;
}) {
  const label = status
    ? `Status${of ? ` of ${of}` : ''}: ${status}. Change status`
    : `Track ${of ?? 'this job'}: choose a status`;
  return (
    <DropdownOnDemand
      toggle={{
        id,
        className: `btn btn-${status ? 'primary' : 'outline-primary'} btn-${size}`,
        label,
        content: status ?? 'Track',
      }}
      prefetch={loadMenus}
      menu={<StatusDropdown status={status} onChange={onChange} size={size} id={id} label={label} />}
    />
  );
}

export { loadMenus };
