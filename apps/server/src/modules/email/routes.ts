import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { asLinkPage } from '../../http/link-page.ts';
import * as repo from './repo.ts';
import type { EmailDeps } from './service.ts';
import * as service from './service.ts';

// The smallest transparent GIF: the open pixel.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** HTTP routes of the email module: unsubscribe, open and click tracking, and the development mailbox. */
export const emailRoutes: FastifyPluginAsyncZod<EmailDeps> = async (app, deps) => {
  app.route({
    ...endpoint('unsubscribeView'),
    handler: async (request) => service.describeUnsubscribe(deps, request.query.token),
  });

  // RFC 8058 one-click: the mail client POSTs 'List-Unsubscribe=One-Click' to the address in the header, from
  // wherever it runs; the signed token is the authority. Our unsubscribe page posts here too, with a scope.
  app.route({
    ...endpoint('unsubscribe', { config: { allowCrossOrigin: true } }),
    handler: async (request) =>
      service.unsubscribe(deps, request.body?.token ?? request.query.token, request.body?.scope ?? undefined),
  });

  app.route({
    ...endpoint('emailOpened'),
    handler: async (request, reply) => {
      await service.recordOpen(deps, request.params.id, request.query.sig);
      return reply
        .header('cache-control', 'no-store, private')
        .type('image/gif')
        .send(PIXEL as never);
    },
  });

  app.route({
    ...endpoint('emailLinkClicked'),
    // The reply itself goes back (it is sent already), which the typed answers cannot express.
    handler: (request, reply) =>
      asLinkPage(request, reply, async () => {
        const { id } = request.params;
        const target = await service.recordClick(deps, id, request.query.url, request.query.sig);
        return reply.header('cache-control', 'no-store, private').redirect(target, 302);
      }) as Promise<never>,
  });

  app.route({
    ...endpoint('emailJobClicked'),
    // The reply itself goes back (it is sent already), which the typed answers cannot express.
    handler: (request, reply) =>
      asLinkPage(request, reply, async () => {
        const { id, jobId } = request.params;
        const target = await service.recordJobClick(deps, id, jobId, request.query.sig);
        return reply.header('cache-control', 'no-store, private').redirect(target, 302);
      }) as Promise<never>,
  });

  // The outbox, for development and tests: every email the service recorded, with its body. Never in production.
  app.route({
    ...endpoint('devMailbox'),
    handler: async (request) => {
      if (deps.config.isProduction) throw notFound();
      return { messages: await repo.listMailbox(deps.db, request.query) };
    },
  });

  app.route({
    ...endpoint('devMailboxMessage'),
    handler: async (request) => {
      if (deps.config.isProduction) throw notFound();
      const message = await repo.findMailboxMessage(deps.db, request.params.id);
      if (!message) throw notFound('No email with that id.');
      return message;
    },
  });
};
