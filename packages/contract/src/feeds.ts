import { z } from 'zod';

// A saved search's private feed for feed readers and scripts: Atom and JSON Feed 1.1 at a secret URL.

/** How many of the newest matching jobs a feed lists. */
export const FEED_JOBS = 50;

export const savedSearchFeedSchema = z.object({
  search_id: z.number().int(),
  atom_url: z.string(),
  json_url: z.string(),
});
export type SavedSearchFeed = z.infer<typeof savedSearchFeedSchema>;

export const savedSearchFeedsResponseSchema = z.object({ feeds: z.array(savedSearchFeedSchema) });

export const savedSearchFeedRequestSchema = z.object({ search_id: z.coerce.number().int().positive() });
