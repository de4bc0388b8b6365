import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@upstream/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

export function sessionCookieName(config: Config): string {
  // __Host- binds the cookie to this exact host over HTTPS; plain-HTTP development cannot use it.
  return config.isProduction ? '__Host-upstream_session' : 'upstream_session';
}

export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();
export const newToken = (): string => randomBytes(32).toString('base64url');

export interface SessionUser {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  permission: {
    type: string;
    tier: string | null;
    interval: string | null;
    subscription_current_period_end: Date | null;
    /** Only once the member has subscribed (accounts/session-user.ts). */
    stripe_customer_id: string | null;
    show_onboarding: boolean;
    onboarding_step: number | null;
    onboarding_search_id: number | null;
    referral_code: string;
    referrals_remaining: number;
  } | null;
}

/**
 * How the auth plugin finds who is calling: the accounts module (which owns sessions and users) implements it,
 * and the composition root (services.ts) hands it over, so HTTP plumbing never names accounts' tables.
 */
export interface SessionLookup {
  /** The signed-in user (with permission, if any) behind a session cookie value, or null. */
  userBehind(token: string): Promise<SessionUser | null>;
  /** The member behind a personal access token (marking it used), or null for an unknown or revoked one. */
  callerBehindApiToken(token: string): Promise<{ user: SessionUser; tokenId: number } | null>;
}

/**
 * The personal access token of an `Authorization: Bearer <token>` header, or null when there is none. Only a
 * token of ours (API_TOKEN_PREFIX) counts: other bearer secrets (a mail provider's webhook) are their route's own.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1]?.startsWith(API_TOKEN_PREFIX) ? match[1] : null;
}
