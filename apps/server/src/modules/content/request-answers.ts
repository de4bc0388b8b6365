import {
  ANSWERED_REQUEST_STATUSES,
  type RequestGroup,
  type RequestStatus,
  type RequestType,
} from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { paragraph, renderEmailLayout } from '../email/index.ts';
import * as repo from './repo.ts';

// The operator's side of requests (the console's Requests section): the requests grouped, and answers that
// the people who asked are told about by email.

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'>;

/** Identical requests: the same type and name, case and spacing aside. */
export const requestKey = (type: string, name: string) =>
  `${type}:${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** How many requests the console reads at most (the newest). */
const REQUESTS_READ = 5000;
const STATUS_ORDER: Record<RequestStatus, number> = { new: 0, planned: 1, added: 2, declined: 3 };

export async function requestGroups(
  deps: Pick<AppDeps, 'db'>,
  filter: { status?: RequestStatus; type?: RequestType },
): Promise<RequestGroup[]> {
  const rows = await repo.listRequests(deps.db, { type: filter.type, limit: REQUESTS_READ });
  const groups = new Map<string, RequestGroup>();
  // Rows come newest first: the first of a group sets its status and address; the last its name.
  for (const r of rows) {
    const key = requestKey(r.type, r.name);
    const request = {
      id: r.id,
      user_id: r.user_id,
      email: r.email,
      name: r.name,
      url: r.url,
      status: r.status,
      created_at: r.created_at.toISOString(),
      status_changed_at: iso(r.status_changed_at),
    };
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        key,
        type: r.type as RequestType,
        name: r.name,
        url: r.url,
        count: 1,
        status: r.status,
        first_at: request.created_at,
        last_at: request.created_at,
        requests: [request],
      });
      continue;
    }
    group.count++;
    group.requests.push(request);
    group.first_at = request.created_at;
    group.name = r.name;
    group.url ??= r.url;
  }
  return [...groups.values()]
    .filter((g) => !filter.status || g.status === filter.status)
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || b.last_at.localeCompare(a.last_at));
}

export const identicalRequestIds = (deps: Pick<AppDeps, 'db'>, id: number) =>
  repo.identicalRequestIds(deps.db, id);
export const findRequests = (deps: Pick<AppDeps, 'db'>, ids: number[]) => repo.findRequests(deps.db, ids);

function answerEmail(
  config: Deps['config'],
  request: { type: string; name: string; first_name: string | null },
  status: 'added' | 'declined',
  company: { name: string; searchUrl: string } | null,
) {
  const hello = request.first_name ? `Hi ${request.first_name},` : 'Hi,';
  const isCompany = request.type === 'company job board';
  const asked = isCompany
    ? `You asked us to add ${request.name} to Upstream.`
    : `You asked us for ${request.name} (${request.type}).`;
  const added = status === 'added';
  const paragraphs = added
    ? [
        hello,
        asked,
        company
          ? `${company.name}'s jobs are on Upstream now, and new ones arrive every day. Saved searches that match them will include them in your morning email.`
          : "It's on Upstream now.",
      ]
    : [
        hello,
        asked,
        isCompany
          ? `We looked into it and can't add ${request.name} for now: its jobs aren't on a job board Upstream can read. We'll keep it in mind if that changes.`
          : "We looked into it and won't be adding it for now. Thank you for the suggestion: every request is read.",
      ];
  const subject = added
    ? isCompany
      ? `${company?.name ?? request.name} is on Upstream now`
      : `Your request for ${request.name} is done`
    : `About your request for ${request.name}`;
  const body = renderEmailLayout(config, {
    title: subject,
    preheader: paragraphs[2],
    html: paragraphs.map((p) => paragraph(p)).join('\n'),
    text: paragraphs.join('\n\n'),
    action: added && company ? { label: `See ${company.name}'s jobs`, url: company.searchUrl } : undefined,
    reason: 'You get this email because you sent this request from the Request Features form on Upstream.',
  });
  return { subject, ...body };
}

/**
 * Set the status of requests. The people whose request became added or declined are emailed the answer
 * (added links to the company's jobs); each answer is sent once, and not to someone who opted out of email.
 */
export async function answerRequests(
  deps: Deps,
  input: { ids: number[]; status: RequestStatus; company: { name: string; searchUrl: string } | null },
): Promise<{ changed: { id: number; before: RequestStatus }[]; emailed: number }> {
  const changed = await repo.setRequestStatus(deps.db, input.ids, input.status, deps.clock.now());
  let emailed = 0;
  const status = input.status;
  if (changed.length && (ANSWERED_REQUEST_STATUSES as string[]).includes(status)) {
    const rows = await repo.findRequests(
      deps.db,
      changed.map((c) => c.id),
    );
    for (const row of rows) {
      if (!row.email || row.email_opt_out) continue;
      await deps.mailer.send({
        to: row.email,
        ...answerEmail(deps.config, row, status as 'added' | 'declined', input.company),
        category: 'notification',
        userId: row.user_id,
        dedupeKey: `request-answer:${row.id}:${status}`,
      });
      emailed++;
    }
  }
  return { changed, emailed };
}
