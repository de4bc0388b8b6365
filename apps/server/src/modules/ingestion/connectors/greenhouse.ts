import he from 'he';
import type { SourcePlace } from '../normalise/location.ts';
import { BoardFetchError } from './http.ts';
import { asArray, asDate, asRecord, asString, type Connector, objectItems } from './types.ts';

type Item = Record<string, unknown>;

/** Greenhouse Job Board API: one answer holds the whole board; `content=true` adds descriptions. */
export const greenhouse: Connector<Item> = {
  ats: 'greenhouse',

  async list({ token, baseUrl, http }) {
    const body = asRecord(
      await http.json(`${baseUrl}/v1/boards/${encodeURIComponent(token)}/jobs?content=true`),
    );
    if (!body || !Array.isArray(body.jobs))
      throw new BoardFetchError('malformed', 'The answer has no jobs list.');
    return objectItems(body.jobs);
  },

  externalId: (item) => asString(item.id),

  toSource(item) {
    const id = asString(item.id);
    const title = asString(item.title);
    if (!id || !title) return null;
    const places: SourcePlace[] = [];
    const locationName = asString(asRecord(item.location)?.name);
    if (locationName) places.push({ text: locationName });
    else
      for (const office of objectItems(item.offices))
        places.push({ text: asString(office.location) ?? asString(office.name) ?? '' });
    // Employment type is not a Greenhouse field; boards that publish it do so as custom metadata.
    const employment = objectItems(item.metadata).find((m) =>
      /employment|job type|time type/i.test(asString(m.name) ?? ''),
    );
    const content = asString(item.content);
    return {
      externalId: id,
      title,
      url: asString(item.absolute_url) ?? '',
      places,
      department: asString(objectItems(item.departments)[0]?.name),
      employmentType: employment ? asString(employment.value) : null,
      // Greenhouse entity-encodes the HTML once more.
      descriptionHtml: content ? he.decode(content) : null,
      postedAt: asDate(item.first_published) ?? asDate(item.updated_at),
      updatedAt: asDate(item.updated_at),
      salary: payRange(item.pay_input_ranges),
    };
  },
};

function payRange(value: unknown) {
  const range = objectItems(asArray(value))[0];
  if (!range) return null;
  const cents = (v: unknown) => (typeof v === 'number' ? v / 100 : null);
  return {
    min: cents(range.min_cents),
    max: cents(range.max_cents),
    currency: asString(range.currency_type),
  };
}
