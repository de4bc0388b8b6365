import { mailboxMessageDetailSchema, mailboxResponseSchema, unsubscribeViewSchema } from '@upstream/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { asLinkPage } from '../../http/link-page.ts';
import * as repo from './repo.ts';
import type { EmailDeps } from './service.ts';
import * as service from './service.ts';

// The smallest transparent GIF: the open pixel.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** HTTP routes of the email module: unsubscribe, open and click tracking, and the development mailbox. */
export const emailRoutes: FastifyPluginAsyncZod<EmailDeps> = async (app, deps) => {
  app.get(
    '/api/email/unsubscribe',
    {
      schema: {
        querystring: z.object({ token: z.string().optional() }),
        response: { 200: unsubscribeViewSchema },
      },
    },
    async (request) => service.describeUnsubscribe(deps, request.query.token),
  );

  // RFC 8058 one-click: the mail client POSTs 'List-Unsubscribe=One-Click' to the address in the header, from
  // wherever it runs; the signed token is the authority. Our unsubscribe page posts here too, with a scope.
  app.post(
    '/api/email/unsubscribe',
    {
      config: { allowCrossOrigin: true },
      schema: {
        querystring: z.object({ token: z.string().optional() }),
        body: z
          .object({ token: z.string().optional(), scope: z.enum(['search', 'all']).optional() })
          .passthrough()
          .nullish(),
        response: { 200: unsubscribeViewSchema },
      },
    },
    async (request) =>
      service.unsubscribe(deps, request.body?.token ?? request.query.token, request.body?.scope ?? undefined),
  );

  app.get(
    '/api/email/open/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      await service.recordOpen(deps, request.params.id, request.query.sig);
      return reply.header('cache-control', 'no-store, private').type('image/gif').send(PIXEL);
    },
  );

  app.get(
    '/api/email/click/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ url: z.string().optional(), sig: z.string().optional() }),
      },
    },
    (request, reply) =>
      asLinkPage(request, reply, async () => {
        const { id } = request.params;
        const target = await service.recordClick(deps, id, request.query.url, request.query.sig);
        return reply.header('cache-control', 'no-store, private').redirect(target, 302);
      }),
  );

  app.get(
    '/api/email/click/:id/jobs/:jobId',
    {
      schema: {
        hide: true,
        params: z.object({
          id: z.coerce.number().int().positive(),
          jobId: z.coerce.number().int().positive(),
        }),
        querystring: z.object({ sig: z.string().optional() }),
      },
    },
    (request, reply) =>
      asLinkPage(request, reply, async () => {
        const { id, jobId } = request.params;
        const target = await service.recordJobClick(deps, id, jobId, request.query.sig);
        return reply.header('cache-control', 'no-store, private').redirect(target, 302);
      }),
  );

  // The outbox, for development and tests: every email the service recorded, with its body. Never in production.
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        querystring: z.object({
          to: z.string().optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: mailboxResponseSchema },
      },
    },
    async (request) => {
      if (deps.config.isProduction) throw notFound();
      return { messages: await repo.listMailbox(deps.db, request.query) };
    },
  );

  app.get(
    '/api/dev/mailbox/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: mailboxMessageDetailSchema },
      },
    },
    async (request) => {
      if (deps.config.isProduction) throw notFound();
      const message = await repo.findMailboxMessage(deps.db, request.params.id);
      if (!message) throw notFound('No email with that id.');
      return message;
    },
  );
};
