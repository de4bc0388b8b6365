import { workModeValue } from '../normalise/location.ts';
import { BoardFetchError } from './http.ts';
import { asDate, asRecord, asString, type Connector, objectItems } from './types.ts';

type Item = Record<string, unknown>;

const PAGE = 100; // the API's largest page
const MAX_PAGES = 100;

const label = (v: unknown) => asString(asRecord(v)?.label);

/** SmartRecruiters Posting API: paged list without descriptions; the detail call adds the job ad. */
export const smartrecruiters: Connector<Item> = {
  ats: 'smartrecruiters',

  async list({ token, baseUrl, http }) {
    const items: Item[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const url = `${baseUrl}/v1/companies/${encodeURIComponent(token)}/postings?limit=${PAGE}&offset=${page * PAGE}`;
      const body = asRecord(await http.json(url));
      if (!body || !Array.isArray(body.content)) {
        throw new BoardFetchError('malformed', 'The answer has no postings list.');
      }
      const content = objectItems(body.content);
      items.push(...content);
      const total = typeof body.totalFound === 'number' ? body.totalFound : 0;
      if (content.length < PAGE || items.length >= total) break;
    }
    return items;
  },

  externalId: (item) => asString(item.id),

  // The list has title, place, department, function, level and type, but never the job ad: every new or edited
  // posting gets the detail call for its description (fetch-board skips unchanged postings and keeps to the
  // per-host limits).
  async enrich(item, { token, baseUrl, http }) {
    const id = asString(item.id);
    if (!id) return item;
    const detail = asRecord(
      await http.json(
        `${baseUrl}/v1/companies/${encodeURIComponent(token)}/postings/${encodeURIComponent(id)}`,
      ),
    );
    return detail ? { ...item, ...detail } : item;
  },

  toSource(item, { token }) {
    const id = asString(item.id);
    const title = asString(item.name);
    if (!id || !title) return null;
    const location = asRecord(item.location) ?? {};
    const remote = location.remote === true || asString(location.country) === 'remote';
    // location.remote and location.hybrid are SmartRecruiters' own fields; both false is an on-site posting.
    const workMode = remote
      ? 'remote'
      : location.hybrid === true
        ? 'hybrid'
        : location.remote === false
          ? 'on-site'
          : workModeValue(location.workplaceType);
    const pay = asRecord(item.compensation) ?? asRecord(asRecord(item.jobAd)?.compensation);
    const sections = asRecord(asRecord(item.jobAd)?.sections) ?? {};
    const html = ['jobDescription', 'qualifications', 'additionalInformation']
      .map((key) => asRecord(sections[key]))
      .filter((s): s is Record<string, unknown> => !!s && !!asString(s.text))
      .map((s) => `<h3>${asString(s.title) ?? ''}</h3>${asString(s.text)}`)
      .join('');
    return {
      externalId: id,
      title,
      url: asString(item.postingUrl) ?? `https://jobs.smartrecruiters.com/${encodeURIComponent(token)}/${id}`,
      places: [
        {
          city: asString(location.city),
          region: asString(location.region),
          country: asString(location.country) === 'remote' ? null : asString(location.country),
          remote,
        },
      ],
      workMode,
      remote,
      department: label(item.department),
      functionHint: label(item.function),
      levelHint: label(item.experienceLevel),
      employmentType: label(item.typeOfEmployment),
      descriptionHtml: html || null,
      salary: pay
        ? {
            min: asString(pay.min) ?? asString(pay.minValue),
            max: asString(pay.max) ?? asString(pay.maxValue),
            currency: asString(pay.currency) ?? asString(pay.currencyCode),
            interval: asString(pay.period) ?? asString(pay.interval),
          }
        : null,
      postedAt: asDate(item.releasedDate),
    };
  },
};
