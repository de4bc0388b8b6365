import type { JobStatus } from '@upstream/contract';
import { lazy } from 'react';
import { DropdownOnDemand } from './DropdownOnDemand.tsx';

const loadMenus = () => import('./menus.tsx');
const StatusDropdown = lazy(() => loadMenus().then((m) => ({ default: m.StatusDropdown })));

/**
 * The status menu of spec §4 (menus.tsx), loaded when first used: any status may be picked at any time; 'Clear
 * Status' shows only while one is set.
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
  const label = status ? `Status: ${status}. Change status` : 'Track this job: choose a status';
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
