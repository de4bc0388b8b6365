import { z } from 'zod';
import { apiErrorSchema } from './errors.ts';
import { trackedLimitErrorSchema } from './tracking.ts';

// What the domains' endpoint files share: who may call a route, the shape of its schemas, and the failures many
// routes give.

/**
 * Who may call a route: 'user' any signed-in person; 'member' signed in with access (a permission);
 * 'admin' a permission of type admin. The server refuses everyone else before it reads the body.
 */
export type EndpointAuth = 'user' | 'member' | 'admin';

/** What a route takes and every answer it gives, by status (the fastify schema of its registration). */
export interface EndpointSchemas {
  auth?: EndpointAuth;
  /**
   * 'read': a member's personal access token (`Authorization: Bearer`) may call this read route. Any route
   * without it refuses a token, so a token never authorises a write.
   */
  token?: 'read';
  tags?: string[];
  summary?: string;
  /** Left out of /api/docs: links in emails, files, redirects of the identity provider. */
  hide?: boolean;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response: Record<number, z.ZodType>;
}

export const refused = (when: string) => apiErrorSchema.describe(when);

// The failures many routes share; each route spreads the ones it can give.
export const invalid = { 400: refused('The input is not valid; error.fields names each field at fault') };
export const signedOut = { 401: refused('Not signed in') };
export const crossSite = { 403: refused('A cross-site call (every POST must come from this origin)') };
export const asUser = { ...signedOut, 403: refused('A cross-site call') };
export const asMember = { ...signedOut, 403: refused('Signed in without access yet, or a cross-site call') };
export const asAdmin = { ...signedOut, 403: refused('Not an administrator') };
export const asMemberUnderCap = {
  ...signedOut,
  403: z
    .union([trackedLimitErrorSchema, apiErrorSchema])
    .describe(
      'The plan’s limit of tracked jobs is reached (upgrade_url), no access yet, or a cross-site call',
    ),
};
export const throttled = { 429: refused('Too many calls; wait a little and try again') };
export const missing = (what: string) => ({ 404: refused(what) });
export const emailFailed = { 502: refused('The email could not be sent just now') };
export const billingOff = { 503: refused('Paid plans are not available (billing is not configured)') };

export const redirect = (to: string) => z.null().describe(`A redirect: ${to}`);
export const file = (type: string) => z.string().describe(`A ${type} file`);
export const idParams = z.object({ id: z.coerce.number().int().positive() });
export const tokenQuery = z.object({ token: z.string().optional() });
