import { sql } from 'kysely';
import { CARD_FACTS } from './joins.ts';
import { CARD_LISTING_EVIDENCE } from './listing-evidence.ts';

/**
 * What a job's card shows beyond its summary, for the cards other modules draw (the tracker's): job_id, the
 * read facts (visa_sponsorship, visa_sentence, remote_eligibility) and the listing evidence (listing), exactly
 * as the search card has them.
 */
export const jobCardFacts = () => sql`
  SELECT j.id AS job_id, ${CARD_FACTS}, ${CARD_LISTING_EVIDENCE}
  FROM jobs j JOIN companies c ON c.id = j.company_id`;
