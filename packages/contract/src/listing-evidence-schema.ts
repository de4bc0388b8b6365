import { z } from 'zod';

// The schema of a card's ghost-job evidence (listing-evidence.ts has its rules, without zod).

/** The facts behind a card's evidence line, as the search returns them. */
export const listingEvidenceSchema = z.object({
  /** When the posting's listing began (its listing time, decision 0013; else its posted date), ISO 8601. */
  listed_since: z.string(),
  /** How many times the company took it down and put it up again (a repost keeps its original's listing time). */
  reposts: z.number().int().min(0),
  /** The company's share of open jobs listed LONG_LISTED_DAYS (listing-evidence.ts) or more (0–1), null when too few to say. */
  company_long_listed_share: z.number().min(0).max(1).nullable(),
});
export type ListingEvidence = z.infer<typeof listingEvidenceSchema>;
