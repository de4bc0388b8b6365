import type { TrackedJob, TrackerColumnKey } from '@upstream/contract';
import { useRef, useState } from 'react';
import { groupByColumn } from './board.ts';
import { type MoveRegistry, TrackerCard } from './TrackerCard.tsx';

/** The board: a column per status group; cards move by drag and drop or by each card's menus (keyboard). */
export function TrackerBoard({ jobs }: { jobs: TrackedJob[] }) {
  const moves = useRef<MoveRegistry>(new Map()).current;
  const [over, setOver] = useState<TrackerColumnKey | null>(null);

  return (
    <div className="tracker-board">
      {groupByColumn(jobs).map((column) => (
        <section
          key={column.key}
          className={`tracker-column ${over === column.key ? 'is-over' : ''}`}
          aria-labelledby={`column-${column.key}`}
          onDragOver={(e) => {
            if (!e.dataTransfer.types.includes('text/x-upstream-job')) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
            setOver(column.key);
          }}
          onDragLeave={() => setOver((o) => (o === column.key ? null : o))}
          onDrop={(e) => {
            e.preventDefault();
            setOver(null);
            const id = Number(e.dataTransfer.getData('text/x-upstream-job'));
            moves.get(id)?.(column.key);
          }}
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
