import { sql } from 'kysely';

// A copy of an opening is never active (docs/decisions/0015): search shows its representative instead. A
// person's own lists (saved, tracked) name postings, not openings: one who saved a posting that became a copy
// still finds it there while its opening is shown.

/**
 * On jobs j: a copy whose opening is shown — open, not hidden by an operator, its representative active (a
 * copy of a silent board's opening is hidden with it).
 */
export const SHOWN_COPY = sql<boolean>`(j.opening_id IS NOT NULL AND j.closed_at IS NULL AND j.moderation IS NULL
  AND EXISTS (SELECT 1 FROM jobs shown WHERE shown.id = j.opening_id AND shown.active))`;
