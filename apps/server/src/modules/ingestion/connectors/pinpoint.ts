import { BoardFetchError } from './http.ts';
import { asDate, asRecord, asString, type Connector, objectItems } from './types.ts';

type Item = Record<string, unknown>;

/** The posting's sections, each under its own heading when the board gives one. */
const SECTIONS = [
  ['description', null],
  ['key_responsibilities', 'key_responsibilities_header'],
  ['skills_knowledge_expertise', 'skills_knowledge_expertise_header'],
  ['benefits', 'benefits_header'],
] as const;

/** Pinpoint careers sites' `postings.json`: every live posting with its text, place and pay, in one answer. */
export const pinpoint: Connector<Item> = {
  ats: 'pinpoint',
  listsInOneRequest: true,

  async list({ baseUrl, http }) {
    const body = asRecord(await http.json(`${baseUrl}/postings.json`, { offHostRedirectIsNotFound: true }));
    if (!body || !Array.isArray(body.data))
      throw new BoardFetchError('malformed', 'The answer has no data list.');
    return objectItems(body.data);
  },

  externalId: (item) => asString(item.id),

  toSource(item, { token }) {
    const id = asString(item.id);
    const title = asString(item.title);
    if (!id || !title) return null;
    const location = asRecord(item.location) ?? {};
    const workplace = (asString(item.workplace_type) ?? '').toLowerCase();
    const remote = workplace === 'remote';
    const city = asString(location.city);
    const region = asString(location.province);
    const country = asString(location.country);
    const name = asString(location.name);
    const html = SECTIONS.map(([body, header]) => {
      const text = asString(item[body]);
      if (!text) return '';
      const heading = header ? asString(item[header]) : null;
      return `${heading ? `<h3>${heading}</h3>` : ''}${text}`;
    }).join('');
    const job = asRecord(item.job) ?? {};
    // Pay shown on the careers site only: hidden figures are internal bands, not an offer.
    const payVisible = item.compensation_visible === true;
    return {
      externalId: id,
      title,
      // Some postings give only their path ("/postings/…") on the company's careers site.
      url:
        asString(item.url) ??
        `https://${encodeURIComponent(token)}.pinpointhq.com${asString(item.path) ?? `/en/postings/${id}`}`,
      places: [
        // "Remote" as a city is the board's way of saying no office.
        city && !/^remote$/i.test(city) ? { city, region, country, remote } : { text: name ?? '', remote },
      ],
      remote,
      department: asString(asRecord(job.department)?.name) ?? asString(asRecord(item.department)?.name),
      employmentType: asString(item.employment_type_text) ?? asString(item.employment_type),
      descriptionHtml: html || null,
      salary: payVisible
        ? {
            min: asString(item.compensation_minimum),
            max: asString(item.compensation_maximum),
            currency: asString(item.compensation_currency),
            interval: asString(item.compensation_frequency),
          }
        : null,
      postedAt: asDate(item.first_published_at) ?? asDate(item.published_at),
    };
  },
};
