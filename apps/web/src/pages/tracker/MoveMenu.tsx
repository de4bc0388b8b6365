import type { TrackerColumnKey } from '@upstream/contract';
import { lazy } from 'react';
import { DropdownOnDemand } from '../../components/job-card/DropdownOnDemand.tsx';

export const loadMoveDropdown = () => import('./MoveDropdown.tsx');
const MoveDropdown = lazy(() => loadMoveDropdown().then((m) => ({ default: m.MoveDropdown })));

/**
 * A card's Move to menu (the keyboard's drag and drop), loaded when first used: until then one closed toggle, so a
 * board of a hundred cards carries no menu and no menu code.
 */
export function MoveMenu({
  jobId,
  column,
  onMove,
}: {
  jobId: number;
  column: TrackerColumnKey;
  onMove: (column: TrackerColumnKey) => void;
}) {
  const id = `move-${jobId}`;
  return (
    <DropdownOnDemand
      toggle={{ id, className: 'btn btn-outline-secondary btn-sm', label: 'Move to', content: 'Move to' }}
      prefetch={loadMoveDropdown}
      menu={<MoveDropdown id={id} column={column} onMove={onMove} />}
    />
  );
}
