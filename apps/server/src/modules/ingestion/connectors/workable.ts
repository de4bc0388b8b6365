import { type SourcePlace, workModeValue } from '../normalise/location.ts';
import { BoardFetchError } from './http.ts';
import { asDate, asRecord, asString, type Connector, objectItems } from './types.ts';

type Item = Record<string, unknown>;

/** Workable's public widget API: the whole account; `details=true` adds descriptions. */
export const workable: Connector<Item> = {
  ats: 'workable',
  listsInOneRequest: true,

  async list({ token, baseUrl, http }) {
    const body = asRecord(
      await http.json(`${baseUrl}/api/v1/widget/accounts/${encodeURIComponent(token)}?details=true`),
    );
    if (!body || !Array.isArray(body.jobs))
      throw new BoardFetchError('malformed', 'The answer has no jobs list.');
    return objectItems(body.jobs);
  },

  externalId: (item) => asString(item.shortcode),

  toSource(item) {
    const id = asString(item.shortcode);
    const title = asString(item.title);
    if (!id || !title) return null;
    const remote = item.telecommuting === true || item.remote === true;
    // `workplace` (on_site, hybrid, remote) is Workable's own answer where the feed has it.
    const workMode = workModeValue(item.workplace) ?? workModeValue(item.workplace_type);
    const places: SourcePlace[] = objectItems(item.locations).map((l) => ({
      city: asString(l.city),
      region: asString(l.region),
      country: asString(l.countryCode) ?? asString(l.country),
    }));
    if (places.length === 0) {
      const flat = asRecord(item.location) ?? item;
      places.push({
        city: asString(flat.city),
        region: asString(flat.region) ?? asString(flat.state),
        country: asString(flat.countryCode) ?? asString(flat.country),
      });
    }
    return {
      externalId: id,
      title,
      url: asString(item.url) ?? asString(item.shortlink) ?? '',
      places,
      workMode,
      remote,
      department: asString(item.department),
      functionHint: asString(item.function),
      levelHint: asString(item.experience),
      employmentType: asString(item.employment_type) ?? asString(item.type),
      descriptionHtml: asString(item.full_description) ?? asString(item.description),
      postedAt: asDate(item.published_on) ?? asDate(item.created_at),
    };
  },
};
