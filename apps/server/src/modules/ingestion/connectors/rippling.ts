import type { SourcePlace } from '../normalise/location.ts';
import { BoardFetchError } from './http.ts';
import { asArray, asDate, asRecord, asString, type Connector, objectItems } from './types.ts';

type Item = Record<string, unknown>;

const label = (v: unknown) => asString(asRecord(v)?.label) ?? asString(v);
const boardPath = (token: string) => `/platform/api/ats/v1/board/${encodeURIComponent(token)}/jobs`;

/**
 * Rippling's public job-board API: the list names each posting once per place, with no text or dates; the
 * record of a posting (`…/jobs/{id}`) adds the description, employment type, creation date and pay.
 */
export const rippling: Connector<Item> = {
  ats: 'rippling',

  async list({ token, baseUrl, http }) {
    const body = await http.json(`${baseUrl}${boardPath(token)}`);
    const rows = Array.isArray(body) ? body : asRecord(body)?.items;
    if (!Array.isArray(rows)) throw new BoardFetchError('malformed', 'The answer is not a list of jobs.');
    // One posting in three cities is three rows: keep one, with every place.
    const byId = new Map<string, Item>();
    for (const row of objectItems(rows)) {
      const id = asString(row.uuid) ?? asString(row.id);
      if (!id) continue;
      const place = label(row.workLocation);
      const seen = byId.get(id);
      if (seen) {
        const places = seen.workLocationLabels as string[];
        if (place && !places.includes(place)) places.push(place);
      } else byId.set(id, { ...row, workLocationLabels: place ? [place] : [] });
    }
    return [...byId.values()];
  },

  externalId: (item) => asString(item.uuid) ?? asString(item.id),

  async enrich(item, { token, baseUrl, http }) {
    const id = asString(item.uuid) ?? asString(item.id);
    if (!id) return item;
    const detail = asRecord(await http.json(`${baseUrl}${boardPath(token)}/${encodeURIComponent(id)}`));
    return detail ? { ...item, detail } : item;
  },

  toSource(item, { token }) {
    const id = asString(item.uuid) ?? asString(item.id);
    const title = asString(item.name);
    if (!id || !title) return null;
    const detail = asRecord(item.detail) ?? {};
    const texts = [
      ...asArray(detail.workLocations).map(label),
      ...asArray(item.workLocationLabels).map(asString),
    ].filter((x): x is string => !!x);
    const places: SourcePlace[] = [...new Set(texts)].map((text) => ({ text }));
    const description = asRecord(detail.description) ?? {};
    const html = [asString(description.role), asString(description.company)].filter(Boolean).join('');
    const pay = objectItems(detail.payRangeDetails)[0];
    const employment = asRecord(detail.employmentType);
    return {
      externalId: id,
      title,
      url: asString(item.url) ?? `https://ats.rippling.com/${encodeURIComponent(token)}/jobs/${id}`,
      places,
      remote: places.length > 0 && texts.every((t) => /\bremote\b/i.test(t)),
      department: label(item.department) ?? label(detail.department),
      // The label is Rippling's code (SALARIED_FT, HOURLY_PT, CONTRACTOR); the id is its wording.
      employmentType: employment ? (asString(employment.id) ?? asString(employment.label)) : null,
      descriptionHtml: html || null,
      salary: pay
        ? {
            min: asString(pay.rangeStart) ?? asString(pay.min),
            max: asString(pay.rangeEnd) ?? asString(pay.max),
            currency: asString(pay.currency),
            interval: asString(pay.frequency) ?? asString(pay.salaryUnit),
          }
        : null,
      postedAt: asDate(detail.createdOn),
    };
  },
};
