import type { AppDeps } from '../../deps.ts';
import { storedFacts } from '../catalogue/index.ts';
import type { SearchCacheDropper } from '../job-search/index.ts';
import { JOB_FACTS_VERSION, jobFacts } from './normalise/job-facts.ts';
import type { PlaceReader } from './normalise/location.ts';

// Stored jobs read by an older facts reader (or none: jobs stored before the facts existed) are re-read from
// their stored words in the background, so a better reading reaches every job, not only the ones whose board
// is rewritten next (an unchanged posting is never rewritten).

export const REFRESH_JOB_FACTS_WORK = 'ingestion.refresh-job-facts';
/** Jobs read and written per statement: one round trip each way, a short transaction. */
export const FACTS_BATCH = 500;
/** Batches per run: a run ends within a minute or so, and queues the next one while jobs are left. */
export const FACTS_BATCHES_PER_RUN = 20;

type Deps = Pick<AppDeps, 'db' | 'queue'> & {
  places: Pick<PlaceReader, 'geography'>;
  searchCacheDropper: SearchCacheDropper;
};

/**
 * The board's location words, as near as the stored places give them back: "Remote - US" for a remote place,
 * "Austin, TX, US" for another (the reader looks there when the description does not say where).
 */
export function storedLocationWords(places: storedFacts.StoredPosting['places']): string | null {
  const words = places.map((p) =>
    p.remote
      ? ['Remote', p.state].filter(Boolean).join(' - ')
      : [p.city, p.state, p.country].filter(Boolean).join(', '),
  );
  const said = words.filter((w) => w !== '');
  return said.length > 0 ? said.join('; ') : null;
}

export interface FactsRefresh {
  /** Jobs re-read. */
  read: number;
  /** Of them, those whose reading changed. */
  changed: number;
  /** Whether jobs are left for another run. */
  more: boolean;
}

/**
 * Re-read the facts of up to `batches` × `batchSize` stored jobs of an older reader. Resumable by nature: each
 * job is stamped with the version that read it, so a run that stops leaves only the jobs it did not reach.
 */
export async function refreshStoredJobFacts(
  deps: Deps,
  { batches = FACTS_BATCHES_PER_RUN, batchSize = FACTS_BATCH } = {},
): Promise<FactsRefresh> {
  const outcome: FactsRefresh = { read: 0, changed: 0, more: false };
  for (let batch = 0; batch < batches; batch++) {
    const jobs = await storedFacts.jobsWithOlderFacts(deps.db, JOB_FACTS_VERSION, batchSize);
    if (jobs.length === 0) break;
    const rows = jobs.map((job) => ({
      id: job.id,
      ...jobFacts(
        {
          title: job.title,
          location: storedLocationWords(job.places),
          description: job.description,
          remote: job.remote,
        },
        deps.places.geography,
      ),
    }));
    outcome.read += jobs.length;
    outcome.changed += await storedFacts.writeJobFacts(deps.db, JOB_FACTS_VERSION, rows);
    outcome.more = jobs.length === batchSize;
    if (!outcome.more) break;
  }
  // Search counts filtered on these facts ("sponsors", "remote · Portugal") are recounted.
  if (outcome.changed > 0) await deps.searchCacheDropper.jobsChanged();
  return outcome;
}

/** One run of the background work: re-read a bounded share, and queue the next run while jobs are left. */
export async function runFactsRefresh(
  deps: Deps,
  bounds?: { batches?: number; batchSize?: number },
): Promise<FactsRefresh> {
  const outcome = await refreshStoredJobFacts(deps, bounds);
  // One next run at a time, however many runs end together.
  if (outcome.more) await deps.queue.send(REFRESH_JOB_FACTS_WORK, {}, { singletonKey: 'next' });
  return outcome;
}
