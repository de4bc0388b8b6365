import type { SourcePlace } from '../normalise/location.ts';
import { BoardFetchError } from './http.ts';
import { asDate, asRecord, asString, type Connector, objectItems } from './types.ts';

type Item = Record<string, unknown>;

const name = (v: unknown) => asString(asRecord(v)?.name) ?? asString(v);

/**
 * Breezy HR careers sites' `/json`: every published position in one answer. It has no description (that
 * is only on the HTML posting page), so Breezy jobs are listed by title, place, type and pay.
 */
export const breezy: Connector<Item> = {
  ats: 'breezy',
  listsInOneRequest: true,

  async list({ baseUrl, http }) {
    const body = await http.json(`${baseUrl}/json`, { offHostRedirectIsNotFound: true });
    if (!Array.isArray(body))
      throw new BoardFetchError('malformed', 'The answer is not a list of positions.');
    return objectItems(body);
  },

  externalId: (item) => asString(item.id),

  toSource(item) {
    const id = asString(item.id);
    const title = asString(item.name);
    if (!id || !title) return null;
    const location = asRecord(item.location) ?? {};
    const remote = location.is_remote === true;
    const locations = objectItems(item.locations);
    const toPlace = (l: Record<string, unknown>): SourcePlace => {
      const city = asString(l.city);
      const country = asRecord(l.country);
      return city
        ? {
            city,
            region: asString(asRecord(l.state)?.id) ?? name(l.state),
            country: asString(country?.id) ?? name(l.country),
            remote: l.is_remote === true,
          }
        : { text: asString(l.name) ?? '', remote: l.is_remote === true };
    };
    const places = (locations.length > 0 ? locations : [location]).map(toPlace);
    return {
      externalId: id,
      title,
      url: asString(item.url) ?? '',
      places,
      remote,
      department: asString(item.department),
      employmentType: name(item.type),
      levelHint: name(item.experience),
      postedAt: asDate(item.published_date),
    };
  },
};
