import type { BoardStatus, BoardSummary } from '@upstream/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useBoardActions } from '../../../api/admin/boards.ts';
import { PendingButton } from '../../../components/pending-button/PendingButton.tsx';
import { ACTIONS, ConsoleTable } from '../ConsoleTable.tsx';
import { when } from '../format.ts';
import { failed, type Report } from '../ReportAlert.tsx';
import { IndustryCell } from './IndustryCell.tsx';

export const STATUS_LABEL: Record<BoardStatus, string> = {
  active: 'Healthy',
  failing: 'Failing',
  disabled: 'Disabled',
};
const STATUS_CLASS: Record<BoardStatus, string> = {
  active: 'text-bg-success',
  failing: 'text-bg-danger',
  disabled: 'text-bg-secondary',
};

/** The boards, one a row, with what can be done to each. */
export function BoardsTable({ boards, onReport }: { boards: BoardSummary[]; onReport: (r: Report) => void }) {
  const { fetchBoardNow, setBoardEnabled, setBoardIndustry, removeBoard } = useBoardActions();
  const [pending, setPending] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BoardSummary | null>(null);

  async function act(key: string, action: () => Promise<string>) {
    setPending(key);
    try {
      onReport({ ok: true, message: await action() });
    } catch (err) {
      onReport(failed(err));
    } finally {
      setPending(null);
    }
  }

  const name = (b: BoardSummary) => `${b.company} (${b.ats} ${b.token})`;
  const fetchNow = (b: BoardSummary) =>
    act(`fetch:${b.id}`, async () => {
      const { fetch } = await fetchBoardNow(b.id);
      return fetch.ok
        ? `Fetched ${name(b)}: ${fetch.listed} listed, ${fetch.added} new, ${fetch.edited} edited, ${fetch.closed} closed.`
        : `Fetching ${name(b)} failed (${fetch.error?.kind}): ${fetch.error?.message}`;
    });
  const toggle = (b: BoardSummary) =>
    act(`toggle:${b.id}`, async () => {
      const enable = b.status === 'disabled';
      await setBoardEnabled(b.id, enable);
      return enable
        ? `Enabled ${name(b)}. Fetch it now to bring its jobs back.`
        : `Disabled ${name(b)}: its jobs left search and it is no longer fetched.`;
    });
  const saveIndustry = (b: BoardSummary, industry: string | null) =>
    act(`industry:${b.id}`, async () => {
      await setBoardIndustry(b.id, industry);
      return industry
        ? `${b.company} is now filed under ${industry}.`
        : `Cleared the industry of ${b.company}.`;
    });
  const remove = (b: BoardSummary) =>
    act(`remove:${b.id}`, async () => {
      const { jobs_removed } = await removeBoard(b.id);
      setRemoving(null);
      return `Removed ${name(b)} and its ${jobs_removed} jobs.`;
    });

  return (
    <>
      <ConsoleTable
        label="Job boards"
        className="table table-sm admin-boards-table"
        columns={[
          'Company',
          'Board',
          'Industry',
          'Status',
          'Last fetch',
          { label: 'Open', className: 'text-end' },
          { label: 'Closed', className: 'text-end' },
          'Errors',
          ACTIONS,
        ]}
      >
        {boards.map((b) => (
          <tr key={b.id} data-board={`${b.ats}:${b.token}`}>
            <th scope="row" className="fw-semibold">
              {b.company}
            </th>
            <td>
              <span className="text-nowrap">{b.ats}</span> <code className="text-break">{b.token}</code>
            </td>
            <td className="small">
              <IndustryCell
                board={b}
                pending={pending === `industry:${b.id}`}
                onSave={(industry) => saveIndustry(b, industry)}
              />
            </td>
            <td>
              <span className={`badge ${STATUS_CLASS[b.status]}`}>{STATUS_LABEL[b.status]}</span>
            </td>
            <td className="text-nowrap small">
              {when(b.last_fetch_at)}
              {b.last_success_at !== b.last_fetch_at && (
                <div className="text-muted-strong">last worked {when(b.last_success_at)}</div>
              )}
            </td>
            <td className="text-end">{b.open_jobs}</td>
            <td className="text-end">{b.closed_jobs}</td>
            <td className="small admin-board-error">
              {b.consecutive_failures > 0 ? (
                <>
                  <strong>{b.consecutive_failures} in a row</strong>
                  {b.last_error && <div className="text-break">{b.last_error}</div>}
                </>
              ) : (
                '—'
              )}
            </td>
            <td>
              <div className="d-flex flex-wrap gap-1 justify-content-end">
                {b.status !== 'disabled' && (
                  <PendingButton
                    size="sm"
                    variant="outline-primary"
                    pending={pending === `fetch:${b.id}`}
                    onClick={() => fetchNow(b)}
                    aria-label={`Fetch ${name(b)} now`}
                  >
                    Fetch now
                  </PendingButton>
                )}
                <PendingButton
                  size="sm"
                  variant="outline-secondary"
                  pending={pending === `toggle:${b.id}`}
                  onClick={() => toggle(b)}
                  aria-label={`${b.status === 'disabled' ? 'Enable' : 'Disable'} ${name(b)}`}
                >
                  {b.status === 'disabled' ? 'Enable' : 'Disable'}
                </PendingButton>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => setRemoving(b)}
                  aria-label={`Remove ${name(b)}`}
                >
                  Remove
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Modal
        show={removing !== null}
        onHide={() => setRemoving(null)}
        centered
        aria-labelledby="remove-board-title"
      >
        <Modal.Header closeButton>
          <Modal.Title id="remove-board-title" className="h5">
            Remove this board?
          </Modal.Title>
        </Modal.Header>
        {removing && (
          <Modal.Body>
            <p className="mb-0">
              {name(removing)} and its {removing.open_jobs + removing.closed_jobs} jobs will be deleted, and
              members' marks on those jobs with them. To stop fetching it but keep its history, disable it
              instead.
            </p>
          </Modal.Body>
        )}
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <PendingButton
            variant="danger"
            pending={removing !== null && pending === `remove:${removing.id}`}
            onClick={() => removing && remove(removing)}
          >
            Remove board
          </PendingButton>
        </Modal.Footer>
      </Modal>
    </>
  );
}
