import { z } from 'zod';
import { JOB_STATUSES } from './constants.ts';
import { apiErrorSchema } from './errors.ts';

// The inbox: a member's private forwarding address for hiring mail, what arrived at it and what it changed on
// the tracker, and the providers' inbound webhook. The schemas are declared here and spread into ENDPOINT_SCHEMAS;
// the paths are lines of ENDPOINTS (endpoints.ts), which must stay plain data (no zod in the web's first load).

export const INBOX_OUTCOMES = ['received', 'interview', 'rejected', 'offer', 'other'] as const;
/** What the inbox did with a message: moved the status, asked the member, or changed nothing. */
export const INBOX_DECISIONS = [
  'moved',
  'suggested',
  'no_change',
  'accepted',
  'dismissed',
  'undone',
] as const;

export const inboxAddressSchema = z.object({
  /** track+<token>@<INBOUND_DOMAIN>, or null when the member has revoked it (or the inbox is off). */
  address: z.string().nullable(),
  enabled: z.boolean().describe('Does this service receive forwarded mail at all (INBOUND_DOMAIN set)?'),
});
export type InboxAddress = z.infer<typeof inboxAddressSchema>;

export const inboxMessageSchema = z.object({
  id: z.number(),
  received_at: z.string(),
  sender: z.string().nullable(),
  subject: z.string().nullable(),
  sent_at: z.string().nullable(),
  outcome: z.enum(INBOX_OUTCOMES).nullable(),
  company: z.string().nullable(),
  job_title: z.string().nullable(),
  sentence: z.string().nullable(),
  decision: z.enum([...INBOX_DECISIONS, 'pending']),
  reason: z.string().nullable(),
  job_id: z.number().nullable(),
  status_before: z.enum(JOB_STATUSES).nullable(),
  status_after: z.enum(JOB_STATUSES).nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxMessagesSchema = z.object({ messages: z.array(inboxMessageSchema) });
export const inboxMessageParams = z.object({ id: z.coerce.number().int().positive() });
export const inboundMailQuery = z.object({
  to: z
    .string()
    .max(320)
    .optional()
    .describe('The recipient, when the provider does not keep it in the message'),
});
export const inboundMailAnswerSchema = z.object({ accepted: z.literal(true), message_id: z.number() });

const refused = (when: string) => apiErrorSchema.describe(when);
const asMember = {
  401: refused('Not signed in'),
  403: refused('Signed in without access yet, or a cross-site call'),
};
const noMessage = { 404: refused('No such message of yours') };
const messageAction = {
  auth: 'member' as const,
  params: inboxMessageParams,
  response: {
    200: inboxMessageSchema,
    400: refused('This message cannot do that now'),
    ...asMember,
    ...noMessage,
  },
};

export const INBOX_ENDPOINT_SCHEMAS = {
  inboxAddress: { auth: 'member', response: { 200: inboxAddressSchema, ...asMember } },
  rotateInboxAddress: { auth: 'member', response: { 200: inboxAddressSchema, ...asMember } },
  revokeInboxAddress: { auth: 'member', response: { 200: inboxAddressSchema, ...asMember } },
  inboxMessages: { auth: 'member', response: { 200: inboxMessagesSchema, ...asMember } },
  undoInboxMessage: messageAction,
  acceptInboxMessage: messageAction,
  dismissInboxMessage: messageAction,
  deleteInboxMessage: {
    auth: 'member',
    params: inboxMessageParams,
    response: { 200: z.object({ ok: z.literal(true) }), ...asMember, ...noMessage },
  },
  inboundMail: {
    hide: true,
    querystring: inboundMailQuery,
    response: {
      202: inboundMailAnswerSchema,
      400: refused('The body is not an email Upstream can read'),
      401: refused('The shared secret is missing or wrong'),
      404: refused('No forwarding address matches the recipient'),
      413: refused('The email is larger than INBOUND_MAX_BYTES'),
      429: refused('Too many emails to this address this hour'),
      503: refused('The inbound webhook is off (INBOUND_WEBHOOK_SECRET not set)'),
    },
  },
} as const;
