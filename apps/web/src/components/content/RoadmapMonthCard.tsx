import type { ChecklistItem, RoadmapMonth } from '@upstream/contract';
import { ContentHtml } from './ContentStates.tsx';

function Checklist({ title, items, id }: { title: string; items: ChecklistItem[]; id: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-3">
      <h3 id={id} className="h6 text-uppercase text-muted mb-2">
        {title}
      </h3>
      <ul className="checklist">
        {items.map((item) => (
          <li key={item.html} className={item.done ? 'is-done' : undefined}>
            <span className="checklist-mark" aria-hidden="true">
              {item.done ? '✓' : ''}
            </span>
            <span className="visually-hidden">{item.done ? 'Done: ' : 'Planned: '}</span>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised Markdown */}
            <span dangerouslySetInnerHTML={{ __html: item.html }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One month of the roadmap: its theme, idea checklist and known bugs. */
export function RoadmapMonthCard({ month }: { month: RoadmapMonth }) {
  return (
    <article className="card h-100" aria-labelledby={`${month.slug}-h`}>
      <div className="card-body">
        <h2 id={`${month.slug}-h`} className="h4 mb-1">
          {month.month}
        </h2>
        <p className="fw-semibold text-primary mb-2">{month.theme}</p>
        <ContentHtml html={month.html} className="text-muted-strong" />
        <Checklist title="Ideas" items={month.ideas} id={`${month.slug}-ideas`} />
        <Checklist title="Known bugs" items={month.bugs} id={`${month.slug}-bugs`} />
      </div>
    </article>
  );
}
