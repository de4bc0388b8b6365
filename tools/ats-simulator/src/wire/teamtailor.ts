import type { SimJob } from '../board.ts';
import type { WireFormat } from './types.ts';
import { escapeXml } from './types.ts';

/** "Fri, 27 Feb 2026 19:59:48 +0000", as RSS dates are written. */
const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');

function item(token: string, j: SimJob): string {
  const slug = j.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const link = `https://${token}.teamtailor.com/jobs/${j.id}-${slug}`;
  const el = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const locations = j.places
    .map(
      (p) =>
        `<tt:location>${el('tt:name', `${p.city} office`)}${el('tt:city', p.city)}${el('tt:country', p.country)}</tt:location>`,
    )
    .join('');
  return [
    '<item>',
    el('title', j.title),
    // The feed carries the HTML escaped once, as text.
    el('description', j.descriptionHtml),
    el('pubDate', rfc2822(j.postedAt)),
    el('link', link),
    `<guid isPermaLink="false">${j.uuid}</guid>`,
    el('remoteStatus', j.remote ? 'fully' : j.hybrid ? 'hybrid' : 'none'),
    el('tt:department', j.department),
    el('tt:role', j.department),
    `<tt:locations>${locations}</tt:locations>`,
    '</item>',
  ].join('');
}

/** Teamtailor careers sites' RSS feed, `https://{company}.teamtailor.com/jobs.rss`. */
export const teamtailorWire: WireFormat = {
  ats: 'teamtailor',
  contentType: 'application/rss+xml; charset=utf-8',
  urlTemplate: (origin) => `${origin}/{token}`,
  match(method, url) {
    const m = /^\/([^/]+)\/jobs\.rss$/.exec(url.pathname);
    if (method !== 'GET' || !m) return null;
    // Pages of `per_page` (at most 100) when asked; the whole board otherwise.
    const perPage = url.searchParams.get('per_page');
    const limit = perPage ? Math.min(100, Math.max(1, Number(perPage) || 100)) : undefined;
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    return {
      token: decodeURIComponent(m[1]!),
      kind: 'list',
      offset: limit ? (page - 1) * limit : 0,
      limit,
    };
  },
  list(board, req) {
    const all = [...board.jobs.values()];
    const start = req.offset ?? 0;
    const items = all
      .slice(start, req.limit ? start + req.limit : undefined)
      .map((j) => item(board.token, j))
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:tt="https://teamtailor.com/locations">
<channel>
<title>${escapeXml(board.company)}</title>
<description>Current Job Openings</description>
<link>https://${board.token}.teamtailor.com/jobs</link>
${items}
</channel>
</rss>
`;
  },
};
