import { DAY } from '../../../lib/clock.ts';
import { type SourcePlace, workModeValue } from '../normalise/location.ts';
import { BoardFetchError } from './http.ts';
import { asArray, asDate, asRecord, asString, type Connector, objectItems } from './types.ts';
import { workdayParts } from './urls.ts';

type Item = Record<string, unknown>;

const PAGE = 20; // the CXS endpoint refuses more
const MAX_OFFSET = 2000; // and wraps around past this

/** "Posted Today", "Posted Yesterday", "Posted 3 Days Ago", "Posted 30+ Days Ago" → a date. */
export function postedOnDate(text: string | null, now: Date): Date | null {
  if (!text) return null;
  const t = text.toLowerCase();
  if (t.includes('today')) return now;
  if (t.includes('yesterday')) return new Date(now.getTime() - DAY);
  const days = /(\d+)\+?\s*days?/.exec(t);
  return days ? new Date(now.getTime() - Number(days[1]) * DAY) : null;
}

/** Workday's career-site JSON (CXS): pages of 20 postings; the detail call gives description and places. */
/** The place words of a posting's path, "/job/<place>/<title>_<id>": "US-CA-Santa-Clara"; null when it has none. */
function pathLocation(path: string): string | null {
  const segment = /^\/job\/([^/]+)\/[^/]+$/.exec(path)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const workday: Connector<Item> = {
  ats: 'workday',

  async list({ token, baseUrl, http }) {
    const { tenant, site } = workdayParts(token);
    if (!site) throw new BoardFetchError('not_found', 'A Workday board token is {tenant}.wd{N}/{site}.');
    const url = `${baseUrl}/wday/cxs/${encodeURIComponent(tenant)}/${encodeURIComponent(site)}/jobs`;
    const items: Item[] = [];
    let total = Number.POSITIVE_INFINITY;
    for (let offset = 0; offset < Math.min(total, MAX_OFFSET); offset += PAGE) {
      const body = asRecord(
        await http.json(url, {
          method: 'POST',
          body: { appliedFacets: {}, limit: PAGE, offset, searchText: '' },
        }),
      );
      if (!body || !Array.isArray(body.jobPostings)) {
        throw new BoardFetchError('malformed', 'The answer has no jobPostings list.');
      }
      // Later pages may report total 0; the first page's total is the one to trust.
      if (offset === 0) total = typeof body.total === 'number' ? body.total : 0;
      const page = objectItems(body.jobPostings);
      items.push(...page);
      if (page.length < PAGE) break;
    }
    return items;
  },

  externalId: (item) => asString(item.externalPath),

  // "Posted 3 Days Ago" changes every day without the posting changing.
  fingerprint: ({ postedOn: _postedOn, ...rest }) => rest,

  // The list has no description, and rolls several places up as "2 Locations": every new or edited posting gets
  // the detail call (fetch-board skips unchanged postings and keeps to the per-host limits).
  async enrich(item, { token, baseUrl, http }) {
    const path = asString(item.externalPath);
    if (!path) return item;
    const { tenant, site } = workdayParts(token);
    const detail = asRecord(
      await http.json(`${baseUrl}/wday/cxs/${encodeURIComponent(tenant)}/${encodeURIComponent(site)}${path}`),
    );
    const info = asRecord(detail?.jobPostingInfo);
    return info ? { ...item, jobPostingInfo: info } : item;
  },

  toSource(item, { token, baseUrl, now }) {
    const path = asString(item.externalPath);
    const title = asString(item.title);
    if (!path || !title) return null;
    const info = asRecord(item.jobPostingInfo) ?? {};
    const texts = [asString(info.location), ...asArray(info.additionalLocations).map(asString)].filter(
      (x): x is string => !!x,
    );
    if (texts.length === 0 && asString(item.locationsText)) texts.push(asString(item.locationsText)!);
    // The detail's country (an ISO code) belongs to its primary location only.
    const country =
      asString(asRecord(info.country)?.alpha2Code) ??
      asString(asRecord(asRecord(info.jobRequisitionLocation)?.country)?.alpha2Code);
    const places: SourcePlace[] = texts.map((text, i) => (i === 0 ? { text, country } : { text }));
    // Without the detail (a failed detail call, a list capture), "2 Locations" names none: the posting's path
    // names its first place ("/job/Vietnam-Hanoi/…", "/job/US-CA-Santa-Clara/…").
    const pathPlace = pathLocation(path);
    const remoteType = asString(info.remoteType) ?? asString(item.remoteType);
    const { site } = workdayParts(token);
    return {
      externalId: path,
      title,
      url: asString(info.externalUrl) ?? `${baseUrl}/${encodeURIComponent(site)}${path}`,
      places,
      fallbackPlaces: pathPlace ? [{ text: pathPlace, slug: true, country }] : undefined,
      workMode: workModeValue(remoteType),
      functionHint: asString(item.jobFamilyGroup),
      employmentType: asString(info.timeType) ?? asString(item.timeType),
      descriptionHtml: asString(info.jobDescription),
      postedAt: asDate(info.startDate) ?? postedOnDate(asString(item.postedOn), now),
    };
  },
};
