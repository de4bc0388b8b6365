import type { Ats } from '@upstream/contract';

/** Where each ATS's public API lives; `{token}`, `{host}`, `{tenant}` and `{site}` are filled per board. */
export type AtsUrls = Record<Ats, string>;

/** The parts of a Workday token `{tenant}.wd{N}/{site}`. */
export function workdayParts(token: string): { host: string; tenant: string; site: string } {
  const [host = '', site = ''] = token.split('/', 2);
  return { host, tenant: host.split('.')[0] ?? host, site };
}

/** The base URL of one board: the ATS's URL template with the token's parts filled in. */
export function boardBaseUrl(template: string, token: string): string {
  const { host, tenant, site } = workdayParts(token);
  return template
    .replaceAll('{token}', encodeURIComponent(token))
    .replaceAll('{host}', host)
    .replaceAll('{tenant}', encodeURIComponent(tenant))
    .replaceAll('{site}', encodeURIComponent(site))
    .replace(/\/+$/, '');
}
