import { ATS_KINDS, type Ats, type BoardPreviewResponse } from '@upstream/contract';
import { type FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { previewBoard, useBoardActions } from '../../../api/admin/boards.ts';
import { ApiError } from '../../../api/client.ts';
import { PendingButton } from '../../../components/pending-button/PendingButton.tsx';

export interface AddBoardPrefill {
  ats?: string;
  token?: string;
  company?: string;
  requestId?: number;
}

const isAts = (v: string | undefined): v is Ats => !!v && (ATS_KINDS as readonly string[]).includes(v);

/**
 * Add one board: the operator names the ATS and the token, previews what a fetch would bring in (or why it
 * fails), then names the company and adds it. Adding is offered only for the board just previewed.
 */
export function AddBoardPanel({
  prefill,
  onDone,
}: {
  prefill: AddBoardPrefill;
  onDone: (message: string) => void;
}) {
  const { addBoard } = useBoardActions();
  const [ats, setAts] = useState<Ats>(isAts(prefill.ats) ? prefill.ats : 'greenhouse');
  const [token, setToken] = useState(prefill.token ?? '');
  const [company, setCompany] = useState(prefill.company ?? '');
  const [homepage, setHomepage] = useState('');
  const [industry, setIndustry] = useState('');
  const [preview, setPreview] = useState<{ ats: Ats; token: string; result: BoardPreviewResponse } | null>(
    null,
  );
  const [pending, setPending] = useState<'preview' | 'add' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (isAts(prefill.ats)) setAts(prefill.ats);
    if (prefill.token !== undefined) setToken(prefill.token);
    if (prefill.company !== undefined) setCompany(prefill.company);
    setPreview(null);
  }, [prefill.ats, prefill.token, prefill.company]);

  const previewed = preview && preview.ats === ats && preview.token === token.trim() ? preview.result : null;

  async function onPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending('preview');
    setError(null);
    try {
      const result = await previewBoard(ats, token.trim());
      setPreview({ ats, token: token.trim(), result });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setPending(null);
    }
  }

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending('add');
    setError(null);
    try {
      const added = await addBoard({
        ats,
        token: token.trim(),
        company,
        homepage_url: homepage || null,
        industry: industry || null,
        request_id: prefill.requestId ?? null,
      });
      const answered = added.request
        ? ` The request is marked added; ${added.request.emailed} ${added.request.emailed === 1 ? 'person' : 'people'} emailed.`
        : '';
      onDone(
        `Added ${added.board.company} (${added.board.ats} ${added.board.token}): ${
          added.fetch.ok
            ? `${added.fetch.added} jobs brought in.`
            : `its first fetch failed (${added.fetch.error?.message ?? 'unknown error'}).`
        }${answered}`,
      );
      setPreview(null);
      setToken('');
      setCompany('');
      setHomepage('');
      setIndustry('');
    } catch (err) {
      setError(err instanceof ApiError || err instanceof Error ? err.message : String(err));
    } finally {
      setPending(null);
    }
  }

  return (
    <section className="card mb-4" aria-labelledby="add-board-title">
      <div className="card-body">
        <h2 id="add-board-title" className="h5">
          Add a board
        </h2>
        <Form onSubmit={onPreview} className="row g-2 align-items-end">
          <Form.Group className="col-sm-4 col-lg-3" controlId="board-ats">
            <Form.Label>ATS</Form.Label>
            <Form.Select value={ats} onChange={(e) => setAts(e.target.value as Ats)}>
              {ATS_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kind}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-sm-8 col-lg-6" controlId="board-token">
            <Form.Label>Board token</Form.Label>
            <Form.Control
              required
              value={token}
              onChange={(e) => setToken(e.target.value)}
              placeholder={ats === 'workday' ? 'tenant.wd5/CareerSite' : 'e.g. acme'}
              autoComplete="off"
              spellCheck={false}
            />
          </Form.Group>
          <div className="col-lg-3">
            <PendingButton
              type="submit"
              variant="outline-primary"
              className="w-100"
              pending={pending === 'preview'}
            >
              Preview
            </PendingButton>
          </div>
        </Form>

        {error && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {error}
          </Alert>
        )}

        {previewed && !previewed.ok && (
          <Alert variant="warning" className="mt-3 mb-0" role="status">
            <strong>This board could not be read</strong> ({previewed.error.kind}): {previewed.error.message}
          </Alert>
        )}

        {previewed?.ok && (
          <div className="mt-3" role="status">
            <p className="mb-2">
              <strong>{previewed.postings}</strong> postings listed; {previewed.readable} would be brought in
              {previewed.jobs.length < previewed.readable ? `. The first ${previewed.jobs.length}:` : ':'}
            </p>
            {previewed.existing_board_id !== null && (
              <Alert variant="info" className="py-2">
                This board is already listed (board {previewed.existing_board_id}).
              </Alert>
            )}
            <ul className="list-unstyled admin-preview-jobs mb-3">
              {previewed.jobs.map((job) => (
                <li key={job.url + job.title}>
                  <a href={job.url} target="_blank" rel="noreferrer" className="text-decoration-underline">
                    {job.title}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                  <span className="d-block text-muted-strong small">
                    {job.location}
                    {job.department ? ` · ${job.department}` : ''}
                  </span>
                </li>
              ))}
            </ul>
            {previewed.existing_board_id === null && (
              <Form onSubmit={onAdd} className="row g-2 align-items-end">
                <Form.Group className="col-md-4" controlId="board-company">
                  <Form.Label>Company</Form.Label>
                  <Form.Control
                    required
                    maxLength={200}
                    value={company}
                    onChange={(e) => setCompany(e.target.value)}
                  />
                </Form.Group>
                <Form.Group className="col-md-3" controlId="board-homepage">
                  <Form.Label>Homepage (optional)</Form.Label>
                  <Form.Control
                    type="url"
                    value={homepage}
                    placeholder="https://"
                    onChange={(e) => setHomepage(e.target.value)}
                  />
                </Form.Group>
                <Form.Group className="col-md-3" controlId="board-industry">
                  <Form.Label>Industry (optional)</Form.Label>
                  <Form.Control
                    maxLength={100}
                    value={industry}
                    onChange={(e) => setIndustry(e.target.value)}
                  />
                </Form.Group>
                <div className="col-md-2">
                  <PendingButton type="submit" className="w-100" pending={pending === 'add'}>
                    Add board
                  </PendingButton>
                </div>
              </Form>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
