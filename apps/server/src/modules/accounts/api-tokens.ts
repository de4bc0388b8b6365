import { API_TOKEN_PREFIX, API_TOKENS_MAX, type ApiToken, type CreatedApiToken } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { hashToken, newToken, type SessionUser } from '../../http/session.ts';
import { MINUTE } from '../../lib/clock.ts';
import * as repo from './api-tokens-repo.ts';

// Personal access tokens: a member's read-only key for their own scripts. The token is shown once; only its
// SHA-256 is kept (it carries 256 random bits, so a plain hash is as strong as a slow one), as for sessions.

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const listed = (row: Awaited<ReturnType<typeof repo.tokensOf>>[number]): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: 'read',
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
});

export async function apiTokensOf(deps: Deps, userId: number): Promise<ApiToken[]> {
  return (await repo.tokensOf(deps.db, userId)).map(listed);
}

export async function createApiToken(deps: Deps, userId: number, name: string): Promise<CreatedApiToken> {
  if ((await repo.countTokens(deps.db, userId)) >= API_TOKENS_MAX)
    throw new AppError(
      409,
      'too_many_tokens',
      `You have ${API_TOKENS_MAX} tokens already. Revoke one you no longer use to create another.`,
    );
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  const row = await repo.insertToken(deps.db, {
    userId,
    name,
    hash: hashToken(token),
    now: deps.clock.now(),
  });
  return { ...listed(row), token };
}

export async function revokeApiToken(deps: Deps, userId: number, id: number): Promise<ApiToken[]> {
  if (!(await repo.deleteToken(deps.db, userId, id)))
    throw notFound('That token is not one of yours, or it was revoked already.');
  return apiTokensOf(deps, userId);
}

/** Remove every token of a member (account deletion). */
export async function deleteMemberTokens(deps: Pick<AppDeps, 'db'>, userId: number): Promise<number> {
  return repo.deleteTokensOf(deps.db, userId);
}

/** The member behind a token, marking it used; null when it is unknown or revoked. */
export async function callerBehindApiToken(
  deps: Deps,
  token: string,
): Promise<{ user: SessionUser; tokenId: number } | null> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) return null;
  const found = await repo.callerOfToken(deps.db, hashToken(token));
  if (!found) return null;
  const now = deps.clock.now();
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= MINUTE)
    await repo.markUsed(deps.db, found.tokenId, now);
  return { user: found.user, tokenId: found.tokenId };
}
