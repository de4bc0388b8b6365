import { type AdminMember, PERMISSION_TYPES } from '@upstream/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useMemberSearch, useSignOutMember, useUpdateMember } from '../../../api/admin/operations.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { day, when } from '../format.ts';
import { failed, type Report, ReportAlert } from '../ReportAlert.tsx';

/** Find members by address and see where they stand; change their type, add invites, sign them out. */
export default function MembersPage() {
  usePageTitle('Members');
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const found = useMemberSearch(email);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEmail(text.trim());
  }

  return (
    <section aria-labelledby="members-title">
      <h1 id="members-title" className="mb-3">
        Members
      </h1>
      <Form onSubmit={onSearch} className="d-flex flex-wrap gap-2 align-items-end mb-3" role="search">
        <Form.Group controlId="member-email">
          <Form.Label className="small mb-1">Email address (or part of it)</Form.Label>
          <Form.Control size="sm" type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </Form.Group>
        <Button type="submit" size="sm" variant="primary">
          Find
        </Button>
      </Form>
      {found.isError && <Alert variant="danger">{found.error.message}</Alert>}
      {found.isFetching && (
        <div role="status">
          <Spinner size="sm" aria-hidden="true" className="me-2" />
          Searching…
        </div>
      )}
      {found.data && email && found.data.members.length === 0 && <p>No one’s address contains “{email}”.</p>}
      {found.data?.members.map((m) => (
        <MemberCard key={m.id} member={m} />
      ))}
    </section>
  );
}

function MemberCard({ member }: { member: AdminMember }) {
  const update = useUpdateMember();
  const signOut = useSignOutMember();
  const [type, setType] = useState(member.type ?? '');
  const [invites, setInvites] = useState('1');
  const [report, setReport] = useState<Report | null>(null);
  // Each action reports what it did, or why it failed, in the member's card.
  const reporting = <T,>(message: (answer: T) => string) => ({
    onSuccess: (answer: T) => setReport({ ok: true, message: message(answer) }),
    onError: (err: unknown) => setReport(failed(err)),
  });
  const titleId = `member-${member.id}`;
  const marks = member.tracked_jobs;

  return (
    <Card className="mb-3" as="article" aria-labelledby={titleId}>
      <Card.Body>
        <h2 id={titleId} className="h5 text-break">
          {member.email}
          {member.name ? <span className="fw-normal"> · {member.name}</span> : null}
        </h2>
        <dl className="row small mb-2">
          <dt className="col-sm-4">Type and tier</dt>
          <dd className="col-sm-8">
            {member.type ? `${member.type} · ${member.tier ?? 'no tier'}` : 'No access yet (waitlisted)'}
          </dd>
          <dt className="col-sm-4">Subscription</dt>
          <dd className="col-sm-8">
            {member.subscription?.interval
              ? `${member.subscription.interval}, renews ${day(member.subscription.current_period_end)}`
              : 'None'}
          </dd>
          <dt className="col-sm-4">Onboarding</dt>
          <dd className="col-sm-8">
            {member.onboarding === null
              ? '—'
              : member.onboarding.show
                ? `In progress (step ${member.onboarding.step ?? 1})`
                : 'Done'}
          </dd>
          <dt className="col-sm-4">Saved searches</dt>
          <dd className="col-sm-8">
            {member.saved_searches.length === 0
              ? 'None'
              : member.saved_searches.map((s) => `${s.name}${s.email ? ' (daily email)' : ''}`).join(', ')}
          </dd>
          <dt className="col-sm-4">Jobs</dt>
          <dd className="col-sm-8">
            {marks.tracked} tracked, {marks.saved} saved, {marks.hidden} hidden, {marks.flagged} flagged
          </dd>
          <dt className="col-sm-4">Invites left</dt>
          <dd className="col-sm-8">{member.invites_left}</dd>
          <dt className="col-sm-4">Joined · last sign-in</dt>
          <dd className="col-sm-8">
            {day(member.created_at)} · {when(member.last_sign_in_at)} ({member.sessions} active{' '}
            {member.sessions === 1 ? 'session' : 'sessions'})
          </dd>
        </dl>
        <ReportAlert report={report} onClose={() => setReport(null)} className="py-2" />
        <div className="d-flex flex-wrap gap-3 align-items-end">
          <Form
            className="d-flex gap-2 align-items-end"
            onSubmit={(e) => {
              e.preventDefault();
              if (!type) return;
              update.mutate(
                { id: member.id, type: type as AdminMember['type'] & string },
                reporting((m: AdminMember) => `Now ${m.type} · ${m.tier}.`),
              );
            }}
          >
            <Form.Group controlId={`${titleId}-type`}>
              <Form.Label className="small mb-1">Type</Form.Label>
              <Form.Select size="sm" value={type} onChange={(e) => setType(e.target.value)}>
                {!member.type && <option value="">Choose…</option>}
                {PERMISSION_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Button type="submit" size="sm" variant="outline-primary" disabled={update.isPending || !type}>
              Change type
            </Button>
          </Form>
          <Form
            className="d-flex gap-2 align-items-end"
            onSubmit={(e) => {
              e.preventDefault();
              update.mutate(
                { id: member.id, add_invites: Number(invites) },
                reporting((m: AdminMember) => `${m.invites_left} invites left.`),
              );
            }}
          >
            <Form.Group controlId={`${titleId}-invites`}>
              <Form.Label className="small mb-1">Invites to add</Form.Label>
              <Form.Control
                size="sm"
                type="number"
                min={1}
                max={100}
                value={invites}
                onChange={(e) => setInvites(e.target.value)}
                style={{ width: '6rem' }}
              />
            </Form.Group>
            <Button type="submit" size="sm" variant="outline-primary" disabled={update.isPending}>
              Add invites
            </Button>
          </Form>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(
                member.id,
                reporting(
                  (r: { sessions_ended: number }) =>
                    `Signed out everywhere (${r.sessions_ended} ${r.sessions_ended === 1 ? 'session' : 'sessions'} ended).`,
                ),
              )
            }
          >
            Sign out everywhere
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
