import { z } from 'zod';
import {
  DEFAULT_REQUEST_TYPE,
  REQUEST_FIELD_MAX,
  REQUEST_REQUIRED,
  REQUEST_TOO_LONG,
  REQUEST_TYPES,
  REQUEST_URL_NOT_WEB,
} from './constants.ts';

// The content calls: the request form and group-advising alert (spec §7), and the Markdown content the
// product serves as sanitised HTML or structured entries (release history, monthly updates, roadmap,
// resources). Content HTML is sanitised on the server; the client inserts it as-is.

export const requestTypeSchema = z.enum(REQUEST_TYPES);
export type RequestType = z.infer<typeof requestTypeSchema>;

const requestName = z
  .string({ error: REQUEST_REQUIRED })
  .trim()
  .min(1, REQUEST_REQUIRED)
  .max(REQUEST_FIELD_MAX, REQUEST_TOO_LONG);

/**
 * A request's address as a web address: one without a scheme ('acme.com/careers') is taken as https; any
 * scheme but http(s) (javascript:, data:, file:…) is refused, so the address is safe to show as a link.
 */
export function webAddress(value: string): string | null {
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value);
  const candidate = hasScheme ? value : `https://${value}`;
  if (!/^https?:\/\//i.test(candidate)) return null;
  try {
    return new URL(candidate).hostname ? candidate : null;
  } catch {
    return null;
  }
}

/** POST /api/post/request (spec §3 Request, §5). An empty url means none. */
export const requestBodySchema = z.object({
  type: requestTypeSchema.default(DEFAULT_REQUEST_TYPE),
  name: requestName,
  url: z
    .string()
    .trim()
    .max(REQUEST_FIELD_MAX, REQUEST_TOO_LONG)
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const web = webAddress(v);
      if (!web) ctx.addIssue({ code: 'custom', message: REQUEST_URL_NOT_WEB });
      return web;
    }),
});
export type RequestBody = z.input<typeof requestBodySchema>;

/**
 * The request form's rules: spec §5 puts the message of a too-long URL on the name field, where the
 * user is looking, so the form schema reports it there.
 */
export const requestFormSchema = z
  .object({ type: requestTypeSchema, name: z.string(), url: z.string() })
  .superRefine((value, ctx) => {
    const name = value.name.trim();
    if (!name) ctx.addIssue({ code: 'custom', path: ['name'], message: REQUEST_REQUIRED });
    else if (name.length > REQUEST_FIELD_MAX || value.url.trim().length > REQUEST_FIELD_MAX)
      ctx.addIssue({ code: 'custom', path: ['name'], message: REQUEST_TOO_LONG });
  });
export type RequestForm = z.infer<typeof requestFormSchema>;

export const requestResponseSchema = z.object({
  id: z.number().int(),
  type: requestTypeSchema,
  name: z.string(),
  url: z.string().nullable(),
});
export type RequestResponse = z.infer<typeof requestResponseSchema>;

/** POST /api/post/group-advising-alert: `notified` is false when today's alert was already sent. */
export const groupAdvisingAlertResponseSchema = z.object({ notified: z.boolean() });

/** One release of the release history (spec §2): the body holds the description and the bullet list. */
export const releaseSchema = z.object({
  version: z.string(),
  title: z.string(),
  date: z.string(),
  html: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;

/** GET /api/get/release-history: v0.2.x, newest first; `current` is the running version. */
export const releaseHistoryResponseSchema = z.object({
  current: z.string(),
  releases: z.array(releaseSchema),
});
export type ReleaseHistoryResponse = z.infer<typeof releaseHistoryResponseSchema>;

/** GET /api/get/release-history-archive (admin only): Version 0.1, v0.1.41 down to v0.1.0. */
export const releaseArchiveResponseSchema = z.object({
  heading: z.string(),
  releases: z.array(releaseSchema),
});
export type ReleaseArchiveResponse = z.infer<typeof releaseArchiveResponseSchema>;

export const monthlyUpdateSchema = z.object({
  slug: z.string(),
  month: z.string(),
  title: z.string(),
  html: z.string(),
});
export type MonthlyUpdate = z.infer<typeof monthlyUpdateSchema>;

/** GET /api/get/monthly-updates (members): newest first. */
export const monthlyUpdatesResponseSchema = z.object({
  mostRecent: z.string(),
  updates: z.array(monthlyUpdateSchema),
});
export type MonthlyUpdatesResponse = z.infer<typeof monthlyUpdatesResponseSchema>;

export const checklistItemSchema = z.object({ html: z.string(), done: z.boolean() });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const roadmapMonthSchema = z.object({
  slug: z.string(),
  month: z.string(),
  theme: z.string(),
  html: z.string(),
  ideas: z.array(checklistItemSchema),
  bugs: z.array(checklistItemSchema),
});
export type RoadmapMonth = z.infer<typeof roadmapMonthSchema>;

/** GET /api/get/roadmap (members): the admin's answer also carries the admin-only bug items. */
export const roadmapResponseSchema = z.object({
  lastUpdate: z.string(),
  outOfDateAsOf: z.string(),
  /** The roadmap's own note (sanitised HTML), saying how current it is. */
  note: z.string(),
  months: z.array(roadmapMonthSchema),
});
export type RoadmapResponse = z.infer<typeof roadmapResponseSchema>;

/** GET /api/get/roadmap-history (admin only): earlier months' checklists, newest first. */
export const roadmapHistoryResponseSchema = z.object({ months: z.array(roadmapMonthSchema) });
export type RoadmapHistoryResponse = z.infer<typeof roadmapHistoryResponseSchema>;

export const resourceLinkSchema = z.object({
  name: z.string(),
  url: z.string(),
  description: z.string(),
  ai: z.boolean(),
  free: z.boolean(),
  paid: z.boolean(),
});
export type ResourceLink = z.infer<typeof resourceLinkSchema>;

export const resourceCategorySchema = z.object({
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  links: z.array(resourceLinkSchema),
});
export type ResourceCategory = z.infer<typeof resourceCategorySchema>;

/** GET /api/get/resources (public): the cards of /resources, links in alphabetical order. */
export const resourcesResponseSchema = z.object({ categories: z.array(resourceCategorySchema) });
export type ResourcesResponse = z.infer<typeof resourcesResponseSchema>;
