import { type SourcePlace, workModeValue } from '../normalise/location.ts';
import { BoardFetchError } from './http.ts';
import { asArray, asDate, asRecord, asString, type Connector, objectItems } from './types.ts';

type Item = Record<string, unknown>;

/**
 * A Lever list's content is its items, bare (`<li>…</li>`), sometimes wrapped in a `<div>` that would make them
 * one paragraph inside the list: the wrapper goes so each item stays an item.
 */
function listHtml(content: string): string {
  if (/<(ul|ol)\b/i.test(content)) return content;
  if (!/<li\b/i.test(content)) return `<ul><li>${content}</li></ul>`;
  return `<ul>${content.replace(/<\/?div\b[^>]*>/gi, '')}</ul>`;
}

/** Lever Postings API v0: without `limit` one answer lists every published posting. */
export const lever: Connector<Item> = {
  ats: 'lever',
  listsInOneRequest: true,

  async list({ token, baseUrl, http }) {
    const body = await http.json(`${baseUrl}/v0/postings/${encodeURIComponent(token)}?mode=json`);
    if (!Array.isArray(body)) throw new BoardFetchError('malformed', 'The answer is not a list of postings.');
    return objectItems(body);
  },

  externalId: (item) => asString(item.id),

  toSource(item) {
    const id = asString(item.id);
    const title = asString(item.text);
    if (!id || !title) return null;
    const categories = asRecord(item.categories) ?? {};
    const country = asString(item.country);
    const texts = asArray(categories.allLocations)
      .map(asString)
      .filter((x): x is string => !!x);
    const primary = asString(categories.location);
    if (texts.length === 0 && primary) texts.push(primary);
    // The posting's country is its primary location's: only that place may use it ("London" + GB), never the
    // other locations of the posting ("Stockholm" is not in GB).
    const places: SourcePlace[] = texts.map((text) =>
      text === primary || (texts.length === 1 && !primary) ? { text, country } : { text },
    );
    const lists = objectItems(item.lists)
      .map((l) => `<h3>${asString(l.text) ?? ''}</h3>${listHtml(asString(l.content) ?? '')}`)
      .join('');
    const html = `${asString(item.description) ?? ''}${lists}${asString(item.additional) ?? ''}`;
    const salary = asRecord(item.salaryRange);
    return {
      externalId: id,
      title,
      url: asString(item.hostedUrl) ?? '',
      places,
      workMode: workModeValue(item.workplaceType),
      department: asString(categories.team) ?? asString(categories.department),
      functionHint: asString(categories.department),
      levelHint: asString(categories.level),
      employmentType: asString(categories.commitment),
      descriptionHtml: html || null,
      descriptionText: asString(item.descriptionPlain),
      salary: salary
        ? {
            min: salary.min as number | null,
            max: salary.max as number | null,
            currency: asString(salary.currency),
            interval: asString(salary.interval),
          }
        : null,
      postedAt: asDate(item.createdAt),
    };
  },
};
