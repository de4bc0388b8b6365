import {
  DEFAULT_WAITLIST_GRANT,
  type GrantAccessBody,
  type GrantAccessResponse,
  PERMISSION_TYPES,
  TIERS,
} from '@upstream/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useAdminWaitlist, useGrantAccess } from '../../../api/admin/waitlist.ts';
import { PendingButton } from '../../../components/pending-button/PendingButton.tsx';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { AnswerState } from '../AnswerState.tsx';
import { day } from '../format.ts';
import { ScrollRegion } from '../ScrollRegion.tsx';

type Filter = 'waiting' | 'granted' | 'all';
const GRANTABLE = PERMISSION_TYPES.filter((t) => t !== 'admin');
const OUTCOME = { granted: 'Let in', already: 'Already had access', failed: 'Not let in' };

/**
 * /admin/waitlist: who asked for access, when, and who invited them; let one or many in (each is emailed a
 * sign-in link). With ACCESS_MODE=invite this is how people get in.
 */
export default function WaitlistPage() {
  usePageTitle('Waitlist');
  const grantAccess = useGrantAccess();
  const [filter, setFilter] = useState<Filter>('waiting');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [type, setType] = useState<string>(DEFAULT_WAITLIST_GRANT.type);
  const [tier, setTier] = useState<string>('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<GrantAccessResponse['results'] | null>(null);
  const list = useAdminWaitlist({ status: filter });
  const entries = list.data?.entries ?? [];
  const waiting = entries.filter((e) => !e.access);
  const allChosen = waiting.length > 0 && waiting.every((e) => selected.has(e.email));

  function toggle(email: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(email);
      else next.delete(email);
      return next;
    });
  }

  async function onGrant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const answer = await grantAccess({
        emails: [...selected],
        type,
        tier: (tier || null) as GrantAccessBody['tier'],
      });
      setResults(answer.results);
      setSelected(new Set());
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="waitlist-title">
      <h1 id="waitlist-title" className="mb-3">
        Waitlist
      </h1>
      {list.data && (
        <p className="text-muted-strong">
          {list.data.access_mode === 'invite'
            ? 'Sign-up is by invite (ACCESS_MODE=invite): the people here get in when you let them in. Each is emailed a link to sign in.'
            : 'Sign-up is open (ACCESS_MODE=open): anyone can sign up, so the waitlist only collects addresses. Letting someone in still emails them a link to sign in.'}
        </p>
      )}
      <Form.Group controlId="waitlist-filter" className="mb-3" style={{ maxWidth: '16rem' }}>
        <Form.Label className="small mb-1">Show</Form.Label>
        <Form.Select
          size="sm"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as Filter);
            setSelected(new Set());
          }}
        >
          <option value="waiting">Waiting{list.data ? ` (${list.data.counts.waiting})` : ''}</option>
          <option value="granted">Let in{list.data ? ` (${list.data.counts.granted})` : ''}</option>
          <option value="all">Everyone</option>
        </Form.Select>
      </Form.Group>

      {results && (
        <Alert variant="success" role="status" dismissible onClose={() => setResults(null)}>
          <p className="mb-1">
            {results.filter((r) => r.outcome === 'granted').length} of {results.length} let in.
          </p>
          <ul className="mb-0 small">
            {results.map((r) => (
              <li key={r.email}>
                {r.email}: {OUTCOME[r.outcome]}. {r.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <AnswerState answer={list} />
      {list.data && entries.length === 0 && (
        <p>{filter === 'waiting' ? 'Nobody is waiting.' : 'Nobody here yet.'}</p>
      )}
      {entries.length > 0 && (
        <Form onSubmit={onGrant}>
          <ScrollRegion label="People on the waitlist">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">
                    <Form.Check
                      id="waitlist-all"
                      aria-label="Choose everyone waiting"
                      checked={allChosen}
                      disabled={waiting.length === 0}
                      onChange={(e) =>
                        setSelected(e.target.checked ? new Set(waiting.map((w) => w.email)) : new Set())
                      }
                    />
                  </th>
                  <th scope="col">Email</th>
                  <th scope="col">Joined</th>
                  <th scope="col">Invited by</th>
                  <th scope="col">Access</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      {!entry.access && (
                        <Form.Check
                          id={`waitlist-${entry.id}`}
                          aria-label={`Choose ${entry.email}`}
                          checked={selected.has(entry.email)}
                          onChange={(e) => toggle(entry.email, e.target.checked)}
                        />
                      )}
                    </td>
                    <th scope="row" className="fw-normal text-break">
                      {entry.email}
                    </th>
                    <td className="text-nowrap">{day(entry.joined_at)}</td>
                    <td className="text-break">{entry.referrer_email ?? '—'}</td>
                    <td className="text-nowrap">
                      {entry.access ? `${entry.access.type} since ${day(entry.access.since)}` : 'Waiting'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {waiting.length > 0 && (
            <div className="d-flex flex-wrap gap-2 align-items-end">
              <Form.Group controlId="grant-type">
                <Form.Label className="small mb-1">Access</Form.Label>
                <Form.Select size="sm" value={type} onChange={(e) => setType(e.target.value)}>
                  {GRANTABLE.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group controlId="grant-tier">
                <Form.Label className="small mb-1">Tier</Form.Label>
                <Form.Select size="sm" value={tier} onChange={(e) => setTier(e.target.value)}>
                  <option value="">As the access sets it</option>
                  {TIERS.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <PendingButton type="submit" size="sm" pending={pending} disabled={selected.size === 0}>
                {selected.size === 0
                  ? 'Choose people to let in'
                  : `Let ${selected.size === 1 ? '1 person' : `${selected.size} people`} in and email them`}
              </PendingButton>
            </div>
          )}
        </Form>
      )}
    </section>
  );
}
