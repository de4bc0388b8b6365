import type { TrackedJob, TrackerColumnKey } from '@upstream/contract';
import { useEffect, useRef, useState } from 'react';
import { loadMenus } from '../../components/job-card/StatusMenu.tsx';
import { groupByColumn } from './board.ts';
import { COLUMN_ATTRIBUTE, listenForDrops, MoveRegistry } from './drag-and-drop.ts';
import { loadMoveDropdown } from './MoveMenu.tsx';
import { TrackerCard } from './TrackerCard.tsx';

// A card's menus (its status, Move to) are what a person opens on the board. Their code is not part of the first
// load; it is fetched once the board has hydrated and the phone is idle, so that the first tap on a status does not
// also wait for the menu's code to arrive and run.
const MENUS_AFTER_MS = 1000;
function prefetchMenusWhenIdle(): () => void {
  const load = () => {
    void loadMenus();
    void loadMoveDropdown();
  };
  const timer = setTimeout(
    () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(load) : load()),
    MENUS_AFTER_MS,
  );
  return () => clearTimeout(timer);
}

/** The board: a column per status group; cards move by drag and drop or by each card's menus (keyboard). */
export function TrackerBoard({ jobs }: { jobs: TrackedJob[] }) {
  const [moves] = useState(() => new MoveRegistry());
  const board = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState<TrackerColumnKey | null>(null);
  useEffect(() => (board.current ? listenForDrops(board.current, moves, setOver) : undefined), [moves]);
  useEffect(prefetchMenusWhenIdle, []);

  return (
    <div className="tracker-board" ref={board}>
      {groupByColumn(jobs).map((column) => (
        <section
          key={column.key}
          className={`tracker-column ${over === column.key ? 'is-over' : ''}`}
          aria-labelledby={`column-${column.key}`}
          {...{ [COLUMN_ATTRIBUTE]: column.key }}
        >
          <h2 id={`column-${column.key}`} className="tracker-column-title">
            {column.title} <span className="badge text-bg-light border">{column.jobs.length}</span>
          </h2>
          {column.jobs.length === 0 ? (
            <p className="small text-body-secondary tracker-column-empty">Drop a job here.</p>
          ) : (
            <ul className="list-unstyled mb-0 d-grid gap-2">
              {column.jobs.map((job) => (
                <TrackerCard key={job.id} job={job} moves={moves} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
