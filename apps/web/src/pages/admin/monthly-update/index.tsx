import type { MonthlyFigures } from '@upstream/contract';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useMonthlyUpdateDraft, useSaveMonthlyUpdate } from '../../../api/admin/operations.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { when } from '../format.ts';
import { failed, type Report, ReportAlert } from '../ReportAlert.tsx';

const FIGURES: [keyof MonthlyFigures, string][] = [
  ['companies', 'Companies with open jobs'],
  ['active_jobs', 'Open jobs'],
  ['jobs_added', 'Jobs added'],
  ['jobs_closed', 'Jobs closed'],
  ['new_members', 'New members'],
  ['applications_tracked', 'Applications tracked'],
  ['interviews', 'Interviews recorded'],
  ['offers', 'Offers recorded'],
];

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The month's update, drafted from figures the service measured, edited and published to /monthly-update. */
export default function MonthlyUpdatePage() {
  usePageTitle('Monthly update');
  const [month, setMonth] = useState(thisMonth);
  const draft = useMonthlyUpdateDraft(month);
  const save = useSaveMonthlyUpdate();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const loaded = draft.data;

  // The editor starts from the stored update, else from the draft, each time another month is opened (not when
  // the answer is fetched again after a save).
  const openedMonth = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || openedMonth.current === loaded.month) return;
    openedMonth.current = loaded.month;
    setTitle(loaded.stored?.title ?? loaded.draft.title);
    setBody(loaded.stored?.body ?? loaded.draft.body);
    setReport(null);
  }, [loaded]);

  function submit(publish: boolean) {
    save.mutate(
      { month, title, body, publish },
      {
        onSuccess: (r) =>
          setReport({
            ok: true,
            message: r.published_at
              ? 'Published: members see it at /monthly-update.'
              : 'Saved as a draft (not shown).',
          }),
        onError: (err) => setReport(failed(err)),
      },
    );
  }

  return (
    <section aria-labelledby="monthly-title">
      <h1 id="monthly-title" className="mb-3">
        Monthly update
      </h1>
      <Form.Group controlId="monthly-month" className="mb-3" style={{ maxWidth: '14rem' }}>
        <Form.Label>Month</Form.Label>
        <Form.Control type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
      </Form.Group>
      {draft.isError && <Alert variant="danger">{draft.error.message}</Alert>}
      {draft.isPending && (
        <div role="status">
          <Spinner size="sm" aria-hidden="true" className="me-2" />
          Measuring…
        </div>
      )}
      {loaded && (
        <>
          <h2 className="h5">Measured by the service</h2>
          <dl className="row small" aria-label="The month’s figures">
            {FIGURES.map(([key, label]) => (
              <div key={key} className="col-6 col-md-3 mb-2">
                <dt className="fw-normal text-muted-strong">{label}</dt>
                <dd className="fs-5 mb-0">{loaded.figures[key].toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
          <p className="small text-muted-strong">
            {loaded.stored
              ? loaded.stored.published_at
                ? `Published ${when(loaded.stored.published_at)}; last saved ${when(loaded.stored.updated_at)}.`
                : `A draft, saved ${when(loaded.stored.updated_at)}.`
              : 'Not written yet: the text below is drafted from the figures.'}
          </p>
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              submit(true);
            }}
          >
            <Form.Group controlId="monthly-title-input" className="mb-3">
              <Form.Label>Title</Form.Label>
              <Form.Control
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                required
                maxLength={200}
              />
            </Form.Group>
            <Form.Group controlId="monthly-body" className="mb-3">
              <Form.Label>Update (Markdown)</Form.Label>
              <Form.Control
                as="textarea"
                rows={14}
                value={body}
                onChange={(e) => setBody(e.target.value)}
                required
                maxLength={20000}
              />
            </Form.Group>
            <ReportAlert report={report} onClose={() => setReport(null)} />
            <div className="d-flex gap-2">
              <Button type="submit" disabled={save.isPending}>
                Publish
              </Button>
              <Button variant="outline-secondary" disabled={save.isPending} onClick={() => submit(false)}>
                Save as draft
              </Button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
