import { z } from 'zod';

// Personal access tokens: a member's read-only key to the API for their own scripts.

/** Most tokens one member may hold at once. */
export const API_TOKENS_MAX = 20;
/** Calls one token may make per minute (counted in Postgres, shared by every process). */
export const API_TOKEN_CALLS_PER_MINUTE = 60;
/** Every token starts so, so a leaked one is recognisable in a file or a chat (secret scanners). */
export const API_TOKEN_PREFIX = 'upat_';

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.literal('read'),
  created_at: z.string().describe('ISO 8601'),
  last_used_at: z.string().nullable().describe('ISO 8601; null until first used'),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokensResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });

export const createApiTokenSchema = z.object({
  name: z.string().trim().min(1, 'Give the token a name').max(80, 'Keep the name under 80 characters'),
});

export const createdApiTokenSchema = apiTokenSchema.extend({
  token: z.string().describe('The token itself, shown this once: Upstream keeps only its hash'),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const revokeApiTokenSchema = z.object({ id: z.coerce.number().int().positive() });
