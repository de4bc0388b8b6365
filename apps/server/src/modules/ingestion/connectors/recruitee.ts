import type { SourcePlace } from '../normalise/location.ts';
import { BoardFetchError } from './http.ts';
import { asDate, asRecord, asString, type Connector, objectItems } from './types.ts';

type Item = Record<string, unknown>;

/** Recruitee Careers Site API: every published offer with its description. */
const codeWords = (code: unknown): string | null => asString(code)?.replace(/_/g, ' ') ?? null;

export const recruitee: Connector<Item> = {
  ats: 'recruitee',
  listsInOneRequest: true,

  async list({ baseUrl, http }) {
    const body = asRecord(await http.json(`${baseUrl}/api/offers/`));
    if (!body || !Array.isArray(body.offers))
      throw new BoardFetchError('malformed', 'The answer has no offers list.');
    return objectItems(body.offers).filter((o) => o.status === undefined || o.status === 'published');
  },

  externalId: (item) => asString(item.id),

  toSource(item) {
    const id = asString(item.id);
    const title = asString(item.title);
    if (!id || !title) return null;
    const places: SourcePlace[] = objectItems(item.locations).map((l) => ({
      city: asString(l.city),
      region: asString(l.state_code) ?? asString(l.state),
      country: asString(l.country_code) ?? asString(l.country),
    }));
    if (places.length === 0) {
      if (asString(item.city) || asString(item.country_code)) {
        places.push({
          city: asString(item.city),
          region: asString(item.state_code),
          country: asString(item.country_code),
        });
      } else if (asString(item.location)) {
        places.push({ text: asString(item.location)! });
      }
    }
    const salary = asRecord(item.salary);
    const html = `${asString(item.description) ?? ''}${asString(item.requirements) ?? ''}`;
    return {
      externalId: id,
      title,
      url: asString(item.careers_url) ?? '',
      places,
      // Recruitee's own flags: remote, hybrid, on_site.
      workMode:
        item.hybrid === true
          ? 'hybrid'
          : item.remote === true
            ? 'remote'
            : item.on_site === true
              ? 'on-site'
              : null,
      remote: item.remote === true,
      department: asString(item.department),
      // Recruitee's codes ("recruitment_hr", "mid_level", "senior_manager") read as words.
      functionHint: asString(item.category) ?? codeWords(item.category_code),
      levelHint: asString(item.experience) ?? codeWords(item.experience_code),
      employmentType: asString(item.employment_type_code),
      descriptionHtml: html || null,
      salary: salary
        ? {
            min: asString(salary.min),
            max: asString(salary.max),
            currency: asString(salary.currency),
            interval: asString(salary.period),
          }
        : null,
      postedAt: asDate(item.published_at) ?? asDate(item.created_at),
      updatedAt: asDate(item.updated_at),
    };
  },
};
