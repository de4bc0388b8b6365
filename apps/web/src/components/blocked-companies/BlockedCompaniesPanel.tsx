import type { BlockedCompany } from '@upstream/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { useBlockedCompanies, useUnblockCompany } from '../../api/tracker/tracker.ts';
import { PanelAnswer } from '../panel-answer/PanelAnswer.tsx';

const blockedOn = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Settings: the companies a person blocked (left out of search and emails), each with Unblock. */
export function BlockedCompaniesPanel() {
  const unblockCompany = useUnblockCompany();
  const blocked = useBlockedCompanies();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<number | null>(null);

  const unblock = async (company: BlockedCompany) => {
    setPending(company.company_id);
    setError(null);
    try {
      await unblockCompany(company.company_id);
    } catch (err) {
      setError(
        err instanceof Error ? err.message : `${company.name} could not be unblocked. Please try again.`,
      );
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby="blocked-companies-title">
      <h2 id="blocked-companies-title" className="h5">
        Blocked companies
      </h2>
      <p className="small text-body-secondary">
        Jobs of these companies are left out of your searches and daily emails. Block a company from the menu
        on any job.
      </p>
      {error && (
        <Alert variant="danger" className="small py-2">
          {error}
        </Alert>
      )}
      <PanelAnswer
        answer={blocked}
        loading="Loading blocked companies…"
        failed="Blocked companies could not be loaded. Refresh to try again."
        empty="You haven't blocked any companies."
      >
        {(companies) => (
          <ListGroup>
            {companies.map((c) => (
              <ListGroup.Item
                key={c.company_id}
                className="d-flex align-items-center justify-content-between gap-2"
              >
                <span>
                  <span className="fw-semibold">{c.name}</span>
                  <span className="small text-body-secondary d-block">
                    Blocked {blockedOn.format(new Date(c.blocked_at))}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={pending === c.company_id}
                  onClick={() => void unblock(c)}
                  aria-label={`Unblock ${c.name}`}
                >
                  Unblock
                </Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </PanelAnswer>
    </section>
  );
}
