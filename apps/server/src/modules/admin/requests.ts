import {
  type RequestStatus,
  type RequestType,
  type SetRequestStatusResponse,
  searchQueryString,
} from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { findCompanyByName } from '../catalogue/index.ts';
import { answerRequests, findRequests, identicalRequestIds, requestGroups } from '../content/index.ts';
import { recordAdminAction } from './audit.ts';

// The console's Requests section. Requests are the content module's; the answer emails go through it (and the
// email module's mailer); this adds the company link, the console's answers and the audit log.

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'>;

interface Admin {
  id: number;
  email: string;
}

export async function requests(deps: Deps, filter: { status?: RequestStatus; type?: RequestType }) {
  return { groups: await requestGroups(deps, filter) };
}

/** The company's page of jobs on Upstream: the job search filtered to it. */
export function companySearchUrl(config: Deps['config'], slug: string): string {
  return `${config.publicUrl}/job-search?${searchQueryString({ company: [slug] })}`;
}

export async function setStatus(
  deps: Deps,
  admin: Admin,
  input: { ids: number[]; status: RequestStatus; company?: string | null },
): Promise<SetRequestStatusResponse> {
  const ids = [...new Set(input.ids)];
  const rows = await findRequests(deps, ids);
  if (rows.length === 0) throw notFound('None of those requests exists.');
  const first = rows[0]!;
  let company: { name: string; searchUrl: string } | null = null;
  if (input.status === 'added' && rows.some((r) => r.type === 'company job board')) {
    const name = input.company?.trim() || first.name;
    const found = await findCompanyByName(deps.db, name);
    if (!found)
      throw badRequest(
        `No company named “${name}” is on Upstream yet. Add its board first, or give the company's name as Upstream lists it.`,
        { company: 'No such company on Upstream.' },
      );
    company = { name: found.name, searchUrl: companySearchUrl(deps.config, found.slug) };
  }
  const { changed, emailed } = await answerRequests(deps, {
    ids: rows.map((r) => r.id),
    status: input.status,
    company,
  });
  if (changed.length)
    await recordAdminAction(deps, {
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'request.status',
      target: `${changed.length === 1 ? 'request' : 'requests'} ${changed.map((c) => c.id).join(', ')} (${first.type}: ${first.name})`,
      before: Object.fromEntries(changed.map((c) => [c.id, c.before])),
      after: { status: input.status, emailed, company: company?.name ?? null },
    });
  return { updated: changed.length, emailed, search_url: company?.searchUrl ?? null };
}

/** A board was added for a request: it and the requests identical to it are answered 'added'. */
export async function answerWithBoard(deps: Deps, admin: Admin, requestId: number, companyName: string) {
  const ids = await identicalRequestIds(deps, requestId);
  if (ids.length === 0) return null;
  return setStatus(deps, admin, { ids, status: 'added', company: companyName });
}
