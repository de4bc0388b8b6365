import type { Ats } from '@upstream/contract';
import { BoardFetchError } from './http.ts';

/** Where each ATS's public API lives; `{token}`, `{host}`, `{tenant}` and `{site}` are filled per board. */
export type AtsUrls = Record<Ats, string>;

/** The parts of a Workday token `{tenant}.wd{N}/{site}`. */
export function workdayParts(token: string): { host: string; tenant: string; site: string } {
  const [host = '', site = ''] = token.split('/', 2);
  return { host, tenant: host.split('.')[0] ?? host, site };
}

/**
 * The base URL of one board: the ATS's URL template with the token's parts filled in. It must stay on the
 * ATS's own domain: a token that would carry the request elsewhere ('evil.example#', 'x?') is refused.
 */
export function boardBaseUrl(template: string, token: string): string {
  const { host, tenant, site } = workdayParts(token);
  const url = template
    .replaceAll('{token}', encodeURIComponent(token))
    .replaceAll('{host}', host)
    .replaceAll('{tenant}', encodeURIComponent(tenant))
    .replaceAll('{site}', encodeURIComponent(site))
    .replace(/\/+$/, '');
  if (!onAtsDomain(template, url))
    throw new BoardFetchError('not_found', `"${token}" is not a board token of this ATS.`);
  return url;
}

/** Is `url` on the template's host, or (where the template's host starts with a token) a subdomain of its rest? */
function onAtsDomain(template: string, url: string): boolean {
  let hostname: string;
  try {
    const parsed = new URL(url);
    if (parsed.username || parsed.password) return false;
    hostname = parsed.hostname;
  } catch {
    return false;
  }
  const templateHost = /^[a-z]+:\/\/([^/:?#]+)/i.exec(template)?.[1] ?? '';
  const labels = templateHost.split('.');
  if (labels[0]?.includes('{')) {
    const domain = labels.slice(1).join('.').toLowerCase();
    return hostname.endsWith(`.${domain}`) && !hostname.slice(0, -domain.length - 1).includes('{');
  }
  return hostname === templateHost.toLowerCase();
}
