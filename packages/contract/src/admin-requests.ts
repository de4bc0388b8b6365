import { z } from 'zod';
import { REQUEST_TYPES } from './constants.ts';

// The console's Requests section: what members asked for (the Request Features form), identical requests
// grouped, and the operator's answer, which is emailed to the people who asked.

export const REQUEST_STATUSES = ['new', 'planned', 'added', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** The answers that are emailed to the people who asked. */
export const ANSWERED_REQUEST_STATUSES: readonly RequestStatus[] = ['added', 'declined'];

export const adminRequestSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  email: z.string().nullable().describe('Who asked (null once the account is gone)'),
  name: z.string().describe('The name as they typed it'),
  url: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  created_at: z.string(),
  status_changed_at: z.string().nullable(),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

export const requestGroupSchema = z.object({
  /** Identical requests share it: the type and the name, case and spacing aside. */
  key: z.string(),
  type: z.enum(REQUEST_TYPES),
  name: z.string().describe('The name as first asked'),
  url: z.string().nullable().describe('The latest address someone gave'),
  count: z.number().int(),
  /** The newest request's status (a request filed after an answer shows the group as new again). */
  status: z.enum(REQUEST_STATUSES),
  first_at: z.string(),
  last_at: z.string(),
  requests: z.array(adminRequestSchema).describe('Newest first'),
});
export type RequestGroup = z.infer<typeof requestGroupSchema>;

export const adminRequestsQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  type: z.enum(REQUEST_TYPES).optional(),
});

export const adminRequestsResponseSchema = z.object({
  /** New first, then by the latest request. */
  groups: z.array(requestGroupSchema),
});
export type AdminRequestsResponse = z.infer<typeof adminRequestsResponseSchema>;

export const setRequestStatusBodySchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'Name the requests to answer.' })
    .min(1, 'Name at least one request.')
    .max(500, 'Answer at most 500 requests at once.'),
  status: z.enum(REQUEST_STATUSES, { error: `The status is one of: ${REQUEST_STATUSES.join(', ')}.` }),
  /** For 'added': the company on Upstream whose jobs the email links to (default: the request's name). */
  company: z.string().trim().max(200).nullish(),
});
export type SetRequestStatusBody = z.input<typeof setRequestStatusBodySchema>;

export const setRequestStatusResponseSchema = z.object({
  /** Requests whose status changed. */
  updated: z.number().int(),
  /** People told by email (a person who opted out of email is not). */
  emailed: z.number().int(),
  /** The company's search page, linked from an 'added' answer. */
  search_url: z.string().nullable(),
});
export type SetRequestStatusResponse = z.infer<typeof setRequestStatusResponseSchema>;
