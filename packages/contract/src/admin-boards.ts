import { z } from 'zod';
import { ATS_KINDS, boardRefSchema, boardSummarySchema } from './ingestion.ts';

// The console's Boards section: every board with its health, a preview fetch before adding one, fetch now,
// disable/enable, remove, and adding many from a pasted list.

export const adminBoardsResponseSchema = z.object({
  /** Failing boards first, then healthy, then disabled; by company within each. */
  boards: z.array(boardSummarySchema),
});
export type AdminBoardsResponse = z.infer<typeof adminBoardsResponseSchema>;

export const boardPreviewBodySchema = boardRefSchema;
export type BoardPreviewBody = z.input<typeof boardPreviewBodySchema>;

export const previewJobSchema = z.object({
  title: z.string(),
  location: z.string().describe("The job's places as a card shows them ('Remote' when remote only)"),
  department: z.string().nullable(),
  url: z.string(),
});

export const boardPreviewResponseSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** Postings the board lists now. */
    postings: z.number().int(),
    /** Of those, the ones Upstream could read as jobs (the rest lack a title or an id). */
    readable: z.number().int(),
    /** The first jobs it would ingest, as they would be stored. */
    jobs: z.array(previewJobSchema),
    /** Set when the board is already listed. */
    existing_board_id: z.number().int().nullable(),
  }),
  z.object({
    ok: z.literal(false),
    error: z.object({ kind: z.string(), message: z.string() }),
    existing_board_id: z.number().int().nullable(),
  }),
]);
export type BoardPreviewResponse = z.infer<typeof boardPreviewResponseSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

export const addBoardBodySchema = boardRefSchema.extend({
  company: z
    .string({ error: 'The company name is required.' })
    .trim()
    .min(1, 'The company name is required.')
    .max(200, 'The company name must be at most 200 characters.'),
  homepage_url: optionalText(500, 'The homepage must be at most 500 characters.').refine(
    (v) => v === null || /^https?:\/\/\S+$/i.test(v),
    'The homepage must be a web address starting with http:// or https://.',
  ),
  industry: optionalText(100, 'The industry must be at most 100 characters.'),
  /** The request this board answers (the Requests section's "add as board"). */
  request_id: z.number().int().positive().nullish(),
});
export type AddBoardBody = z.input<typeof addBoardBodySchema>;

/** What a fetch did, as the console reports it. */
export const boardFetchResultSchema = z.object({
  ok: z.boolean(),
  listed: z.number().int(),
  added: z.number().int(),
  edited: z.number().int(),
  closed: z.number().int(),
  reopened: z.number().int(),
  error: z.object({ kind: z.string(), message: z.string() }).nullable(),
});
export type BoardFetchResult = z.infer<typeof boardFetchResultSchema>;

export const addBoardResponseSchema = z.object({
  board: boardSummarySchema,
  fetch: boardFetchResultSchema,
  /** When added for a request: the requests answered 'added' and the people emailed. */
  request: z.object({ updated: z.number().int(), emailed: z.number().int() }).nullable(),
});
export type AddBoardResponse = z.infer<typeof addBoardResponseSchema>;

export const boardIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const boardFetchResponseSchema = z.object({
  board: boardSummarySchema,
  fetch: boardFetchResultSchema,
});

export const setBoardEnabledBodySchema = z.object({
  enabled: z.boolean({ error: 'Say enabled: true or false.' }),
});
/** An operator's industry for a board's company (null clears it, so its postings may tell it again). */
export const setBoardIndustryBodySchema = z.object({
  industry: optionalText(100, 'The industry must be at most 100 characters.'),
});
export const boardResponseSchema = z.object({ board: boardSummarySchema });
export const removeBoardResponseSchema = z.object({
  removed: z.literal(true),
  jobs_removed: z.number().int(),
});

export const BULK_BOARDS_MAX = 100;

export const bulkAddBoardsBodySchema = z.object({
  /** One board a line: `<ats> <token> [company name]`, by spaces, tabs or commas. */
  text: z
    .string({ error: 'Paste at least one line.' })
    .max(20_000, 'Paste at most 20,000 characters at once.')
    .refine((t) => t.trim().length > 0, 'Paste at least one line.'),
});

export const BULK_ADD_OUTCOMES = ['added', 'exists', 'failed', 'invalid'] as const;

export const bulkAddBoardsResponseSchema = z.object({
  results: z.array(
    z.object({
      line: z.number().int().describe('1-based line of the pasted text'),
      text: z.string(),
      outcome: z.enum(BULK_ADD_OUTCOMES),
      message: z.string(),
      ats: z.enum(ATS_KINDS).nullable(),
      token: z.string().nullable(),
      board_id: z.number().int().nullable(),
    }),
  ),
});
export type BulkAddBoardsResponse = z.infer<typeof bulkAddBoardsResponseSchema>;
