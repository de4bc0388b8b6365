import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { asLinkPage } from '../../http/link-page.ts';
import { isFromThisMachine } from '../../http/this-machine.ts';
import * as repo from './repo.ts';
import type { EmailDeps } from './service.ts';
import * as service from './service.ts';

const OUTBOX_CLOSED =
  'The outbox is readable only on the machine the service runs on, and never in production.';

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

  // The outbox, for the person at the machine: every email the service recorded, sign-in links included. So it
  // answers only outside production, and only to a request from this machine that no proxy forwarded.
  const assertOutboxReader = (request: FastifyRequest) => {
    if (deps.config.isProduction || !isFromThisMachine(request)) throw notFound(OUTBOX_CLOSED);
  };

  app.route({
    ...endpoint('devMailbox'),
    handler: async (request) => {
      assertOutboxReader(request);
      return { messages: await repo.listMailbox(deps.db, request.query) };
    },
  });

  app.route({
    ...endpoint('devMailboxMessage'),
    handler: async (request) => {
      assertOutboxReader(request);
      const message = await repo.findMailboxMessage(deps.db, request.params.id);
      if (!message) throw notFound('No email with that id.');
      return message;
    },
  });
};
