import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MINUTE } from '../lib/clock.ts';

/** A failure the user can act on: a stable code, an HTTP status and a message fit to show. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const tooManyRequests = (message = 'Too many requests. Please wait a moment and try again.') =>
  new AppError(429, 'rate_limited', message);

/** 'in 12 minutes', 'in 1 minute', 'in a few seconds': when a throttled person may try again. */
export function tryAgainIn(retryAfterMs: number): string {
  const minutes = Math.ceil(retryAfterMs / MINUTE);
  if (retryAfterMs < 45_000) return 'in a few seconds';
  return minutes === 1 ? 'in 1 minute' : `in ${minutes} minutes`;
}

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE =
  'Upstream is briefly unavailable. Nothing was saved; please try again in a few seconds.';

// How a lost database shows itself: the server refusing or restarting (SQLSTATE class 57, 08), the socket
// refused or cut, or the pool giving up on a connection.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);
function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e.code && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    e.message ?? '',
  );
}

/** PostgreSQL's code for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';
export const TOO_SLOW =
  'That took longer than we allow. Please try again in a moment, or narrow your search.';

/** One error shape for every failure; 5xx details go to the log, never to the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    // A full-page form post (a paid plan's Select, the portal button) is answered with a page, never JSON.
    if (request.routeOptions.config?.answersWithPages) {
      const status = err instanceof AppError ? err.status : (err.statusCode ?? 500);
      const code = err instanceof AppError ? err.code : 'bad_request';
      if (status < 500)
        return reply.redirect(
          status === 401 ? '/login' : `/subscription-confirmation?error=${encodeURIComponent(code)}`,
          303,
        );
    }
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, err.message);
      return reply
        .status(err.status)
        .send({ ...err.extra, error: { code: err.code, message: err.message, fields: err.fields } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= issue.message ?? 'is invalid';
      }
      const first = Object.entries(fields)[0];
      return reply.status(400).send({
        error: {
          code: 'bad_request',
          message: first ? `Invalid ${first[0]}: ${first[1]}` : 'Invalid request.',
          fields,
        },
      });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: { code: 'unavailable', message: UNAVAILABLE } });
    }
    if ((err as { code?: string }).code === QUERY_CANCELED) {
      request.log.warn({ err }, 'statement timeout: request took too long');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: { code: 'too_slow', message: TOO_SLOW } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ error: { code: 'internal', message: GENERIC_5XX } });
    }
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'rate_limited', message: tooManyRequests().message } });
    }
    return reply.status(status).send({ error: { code: err.code ?? 'bad_request', message: err.message } });
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route posted by a full-page HTML form: a refusal redirects to a page that explains it. */
    answersWithPages?: boolean;
  }
}
