import { type JobFunction, type JobLevel, type JobType, REMOTE_CITY } from '@upstream/contract';
import { type CatalogueJob, descriptionSketch, openingKey, titleKey } from '../../catalogue/index.ts';
import { jobFunction } from './function.ts';
import { createGeography } from './geo.ts';
import { jobFacts } from './job-facts.ts';
import { jobLevel } from './level.ts';
import {
  createPlaceReader,
  type JobPlace,
  type PlaceReader,
  placesKey,
  type SourcePlace,
  sourcesWorkMode,
  type WorkMode,
} from './location.ts';
import { type SourceSalary, salaryOf } from './salary.ts';
import { cleanOptional, cleanPlainText, cleanTitle, htmlToPlainText } from './text.ts';
import { jobType } from './type.ts';

/** A posting as a connector reads it from a board, before Upstream's own rules apply. */
export interface SourceJob {
  externalId: string;
  title: string;
  url: string;
  places: SourcePlace[];
  /** Places to use when `places` name none (Greenhouse offices behind a location of "Hybrid"). */
  fallbackPlaces?: SourcePlace[];
  /** The work mode from the ATS's own field (Ashby/Lever workplaceType, Greenhouse "Workplace Type"…). */
  workMode?: WorkMode | null;
  /** A plain remote flag (Ashby isRemote, Workable telecommuting): weaker than workMode, stronger than text. */
  remote?: boolean;
  department?: string | null;
  /** The ATS's own function or job family label. */
  functionHint?: string | null;
  /** The ATS's own seniority label. */
  levelHint?: string | null;
  employmentType?: string | null;
  descriptionHtml?: string | null;
  descriptionText?: string | null;
  salary?: SourceSalary | null;
  postedAt?: Date | null;
  updatedAt?: Date | null;
}

/** A posting in Upstream's words, ready to store in the catalogue. */
export interface NormalisedJob extends CatalogueJob {
  function: JobFunction;
  level: JobLevel;
  type: JobType;
  places: JobPlace[];
}

const URL_MAX = 2000;

function validDate(d: Date | null | undefined): Date | null {
  return d instanceof Date && !Number.isNaN(d.getTime()) ? d : null;
}

function safeUrl(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) && trimmed.length <= URL_MAX ? trimmed : '';
}

/** The place reader over a geography of its own: built once per process (services.ts) and handed to fetches. */
export function createPlaces(): PlaceReader {
  return createPlaceReader(createGeography());
}

function remoteEligibility(places: JobPlace[]): JobPlace[] {
  const rows = places.map((p) =>
    !p.remote && p.city === null && (p.country !== null || p.state !== null)
      ? { ...p, city: REMOTE_CITY, remote: true }
      : p,
  );
  const named = rows.some((p) => p.remote && (p.state !== null || p.country !== null));
  const seen = new Set<string>();
  return rows.filter((p) => {
    if (named && p.remote && p.state === null && p.country === null) return false;
    const key = `${p.city ?? ''}|${p.state ?? ''}|${p.remote}`.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Apply Upstream's rules (function, level, type, places, clean text) to a posting; null when it has no title. */
export function normaliseJob(
  source: SourceJob,
  { jobPlaces, remoteRowFor, geography }: PlaceReader,
): NormalisedJob | null {
  const title = cleanTitle(source.title);
  if (title === '') return null;
  const department = cleanOptional(source.department);
  const employmentType = cleanOptional(source.employmentType, 100);
  let places = jobPlaces(source.places);
  if (places.length === 0 && source.fallbackPlaces) places = jobPlaces(source.fallbackPlaces);
  // The ATS's own field first, then its remote flag, then the words of the location.
  const workMode =
    source.workMode ??
    (source.remote ? 'remote' : null) ??
    sourcesWorkMode(source.places) ??
    (places.length > 0 && places.every((p) => p.remote) ? 'remote' : null);
  const remote = workMode === 'remote';
  // A remote job's countries, states and regions are where it may be done from, never offices ("United States |
  // Canada" of a remote job is remote in both); a bare remote row goes when another names where.
  if (remote) places = remoteEligibility(places);
  // A remote posting says where it may be done from: its own remote row, else the country of its places. A
  // place naming only that country ("United States" of a remote job) is then the remote row itself.
  if (remote && !places.some((p) => p.remote)) {
    const row = remoteRowFor(places);
    const onlyTheCountry = (p: JobPlace) =>
      p.city === null && p.country !== null && p.country === row.country && p.state === row.state;
    places = [...places.filter((p) => !onlyTheCountry(p)), row];
  }
  // Titles repeat within a board (and across a company's boards): what a title says is read once.
  const { remembered } = geography;
  const levelHint = cleanOptional(source.levelHint);
  const level = remembered.remember('level', `${title}\u0000${levelHint ?? ''}`, () =>
    jobLevel(title, levelHint),
  );
  const type = jobType({ title, employmentType, level, remote });
  const country = places.find((p) => p.country)?.country ?? null;
  const salary = salaryOf(source.salary, type === 'full-time' || type === 'remote', country);
  const description = htmlToPlainText(source.descriptionHtml) ?? cleanPlainText(source.descriptionText);
  const facts = jobFacts({ title, location: boardLocation(source.places), description, remote }, geography);
  // The facts added to the posting, not spread into it: a literal spread into past its ~30 fields is built
  // property by property, slower to make and to copy to the ingesting thread.
  const job = {
    externalId: source.externalId,
    title,
    titleKey: remembered.remember('titleKey', title, () => titleKey(title)),
    url: safeUrl(source.url),
    function: jobFunction(title, department, cleanOptional(source.functionHint), description, remembered),
    level,
    type,
    department,
    employmentType,
    description,
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary?.currency ?? null,
    salaryInterval: salary?.interval ?? null,
    salaryAnnualMin: salary?.annualMin ?? null,
    salaryAnnualMax: salary?.annualMax ?? null,
    workMode,
    remote,
    postedAt: validDate(source.postedAt),
    updatedAt: validDate(source.updatedAt),
    places,
    placesKey: placesKey(places),
    // Remembered: on real boards (copies of one opening per city) most keys repeat, and reading one costs twice
    // its key; on the simulator's boards, whose places vary more, most keys are new and it costs about the same.
    openingKey: remembered.remember('openingKey', JSON.stringify([title, department, places]), () =>
      openingKey({ title, department, places }),
    ),
    descriptionSketch: descriptionSketch(description),
  };
  return Object.assign(job, facts);
}

/** The board's own location words ("Remote - US", "USA, Canada"), as remote eligibility reads them. */
function boardLocation(places: readonly SourcePlace[]): string | null {
  const words = places
    .map((p) => (p.text !== undefined ? p.text : [p.city, p.region, p.country].filter(Boolean).join(', ')))
    .filter((w) => w.trim() !== '');
  return words.length > 0 ? words.join('; ') : null;
}
