import he from 'he';
import { type SourcePlace, workModeValue } from '../normalise/location.ts';
import type { SourceSalary } from '../normalise/salary.ts';
import { BoardFetchError } from './http.ts';
import { asArray, asDate, asRecord, asString, type Connector, objectItems } from './types.ts';

type Item = Record<string, unknown>;

/**
 * Greenhouse Job Board API: one answer holds the whole board; `content=true` adds descriptions and
 * `pay_transparency=true` asks for pay ranges (documented on the detail call; boards that answer the list with
 * them are read, and the others publish pay as currency-range metadata, read below).
 */
export const greenhouse: Connector<Item> = {
  ats: 'greenhouse',
  listsInOneRequest: true,

  async list({ token, baseUrl, http }) {
    const body = asRecord(
      await http.json(
        `${baseUrl}/v1/boards/${encodeURIComponent(token)}/jobs?content=true&pay_transparency=true`,
      ),
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
    const offices: SourcePlace[] = objectItems(item.offices).map((office) => ({
      text: asString(office.location) ?? asString(office.name) ?? '',
    }));
    const metadata = objectItems(item.metadata);
    // Some boards give the country beside a location that names only a province ("Ontario" with "Canada").
    const country = asString(field(metadata, /^country$/i)?.value);
    const locationName = asString(asRecord(item.location)?.name);
    if (locationName) places.push({ text: locationName, country });
    // Employment type is not a Greenhouse field; boards that publish it do so as custom metadata.
    const employment = field(metadata, /employment|job type|time type/i);
    // Nor is the work mode: "Workplace Type", "Location Type", "Remote Status"… (a string or a multi-select), or
    // a yes/no "Remote Job" (yes is remote; no leaves on-site and hybrid open).
    const workplace = field(
      metadata,
      /workplace|work ?place|location type|remote (status|type|eligib|job)|work (model|arrangement|type|location)/i,
    );
    const content = asString(item.content);
    // Greenhouse entity-encodes the HTML once more.
    const html = content ? he.decode(content) : null;
    return {
      externalId: id,
      title,
      url: asString(item.absolute_url) ?? '',
      places: places.length ? places : offices,
      // A location of "Hybrid" or "Remote" alone names no place: the offices do.
      fallbackPlaces: offices,
      workMode: workplace?.value === true ? 'remote' : workModeValue(workplace?.value),
      department: asString(objectItems(item.departments)[0]?.name),
      functionHint: teamOf(metadata),
      employmentType: employment ? asString(employment.value) : null,
      descriptionHtml: html,
      postedAt: asDate(item.first_published) ?? asDate(item.updated_at),
      updatedAt: asDate(item.updated_at),
      salary: payRange(item.pay_input_ranges) ?? metadataPay(metadata) ?? contentPay(html),
    };
  },
};

/**
 * The team a board files the posting under in its own metadata, for the function filter: list answers carry no
 * departments, but many boards publish the team as custom fields ("Job Family", "Discipline", "Careers Page: Team",
 * "Department ID" = "D41350-Sales Development"). The most specific field first (a job family before its group, a
 * team before its division); regions, levels, places, codes and people are not teams.
 */
const TEAM_FIELDS: readonly RegExp[] = [
  /^(job )?(family|discipline|profession|function|role family)$|^job (function|category)$/i,
  /^(careers?[ -]?(page|site)s?[:\s-]*)?(team|dept\.?|department|category|posting category)$|^posting department$|^website departments?$|^careers? site department$/i,
  /^(sub-?department|sub-?division|practice area|equipo|department|department id|department - cost center id|iac dept mapping)$/i,
  /^(job family group|division|group|business unit|category|cost cent(er|re))$/i,
];

function teamOf(metadata: Record<string, unknown>[]): string | null {
  for (const field of TEAM_FIELDS) {
    for (const m of metadata) {
      if (!field.test((asString(m.name) ?? '').trim())) continue;
      const value = Array.isArray(m.value)
        ? m.value.map(asString).filter(Boolean).join(' / ')
        : asString(m.value);
      if (value && !/^select an option$/i.test(value)) return value;
    }
  }
  return null;
}

/** The first pay_input_ranges entry (amounts in cents). */
function payRange(value: unknown): SourceSalary | null {
  const range = objectItems(asArray(value))[0];
  if (!range) return null;
  return {
    min: cents(range.min_cents),
    max: cents(range.max_cents),
    currency: asString(range.currency_type),
    interval: asString(range.title) && /hour/i.test(asString(range.title)!) ? 'hour' : null,
  };
}

/** Names of metadata that hold the posted pay ("Job Post Range (United States)", "Job Posting Range", "Salary"…). */
const PAY_NAME = /pay|salary|compensation|wage|range|earnings|\bote\b|on target/i;
/** A company's own figures beside the posted pay: budgets, referral rewards, sign-on bonuses. */
const NOT_POSTED_PAY = /budget|baseline|referral|reward|bonus|sign.?on|equity|stock/i;
/** Names that say the range is the one posted to applicants: preferred over any other pay-named range. */
const POSTED_NAME = /post|applicant|transparency|external|hiring/i;

/** Amounts as Greenhouse gives them ("101500.0"); a zero or a cent is an empty field, not pay. */
const posted = (v: unknown) => {
  const n = Number(asString(v) ?? Number.NaN);
  return Number.isFinite(n) && n >= 1;
};

/**
 * Pay published as custom metadata: a currency_range field ("Job Post Range (United States)", "Pay Transparency
 * Range", "Salary" — {min_value, max_value, unit}, amounts as strings), or a pair of currency fields ("GeoA Range
 * Lower" / "GeoA Range Upper" — {amount, unit}), with a "Pay Frequency" field when the board has one. Ranges named
 * for the posted pay first; budgets, rewards and bonuses never.
 */
function metadataPay(metadata: Record<string, unknown>[]): SourceSalary | null {
  const named = metadata.filter((m) => {
    const name = asString(m.name) ?? '';
    return PAY_NAME.test(name) && !NOT_POSTED_PAY.test(name);
  });
  const ranges: { name: string; pay: SourceSalary }[] = [];
  for (const m of named) {
    const name = asString(m.name) ?? '';
    const value = asRecord(m.value);
    if (!value || m.value_type !== 'currency_range') continue;
    if (!posted(value.min_value) && !posted(value.max_value)) continue;
    ranges.push({
      name,
      pay: {
        min: posted(value.min_value) ? asString(value.min_value) : null,
        max: posted(value.max_value) ? asString(value.max_value) : null,
        currency: asString(value.unit),
        interval: /hour/i.test(name) ? 'hour' : null,
      },
    });
  }
  // Single amounts: a lower and an upper field of one name ("GeoA Range Lower", "GeoA Range Upper"), or one figure.
  const amounts = named.filter((m) => m.value_type === 'currency' && posted(asRecord(m.value)?.amount));
  for (const m of amounts) {
    const name = asString(m.name) ?? '';
    if (/upper|max/i.test(name)) continue;
    const stem = name.replace(/\b(lower|min(imum)?)\b/i, '').trim();
    const upper = amounts.find(
      (o) => o !== m && (asString(o.name) ?? '').replace(/\b(upper|max(imum)?)\b/i, '').trim() === stem,
    );
    const low = asRecord(m.value)!;
    ranges.push({
      name,
      pay: {
        min: asString(low.amount),
        max: upper ? asString(asRecord(upper.value)!.amount) : asString(low.amount),
        currency: asString(low.unit),
        interval: /hour/i.test(name) ? 'hour' : null,
      },
    });
  }
  const chosen = ranges.find((r) => POSTED_NAME.test(r.name)) ?? ranges[0];
  if (!chosen) return null;
  const frequency = metadata.find((m) =>
    /pay (frequency|period|interval|basis)|salary (frequency|period)/i.test(asString(m.name) ?? ''),
  );
  return { ...chosen.pay, interval: chosen.pay.interval ?? asString(frequency?.value) };
}

/**
 * Pay in the description: the pay-transparency box Greenhouse renders into `content` when the list is asked
 * without `pay_transparency` (`<div class="title">France Annual Pay Range</div><div class="pay-range"><span>€61.000
 * </span><span class="divider">&mdash;</span><span>€72.000 EUR</span></div>`). The first box is read; its title
 * gives the interval when it names one.
 */
function contentPay(html: string | null): SourceSalary | null {
  const box = html && /<div class="title">([^<]*)<\/div>\s*<div class="pay-range">(.*?)<\/div>/s.exec(html);
  if (!box) return null;
  const amounts = [...box[2]!.matchAll(/<span>([^<]*)<\/span>/g)].map((m) => m[1]!);
  if (amounts.length === 0) return null;
  const last = amounts[amounts.length - 1]!;
  const title = box[1]!.trim();
  return {
    min: payAmount(amounts[0]!),
    max: payAmount(last),
    currency: /\b([A-Z]{3})\s*$/.exec(last)?.[1] ?? null,
    interval: /hour|annual|year|month|week|day/i.test(title) ? title : null,
  };
}

/** "$112,000", "€61.000", "$28", "$32.50": an amount with its thousands separators, whichever the board uses. */
function payAmount(text: string): number | null {
  const digits = text.replace(/[^\d.,]/g, '');
  if (digits === '') return null;
  if (/^\d{1,3}([.,]\d{3})+$/.test(digits)) return Number(digits.replace(/[.,]/g, ''));
  const n = Number(digits.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** A custom metadata field by its name. */
function field(metadata: Record<string, unknown>[], name: RegExp) {
  return metadata.find((m) => name.test(asString(m.name) ?? ''));
}

const cents = (v: unknown) => (typeof v === 'number' ? v / 100 : null);
