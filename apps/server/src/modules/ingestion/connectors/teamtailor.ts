import type { SourcePlace } from '../normalise/location.ts';
import { asRecord, type Connector, objectItems } from './types.ts';
import { parseXmlFeed, xmlText } from './xml.ts';

type Item = Record<string, unknown>;

const PAGE = 100;
const MAX_PAGES = 50;

/** The posting's number in its link (`/jobs/730818-account-manager`), else the feed's guid. */
function postingId(item: Item): string | null {
  const link = xmlText(item.link) ?? '';
  return /\/jobs\/(\d+)/.exec(link)?.[1] ?? xmlText(item.guid);
}

/**
 * Teamtailor careers sites' public RSS feed (`/jobs.rss`): every open job with its description, places
 * (the `tt:` namespace) and remote status. Teamtailor's REST API needs a company's key; this feed does not.
 */
export const teamtailor: Connector<Item> = {
  ats: 'teamtailor',

  async list({ baseUrl, http }) {
    // The feed pages (`per_page`, `page`); a full page may have more behind it. A feed that ignores the
    // parameters answers the same items again, which ends the loop too.
    const items: Item[] = [];
    const seen = new Set<string>();
    for (let page = 1; page <= MAX_PAGES; page++) {
      const rss = parseXmlFeed(
        await http.text(`${baseUrl}/jobs.rss?per_page=${PAGE}&page=${page}`, {
          offHostRedirectIsNotFound: true,
        }),
        'rss',
      );
      const batch = objectItems(asRecord(rss.channel)?.item);
      let added = 0;
      for (const item of batch) {
        const id = postingId(item);
        if (id && seen.has(id)) continue;
        if (id) seen.add(id);
        items.push(item);
        added++;
      }
      if (batch.length < PAGE || added === 0) break;
    }
    return items;
  },

  externalId: postingId,

  toSource(item) {
    const id = postingId(item);
    const title = xmlText(item.title);
    if (!id || !title) return null;
    const status = (xmlText(item.remoteStatus) ?? '').toLowerCase();
    const remote = status === 'fully';
    const places: SourcePlace[] = objectItems(asRecord(item['tt:locations'])?.['tt:location']).map((l) => {
      const city = xmlText(l['tt:city']);
      const country = xmlText(l['tt:country']);
      return city || country ? { city, country, remote } : { text: xmlText(l['tt:name']) ?? '', remote };
    });
    let posted: Date | null = null;
    const pubDate = xmlText(item.pubDate);
    if (pubDate) {
      const d = new Date(pubDate);
      posted = Number.isNaN(d.getTime()) ? null : d;
    }
    return {
      externalId: id,
      title,
      url: xmlText(item.link) ?? '',
      places,
      remote,
      // tt:role is the role's own name (often the title again), not a job family: it is no function hint.
      department: xmlText(item['tt:department']),
      descriptionHtml: xmlText(item.description),
      postedAt: posted,
    };
  },
};
