import { type SourcePlace, textWorkMode, workModeValue } from '../normalise/location.ts';
import type { SourceSalary } from '../normalise/salary.ts';
import { BoardFetchError } from './http.ts';
import { asDate, asRecord, asString, type Connector, objectItems } from './types.ts';

type Item = Record<string, unknown>;

/**
 * A place from its postal address (locality, region, country) when it has one, else from its name. A name that
 * says remote ("Remote (US & Canada)") is read as written: it says where the work may be done from, which the
 * address of an office does not.
 */
function placeOf(location: string | null, address: unknown): SourcePlace | null {
  const a = asRecord(asRecord(address)?.postalAddress) ?? asRecord(address);
  const remoteName = location !== null && textWorkMode(location) === 'remote';
  if (
    a &&
    !remoteName &&
    (asString(a.addressLocality) || asString(a.addressRegion) || asString(a.addressCountry))
  ) {
    return {
      city: asString(a.addressLocality),
      region: asString(a.addressRegion),
      country: asString(a.addressCountry),
    };
  }
  return location ? { text: location } : null;
}

/**
 * The salary of the compensation tiers (or the summary components): the lowest and highest amounts of the
 * 'Salary' components paid in the first one's currency and interval (tiers are often per location).
 */
function compensationPay(compensation: Record<string, unknown> | null): SourceSalary | null {
  const components = [
    ...objectItems(compensation?.compensationTiers).flatMap((tier) => objectItems(tier.components)),
    ...objectItems(compensation?.summaryComponents),
  ].filter(
    (c) =>
      c.compensationType === 'Salary' && (typeof c.minValue === 'number' || typeof c.maxValue === 'number'),
  );
  const first = components[0];
  if (!first) return null;
  const same = components.filter(
    (c) => c.currencyCode === first.currencyCode && c.interval === first.interval,
  );
  const values = (key: string) => same.map((c) => c[key]).filter((v): v is number => typeof v === 'number');
  const mins = values('minValue');
  const maxes = values('maxValue');
  return {
    min: mins.length ? Math.min(...mins) : null,
    max: maxes.length ? Math.max(...maxes) : null,
    currency: asString(first.currencyCode),
    interval: asString(first.interval),
  };
}

/** Ashby posting API: the whole board with descriptions; `includeCompensation=true` adds pay. */
export const ashby: Connector<Item> = {
  ats: 'ashby',
  listsInOneRequest: true,

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
    // workplaceType is Ashby's own answer; isRemote is set on hybrid postings too, so it only counts alone.
    const workMode = workModeValue(item.workplaceType);
    return {
      externalId: id,
      title,
      url: asString(item.jobUrl) ?? '',
      places,
      workMode,
      remote: workMode === null && item.isRemote === true,
      department: asString(item.department) ?? asString(item.team),
      employmentType: asString(item.employmentType),
      descriptionHtml: asString(item.descriptionHtml),
      descriptionText: asString(item.descriptionPlain),
      salary: compensationPay(asRecord(item.compensation)),
      postedAt: asDate(item.publishedAt),
    };
  },
};
