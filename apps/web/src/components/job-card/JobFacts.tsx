import { type Job, VISA_LABELS } from '@upstream/contract';
import { useId, useState } from 'react';
import './job-facts.scss';

interface Fact {
  key: string;
  line: string;
  /** The posting's own words that decided the line. */
  sentence: string;
}

/** The facts a card reads from the posting (issues 22, 23): where a remote job is open, and visa sponsorship. */
export function jobFactLines(
  job: Pick<Job, 'remote_eligibility' | 'visa_sponsorship' | 'visa_sentence'>,
): Fact[] {
  const facts: Fact[] = [];
  if (job.remote_eligibility) {
    facts.push({
      key: 'remote',
      line: `Remote · ${job.remote_eligibility.label}`,
      sentence: job.remote_eligibility.sentence,
    });
  }
  if (job.visa_sponsorship && job.visa_sentence) {
    facts.push({ key: 'visa', line: VISA_LABELS[job.visa_sponsorship], sentence: job.visa_sentence });
  }
  return facts;
}

/**
 * The card's lines of facts, each with the posting's sentence that decided it: shown on hover (title) and, on a
 * tap or a key press, below the line (a phone has no hover).
 */
export function JobFacts({
  job,
}: {
  job: Pick<Job, 'remote_eligibility' | 'visa_sponsorship' | 'visa_sentence'>;
}) {
  const facts = jobFactLines(job);
  const [open, setOpen] = useState<string | null>(null);
  const id = useId();
  if (facts.length === 0) return null;
  return (
    <ul className="job-card-read-facts list-unstyled small" aria-label="What the posting says">
      {facts.map((fact) => {
        const sentenceId = `${id}-${fact.key}`;
        const shown = open === fact.key;
        return (
          <li key={fact.key} className={`job-card-read-fact job-card-read-fact--${fact.key}`}>
            <button
              type="button"
              className="btn btn-link p-0 text-start job-card-read-fact-line"
              title={fact.sentence}
              aria-expanded={shown}
              aria-controls={sentenceId}
              onClick={() => setOpen(shown ? null : fact.key)}
            >
              {fact.line}
            </button>
            <q id={sentenceId} className="job-card-read-fact-sentence text-body-secondary" hidden={!shown}>
              {fact.sentence}
            </q>
          </li>
        );
      })}
    </ul>
  );
}
