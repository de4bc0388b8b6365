import type { TrackedJob } from '@upstream/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { Icon } from '../../components/icons.tsx';

const loadPopover = () => import('./NextDatePopover.tsx');
const NextDatePopover = lazy(() => loadPopover().then((m) => ({ default: m.NextDatePopover })));

/**
 * Set or clear the next date (interview, follow-up…) of a tracked job; it shows on the board and in the feed. The
 * popover, its form and their code come only once opened: a board renders a hundred of these buttons.
 */
export function NextDateEditor({ job }: { job: TrackedJob }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const id = useId();

  return (
    <>
      <button
        ref={setTarget}
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={loadPopover}
        onFocus={loadPopover}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
      >
        <Icon name="calendar" />
        <span className="ms-1">{job.next_date ? 'Change date' : 'Add date'}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <NextDatePopover id={id} job={job} target={target} close={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
