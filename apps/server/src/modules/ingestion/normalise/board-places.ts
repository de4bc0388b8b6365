import { openingKey } from '../../catalogue/index.ts';
import type { NormalisedJob } from './index.ts';
import { type JobPlace, placesKey } from './location.ts';

/** A place another posting of the board already has (from this fetch, or stored from an earlier one). */
export interface BoardPlace {
  /** The posting it belongs to, so a board counts each posting's country once. */
  job: string;
  city: string | null;
  state: string | null;
  country: string | null;
}

/**
 * A board's country is read for a label only when at least this many of its other postings have a country and
 * nearly all of them ({@link BOARD_COUNTRY_SHARE}) are in one: a board with a handful of postings says too little.
 */
const BOARD_COUNTRY_MIN = 3;
const BOARD_COUNTRY_SHARE = 0.9;

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const unplaced = (p: JobPlace) => !p.remote && p.country === null && p.city !== null;

/** Whether a posting has an on-site place no gazetteer could give a country: the board may tell it. */
export const hasUnplacedLabel = (job: NormalisedJob) => job.places.some(unplaced);

/** Every place of the jobs, as the board's other postings see them. */
export function boardPlacesOf(jobs: readonly NormalisedJob[]): BoardPlace[] {
  return jobs.flatMap((j) =>
    j.places.map((p) => ({ job: j.externalId, city: p.city, state: p.state, country: p.country })),
  );
}

/**
 * Labels no gazetteer knows ("Washington Square", "Elementary School", "Dark Wolf Hubs"), read from the board they
 * are posted on: the place the same label has on another posting of the board, else the one country nearly all
 * the board's other postings are in. A label is never made a country's city by anything else; the city stays the
 * board's own word. `stored` holds the places of the board's postings this fetch does not normalise again.
 */
export function placeBoardLabels(
  jobs: readonly NormalisedJob[],
  stored: readonly BoardPlace[] = [],
): NormalisedJob[] {
  if (!jobs.some(hasUnplacedLabel)) return [...jobs];
  const fresh = new Set(jobs.map((j) => j.externalId));
  const known = [...stored.filter((p) => !fresh.has(p.job)), ...boardPlacesOf(jobs)];

  // A label's place where the board gives one: the commonest country it is named with.
  const labelled = new Map<string, Map<string, { place: BoardPlace; jobs: Set<string> }>>();
  // Each posting's countries, once a posting.
  const countriesOf = new Map<string, Set<string>>();
  for (const p of known) {
    if (p.country === null) continue;
    const countries = countriesOf.get(p.job) ?? new Set<string>();
    countries.add(p.country);
    countriesOf.set(p.job, countries);
    if (p.city === null) continue;
    const label = fold(p.city);
    const byCountry = labelled.get(label) ?? new Map();
    labelled.set(label, byCountry);
    const seen = byCountry.get(p.country) ?? { place: p, jobs: new Set<string>() };
    seen.jobs.add(p.job);
    byCountry.set(p.country, seen);
  }

  const boardCountry = (job: string): string | null => {
    const counts = new Map<string, number>();
    let placed = 0;
    for (const [other, countries] of countriesOf) {
      if (other === job) continue;
      placed++;
      for (const c of countries) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    if (placed < BOARD_COUNTRY_MIN) return null;
    for (const [country, n] of counts) if (n / placed >= BOARD_COUNTRY_SHARE) return country;
    return null;
  };

  const labelPlace = (city: string): Pick<JobPlace, 'state' | 'country'> | null => {
    const byCountry = labelled.get(fold(city));
    if (!byCountry) return null;
    const best = [...byCountry.values()].sort((a, b) => b.jobs.size - a.jobs.size)[0];
    return best ? { state: best.place.state, country: best.place.country } : null;
  };

  return jobs.map((job) => {
    if (!hasUnplacedLabel(job)) return job;
    let country: string | null | undefined;
    const places = job.places.map((p) => {
      if (!unplaced(p) || p.city === null) return p;
      const same = labelPlace(p.city);
      if (same) return { ...p, state: p.state ?? same.state, country: same.country };
      if (country === undefined) country = boardCountry(job.externalId);
      return country ? { ...p, country } : p;
    });
    return {
      ...job,
      places,
      placesKey: placesKey(places),
      openingKey: openingKey({ title: job.title, department: job.department, places }),
    };
  });
}
