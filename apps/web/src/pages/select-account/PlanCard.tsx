import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export interface PlanCardProps {
  name: string;
  price: string;
  period: string;
  note?: string;
  features: string[];
  highlight?: boolean;
  action: ReactNode;
}

/** One plan of the pricing page: name, price, what it includes, and its Select action. */
export function PlanCard({ name, price, period, note, features, highlight, action }: PlanCardProps) {
  const headingId = `plan-${name.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className={`h-100 plan-card ${highlight ? 'plan-card-highlight' : ''}`}
    >
      <Card.Body className="d-flex flex-column">
        <h2 id={headingId} className="h5 mb-3">
          {name}
        </h2>
        <p className="mb-1">
          <span className="display-6 fw-bold">{price}</span>{' '}
          <span className="text-muted-strong">{period}</span>
        </p>
        <p className="small text-muted-strong mb-3" style={{ minHeight: '1.25rem' }}>
          {note}
        </p>
        <ul className="plan-features mb-4">
          {features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <div className="mt-auto">{action}</div>
      </Card.Body>
    </Card>
  );
}
