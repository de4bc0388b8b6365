import { BOARD_STATUSES, type BoardStatus } from '@upstream/contract';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useAdminBoards } from '../../../api/admin/boards.ts';
import { useSearchParams } from '../../../lib/router/index.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { AnswerState } from '../AnswerState.tsx';
import { type Report, ReportAlert } from '../ReportAlert.tsx';
import { AddBoardPanel } from './AddBoardPanel.tsx';
import { BoardsTable, STATUS_LABEL } from './BoardsTable.tsx';
import { BulkAddPanel } from './BulkAddPanel.tsx';

/** Rows shown at first (and added by 'Show more'): failing boards come first, so they are always among them. */
const PAGE = 50;

/**
 * /admin/boards: every job board with its health, failing first; add one (with a preview fetch) or many, fetch,
 * disable, enable and remove. `?ats=&token=&company=&request=` opens the add form filled in (a request's
 * "add as board").
 */
export default function BoardsPage() {
  usePageTitle('Boards');
  const [params, setParams] = useSearchParams();
  const boards = useAdminBoards();
  const [report, setReport] = useState<Report | null>(null);
  const [status, setStatus] = useState<BoardStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const request = Number(params.get('request'));
  const prefill = useMemo(
    () => ({
      ats: params.get('ats') ?? undefined,
      token: params.get('token') ?? undefined,
      company: params.get('company') ?? undefined,
      requestId: Number.isInteger(request) && request > 0 ? request : undefined,
    }),
    [params, request],
  );

  const all = boards.data?.boards ?? [];
  const counts = Object.fromEntries(BOARD_STATUSES.map((s) => [s, all.filter((b) => b.status === s).length]));
  const needle = search.trim().toLowerCase();
  const shown = all.filter(
    (b) =>
      (status === 'all' || b.status === status) &&
      (!needle || b.company.toLowerCase().includes(needle) || b.token.toLowerCase().includes(needle)),
  );

  return (
    <section aria-labelledby="boards-title">
      <h1 id="boards-title" className="mb-3">
        Boards
      </h1>
      {prefill.requestId && (
        <Alert variant="info" className="py-2">
          Adding a board for request {prefill.requestId}. Once it is added, the request is marked added and
          the people who asked are emailed.
        </Alert>
      )}
      <AddBoardPanel
        prefill={prefill}
        onDone={(message) => {
          setReport({ ok: true, message });
          // Added: the request (if any) is answered, so the form is no longer about it.
          if (params.size) setParams({}, { replace: true });
        }}
      />
      <BulkAddPanel />

      <h2 className="h5">Every board</h2>
      <ReportAlert report={report} onClose={() => setReport(null)} />
      <AnswerState answer={boards} />
      {boards.data && (
        <>
          <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
            <Form.Group controlId="boards-status">
              <Form.Label className="small mb-1">Status</Form.Label>
              <Form.Select
                size="sm"
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as BoardStatus | 'all');
                  setLimit(PAGE);
                }}
              >
                <option value="all">All ({all.length})</option>
                {BOARD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABEL[s]} ({counts[s]})
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId="boards-search">
              <Form.Label className="small mb-1">Company or token</Form.Label>
              <Form.Control
                size="sm"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </Form.Group>
          </div>
          {all.length === 0 ? (
            <p>No boards yet. Add the first one above.</p>
          ) : shown.length === 0 ? (
            <p>No board matches.</p>
          ) : (
            <>
              <BoardsTable boards={shown.slice(0, limit)} onReport={setReport} />
              <p className="small text-muted-strong">
                Showing {Math.min(limit, shown.length)} of {shown.length} boards.{' '}
                {shown.length > limit && (
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0 align-baseline"
                    onClick={() => setLimit(limit + PAGE)}
                  >
                    Show {Math.min(PAGE, shown.length - limit)} more
                  </button>
                )}
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
