import type { Ats, BoardErrorKind } from '@upstream/contract';
import pLimit from 'p-limit';
import { BoardFetchError, type HttpClient } from './connectors/http.ts';
import { CONNECTORS } from './connectors/index.ts';
import { type AtsUrls, boardBaseUrl } from './connectors/urls.ts';

export interface BoardToCheck {
  ats: Ats;
  token: string;
  company: string;
}

/** One board's answer to a single listing fetch. */
export interface BoardCheck extends BoardToCheck {
  ok: boolean;
  /** Postings the board lists (0 when it failed). */
  postings: number;
  error: { kind: BoardErrorKind; message: string; httpStatus: number | null } | null;
  ms: number;
}

export interface AtsCheckSummary {
  ats: Ats;
  boards: number;
  answered: number;
  /** Answered, but listing no posting. */
  empty: number;
  postings: number;
  /** Failed boards by the kind of failure. */
  failed: Partial<Record<BoardErrorKind, number>>;
}

/**
 * Fetch each board's listing once (no detail calls, nothing stored) and say which answer, with how many
 * postings, and which fail and why. Requests go through the job boards' HTTP client, so its per-host limits
 * and retries hold; `concurrency` bounds the boards in progress at once.
 */
export async function verifyBoards(
  ctx: { http: HttpClient; urls: AtsUrls; now: Date },
  boards: readonly BoardToCheck[],
  options: { concurrency?: number; onCheck?: (check: BoardCheck) => void } = {},
): Promise<BoardCheck[]> {
  const limit = pLimit(options.concurrency ?? 16);
  return Promise.all(
    boards.map((board) =>
      limit(async () => {
        const started = performance.now();
        let check: BoardCheck;
        try {
          const baseUrl = boardBaseUrl(ctx.urls[board.ats], board.token);
          const items = await CONNECTORS[board.ats].list({
            token: board.token,
            baseUrl,
            http: ctx.http,
            now: ctx.now,
          });
          check = { ...board, ok: true, postings: items.length, error: null, ms: 0 };
        } catch (err) {
          if (!(err instanceof BoardFetchError)) throw err;
          const error = { kind: err.kind, message: err.message, httpStatus: err.httpStatus };
          check = { ...board, ok: false, postings: 0, error, ms: 0 };
        }
        check.ms = Math.round(performance.now() - started);
        options.onCheck?.(check);
        return check;
      }),
    ),
  );
}

/** Checks per ATS, in the order the ATS first appear. */
export function summariseChecks(checks: readonly BoardCheck[]): AtsCheckSummary[] {
  const byAts = new Map<Ats, AtsCheckSummary>();
  for (const c of checks) {
    let s = byAts.get(c.ats);
    if (!s) {
      s = { ats: c.ats, boards: 0, answered: 0, empty: 0, postings: 0, failed: {} };
      byAts.set(c.ats, s);
    }
    s.boards++;
    if (c.ok) {
      s.answered++;
      s.postings += c.postings;
      if (c.postings === 0) s.empty++;
    } else if (c.error) s.failed[c.error.kind] = (s.failed[c.error.kind] ?? 0) + 1;
  }
  return [...byAts.values()];
}
