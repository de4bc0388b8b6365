import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireMember } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { inboxAddress, memberOfRecipient, revokeInboxAddress, rotateInboxAddress } from './address.ts';
import * as inbox from './service.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The shared secret as a provider sends it: `Authorization: Bearer <secret>`, or Basic credentials whose
 * password is the secret (for providers that only take a URL like https://inbox:<secret>@host/api/inbound/mail).
 */
function secretOf(authorization: string | undefined): string {
  const [scheme, value] = (authorization ?? '').trim().split(/\s+/, 2);
  if (!scheme || !value) return '';
  if (/^bearer$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    return decoded.slice(decoded.indexOf(':') + 1);
  }
  return '';
}

/** The recipient of a webhook's message: the ?to= the provider gave, else the message's own headers. */
function recipientOf(to: string | undefined, raw: Buffer): string[] {
  if (to) return [to];
  const head =
    raw
      .subarray(0, 16_384)
      .toString('latin1')
      .split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const found: string[] = [];
  for (const m of unfolded.matchAll(/^(?:X-Original-To|Delivered-To|X-Forwarded-To|To|Cc):(.*)$/gim))
    for (const a of m[1]!.matchAll(/track\+[a-z0-9]+@[^\s,>]+/gi)) found.push(a[0]);
  return found;
}

export const inboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addContentTypeParser(
    ['message/rfc822', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: deps.config.INBOUND_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.route({
    ...endpoint('inboxAddress'),
    handler: (request) => inboxAddress(deps, requireMember(request).id),
  });
  app.route({
    ...endpoint('rotateInboxAddress'),
    handler: (request) => rotateInboxAddress(deps, requireMember(request).id),
  });
  app.route({
    ...endpoint('revokeInboxAddress'),
    handler: (request) => revokeInboxAddress(deps, requireMember(request).id),
  });
  app.route({
    ...endpoint('inboxMessages'),
    handler: async (request) => ({ messages: await inbox.listMessages(deps, requireMember(request).id) }),
  });
  app.route({
    ...endpoint('undoInboxMessage'),
    handler: (request) => inbox.undoMessage(deps, requireMember(request).id, request.params.id),
  });
  app.route({
    ...endpoint('acceptInboxMessage'),
    handler: (request) => inbox.acceptSuggestion(deps, requireMember(request).id, request.params.id),
  });
  app.route({
    ...endpoint('dismissInboxMessage'),
    handler: (request) => inbox.dismissSuggestion(deps, requireMember(request).id, request.params.id),
  });
  app.route({
    ...endpoint('deleteInboxMessage'),
    handler: async (request) => {
      await inbox.deleteMessage(deps, requireMember(request).id, request.params.id);
      return { ok: true as const };
    },
  });

  // A mail provider's inbound webhook posts the raw message with the shared secret; no cookie, no Origin.
  app.route({
    ...endpoint('inboundMail', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }),
    handler: async (request, reply) => {
      const secret = deps.config.INBOUND_WEBHOOK_SECRET;
      if (!secret || !deps.config.INBOUND_DOMAIN)
        throw new AppError(503, 'inbound_off', 'The inbound mail webhook is not configured on this service.');
      const given = secretOf(request.headers.authorization);
      if (!sameSecret(given, secret))
        throw new AppError(401, 'bad_secret', 'The shared secret is missing or wrong.');
      const raw = request.body as unknown;
      if (!Buffer.isBuffer(raw) || raw.length === 0)
        throw new AppError(400, 'not_mail', 'Post the raw message as message/rfc822.');
      let userId: number | undefined;
      for (const r of recipientOf(request.query.to, raw)) {
        userId = await memberOfRecipient(deps, r);
        if (userId !== undefined) break;
      }
      if (userId === undefined)
        throw new AppError(404, 'unknown_recipient', 'No forwarding address matches the recipient.');
      try {
        const id = await inbox.receiveMail(deps, userId, raw);
        return reply.status(202).send({ accepted: true as const, message_id: id });
      } catch (err) {
        if (err instanceof inbox.InboundRefusal) throw new AppError(err.httpStatus, 'refused', err.message);
        throw err;
      }
    },
  });
};
