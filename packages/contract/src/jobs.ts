import { z } from 'zod';
import { JOB_STATUSES } from './constants.ts';

export const jobLocationSchema = z.object({ city: z.string().nullable(), state: z.string().nullable() });

/** A job as search returns it (spec §3 Job). Per-user fields are false/null/0 for visitors. */
export const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  locations: z.array(jobLocationSchema),
  url: z.string(),
  /** When Upstream first saw the job (ISO 8601); the card shows it as 'added …' in CT. */
  formatted_date: z.string(),
  industry: z.string().nullable(),
  homepage_url: z.string().nullable(),
  saved: z.boolean(),
  flagged: z.boolean(),
  hidden: z.boolean(),
  level: z.string(),
  type: z.string(),
  function: z.string(),
  job_notes_count: z.number().int(),
  current_status: z.enum(JOB_STATUSES).nullable(),
  company_id: z.number().int(),
  company_saved: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;
