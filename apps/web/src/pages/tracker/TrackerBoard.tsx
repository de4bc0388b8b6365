import type { TrackedJob, TrackerColumnKey } from '@upstream/contract';
import { useEffect, useRef, useState } from 'react';
import { groupByColumn } from './board.ts';
import { COLUMN_ATTRIBUTE, listenForDrops, MoveRegistry } from './drag-and-drop.ts';
import { TrackerCard } from './TrackerCard.tsx';

/** The board: a column per status group; cards move by drag and drop or by each card's menus (keyboard). */
export function TrackerBoard({ jobs }: { jobs: TrackedJob[] }) {
  const [moves] = useState(() => new MoveRegistry());
  const board = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState<TrackerColumnKey | null>(null);
  useEffect(() => (board.current ? listenForDrops(board.current, moves, setOver) : undefined), [moves]);

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
