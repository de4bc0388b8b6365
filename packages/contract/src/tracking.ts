import { z } from 'zod';
import { JOB_NOTE_MAX, JOB_STATUSES } from './constants.ts';
import { apiErrorSchema } from './errors.ts';
import { jobSchema } from './jobs.ts';
import { NEXT_DATE_LABELS } from './tracking-board.ts';

// Payloads and answers of the tracking calls (spec §7), plus the tracker board, calendar feed, CSV and
// blocked companies that the product adds. Field names follow the spec word for word.

/** Form posts send strings; JSON sends numbers. Both are accepted for ids. */
const id = z.coerce.number().int().positive();
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const jobStatusSchema = z.enum(JOB_STATUSES);

export const userJobSavedSchema = z.object({ job_id: id, save_job: flag });
export const userJobFlaggedSchema = z.object({ job_id: id, flag_job: flag });
export const userJobHiddenSchema = z.object({ job_id: id, hide_job: flag });
export const updateJobStatusSchema = z.object({
  job_id: id,
  job_status: jobStatusSchema.nullable(),
});
export const userCompanySavedSchema = z.object({ company_id: id, save_company: flag });
export const userCompanyBlockedSchema = z.object({ company_id: id, block_company: flag });

export const jobNoteTextSchema = z
  .string()
  .trim()
  .min(1, 'Must write something to add a note')
  .max(JOB_NOTE_MAX, 'Too long.');
export const addJobNotesSchema = z.object({ job_id: id, note: jobNoteTextSchema });
export const fetchAllJobNotesSchema = z.object({ job_id: id });
export const deleteJobNoteSchema = z.object({ job_id: id, job_note_id: id });

/** Spec §3 Job note. create_ts is ISO 8601. */
export const jobNoteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  create_ts: z.string(),
  is_status: z.boolean(),
});
export type JobNote = z.infer<typeof jobNoteSchema>;

/** fetch-all-job-notes: job_notes[0] is the list, newest first. */
export const jobNotesResponseSchema = z.object({ job_notes: z.tuple([z.array(jobNoteSchema)]) });
/** add-job-notes and delete-job-note also carry job_notes_count[0][0].job_notes_count. */
export const jobNotesWithCountResponseSchema = jobNotesResponseSchema.extend({
  job_notes_count: z.tuple([z.tuple([z.object({ job_notes_count: z.number().int() })])]),
});
export type JobNotesWithCountResponse = z.infer<typeof jobNotesWithCountResponseSchema>;

/** GET /api/get/saved-and-tracked-jobs-counts: counts[0][0]. */
export const savedAndTrackedCountsSchema = z.object({
  counts: z.tuple([z.tuple([z.object({ saved_jobs: z.number().int(), tracked_jobs: z.number().int() })])]),
});
export type SavedAndTrackedCounts = z.infer<typeof savedAndTrackedCountsSchema>;

/** The answer of the toggle and status calls (the spec leaves their bodies open). */
export const okSchema = z.object({ ok: z.literal(true) });

/** 403 answer of a call that would track one job more than the plan allows (spec §6). */
export const trackedLimitErrorSchema = apiErrorSchema.extend({ upgrade_url: z.string() });

// ---- The tracker board (beyond the spec) ----

export const nextDateLabelSchema = z.enum(NEXT_DATE_LABELS);
export type NextDateLabel = z.infer<typeof nextDateLabelSchema>;

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31');

export const updateJobNextDateSchema = z.object({
  job_id: id,
  next_date: isoDateSchema.nullable(),
  next_date_label: nextDateLabelSchema.nullable().default(null),
});

export const trackedJobSchema = jobSchema.extend({
  current_status: jobStatusSchema,
  status_changed_at: z.string(),
  next_date: isoDateSchema.nullable(),
  next_date_label: nextDateLabelSchema.nullable(),
  /** When the job left its board (ISO 8601); null while still posted. */
  closed_at: z.string().nullable(),
  /** Applied with no change for GHOSTED_SUGGESTION_DAYS: the board offers 'Ghosted'. */
  suggest_ghosted: z.boolean(),
  /** Added by the person through a CSV import rather than found on a job board. */
  imported: z.boolean(),
  /** Upstream took it down for everyone (members flagged it as a problem). */
  removed: z.boolean().optional(),
});
export type TrackedJob = z.infer<typeof trackedJobSchema>;

export const trackerResponseSchema = z.object({ tracked_jobs: z.array(trackedJobSchema) });
export type TrackerResponse = z.infer<typeof trackerResponseSchema>;

export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

// ---- CSV import ----

export const importTrackerResponseSchema = z.object({
  imported_jobs: z.number().int(),
  imported_notes: z.number().int(),
  skipped: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type ImportTrackerResponse = z.infer<typeof importTrackerResponseSchema>;

// ---- Blocked companies ----

export const blockedCompanySchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  blocked_at: z.string(),
});
export type BlockedCompany = z.infer<typeof blockedCompanySchema>;
export const blockedCompaniesResponseSchema = z.object({ blocked_companies: z.array(blockedCompanySchema) });
