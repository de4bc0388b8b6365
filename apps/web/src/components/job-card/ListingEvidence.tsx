import { FLAG_OUTCOME_WORDS, type Job, listingReasons } from '@upstream/contract';
import { useRenderNow } from '../../lib/render-clock.tsx';
import './listing-evidence.scss';

/**
 * The card's listing history and flag outcome (issue 23): a calm line of plain facts, each with its reason
 * ("Listed for 94 days · reposted 3 times since August"), shown only when one applies, and what the operator
 * did about the viewer's flag ("You flagged this job; the operator closed it.").
 */
export function ListingEvidence({ job, flagged }: { job: Job; flagged: boolean }) {
  const now = useRenderNow();
  const reasons = listingReasons(job.listing, now ?? new Date());
  const outcome = flagged && job.flag_outcome ? FLAG_OUTCOME_WORDS[job.flag_outcome] : null;
  if (reasons.length === 0 && outcome === null) return null;
  const line = reasons.join(' · ');
  return (
    <>
      {line && (
        <p className="job-card-evidence small">
          <span className="visually-hidden">Listing history: </span>
          {line.charAt(0).toUpperCase() + line.slice(1)}
        </p>
      )}
      {outcome && <FlagOutcomeNote outcome={job.flag_outcome} />}
    </>
  );
}

/** What the operator did about the viewer's flag, in one sentence (the card and the tracker). */
export function FlagOutcomeNote({ outcome }: { outcome: Job['flag_outcome'] }) {
  if (!outcome) return null;
  return <p className="job-card-flag-outcome small">You flagged this job; {FLAG_OUTCOME_WORDS[outcome]}.</p>;
}
