import type { SourcePlace } from '../normalise/location.ts';
import { BoardFetchError } from './http.ts';
import { asDate, asRecord, asString, type Connector, objectItems } from './types.ts';

type Item = Record<string, unknown>;

function placeOf(location: string | null, address: unknown): SourcePlace | null {
  const a = asRecord(asRecord(address)?.postalAddress) ?? asRecord(address);
  const city = asString(a?.addressLocality);
  if (a && (city || asString(a.addressRegion))) {
    return { city, region: asString(a.addressRegion), country: asString(a.addressCountry) };
  }
  return location ? { text: location } : null;
}

/** Ashby posting API: the whole board with descriptions; `includeCompensation=true` adds pay. */
export const ashby: Connector<Item> = {
  ats: 'ashby',

  async list({ token, baseUrl, http }) {
    const body = asRecord(
      await http.json(
        `${baseUrl}/posting-api/job-board/${encodeURIComponent(token)}?includeCompensation=true`,
      ),
    );
    if (!body || !Array.isArray(body.jobs))
      throw new BoardFetchError('malformed', 'The answer has no jobs list.');
    return objectItems(body.jobs).filter((job) => job.isListed !== false);
  },

  externalId: (item) => asString(item.id),

  toSource(item) {
    const id = asString(item.id);
    const title = asString(item.title);
    if (!id || !title) return null;
    const places: SourcePlace[] = [];
    const primary = placeOf(asString(item.location), item.address);
    if (primary) places.push(primary);
    for (const s of objectItems(item.secondaryLocations)) {
      const p = placeOf(asString(s.location), s.address);
      if (p) places.push(p);
    }
    const salary = objectItems(asRecord(item.compensation)?.compensationTiers)
      .flatMap((tier) => objectItems(tier.components))
      .find((c) => c.compensationType === 'Salary');
    return {
      externalId: id,
      title,
      url: asString(item.jobUrl) ?? '',
      places,
      remote: item.isRemote === true || asString(item.workplaceType) === 'Remote',
      department: asString(item.department) ?? asString(item.team),
      employmentType: asString(item.employmentType),
      descriptionHtml: asString(item.descriptionHtml),
      descriptionText: asString(item.descriptionPlain),
      salary: salary
        ? {
            min: salary.minValue as number | null,
            max: salary.maxValue as number | null,
            currency: asString(salary.currencyCode),
            interval: asString(salary.interval),
          }
        : null,
      postedAt: asDate(item.publishedAt),
    };
  },
};
