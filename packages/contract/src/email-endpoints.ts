import { z } from 'zod';
import {
  type EndpointSchemas,
  file,
  idParams,
  invalid,
  missing,
  redirect,
  refused,
  tokenQuery,
} from './endpoint-shared.ts';
import type { EndpointName } from './endpoints.ts';
import { mailboxMessageDetailSchema, mailboxResponseSchema, unsubscribeViewSchema } from './searches.ts';

/** The links in emails (unsubscribe, opens, clicks) and the development mailbox. */
export const emailEndpoints = {
  unsubscribeView: {
    querystring: tokenQuery,
    response: { 200: unsubscribeViewSchema, 400: refused('The unsubscribe link is damaged') },
  },
  unsubscribe: {
    summary: 'Unsubscribe (RFC 8058 one-click posts here from mail clients, with the token in the query)',
    querystring: tokenQuery,
    body: z
      .object({ token: z.string().optional(), scope: z.enum(['search', 'all']).optional() })
      .passthrough()
      .nullish(),
    response: { 200: unsubscribeViewSchema, 400: refused('The unsubscribe link is damaged') },
  },
  emailOpened: {
    hide: true,
    params: idParams,
    querystring: z.object({ sig: z.string().optional() }),
    response: { 200: file('image/gif'), ...invalid },
  },
  emailLinkClicked: {
    hide: true,
    params: idParams,
    querystring: z.object({ url: z.string().optional(), sig: z.string().optional() }),
    response: { 302: redirect('the link in the email'), ...invalid },
  },
  emailJobClicked: {
    hide: true,
    params: z.object({
      id: z.coerce.number().int().positive(),
      jobId: z.coerce.number().int().positive(),
    }),
    querystring: z.object({ sig: z.string().optional() }),
    response: { 302: redirect("the job's page"), ...invalid, ...missing('The job is no longer listed') },
  },
  devMailbox: {
    summary: 'The development outbox: every email the service recorded (never in production)',
    querystring: z.object({
      to: z.string().optional(),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
    response: { 200: mailboxResponseSchema, ...invalid, ...missing('Not available in production') },
  },
  devMailboxMessage: {
    params: idParams,
    response: { 200: mailboxMessageDetailSchema, ...invalid, ...missing('No email with that id') },
  },
} satisfies Partial<Record<EndpointName, EndpointSchemas>>;
