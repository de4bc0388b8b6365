import { ENDPOINTS } from '@upstream/contract';
import * as client from 'openid-client';
import type { AppDeps } from '../../deps.ts';
import { hashToken, newToken } from '../../http/session.ts';
import { MINUTE } from '../../lib/clock.ts';
import { landingPath } from './access.ts';
import * as repo from './repo.ts';
import { settleSignIn } from './sign-in.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'fetch'>;

const ATTEMPT_TTL_MS = 10 * MINUTE;
const OIDC_CALLBACK_PATH = ENDPOINTS.finishIdentityProviderSignIn.path;

/** Why an identity-provider sign-in failed; logged, and the person is sent to /fail-auth. */
export class OidcError extends Error {}

export const oidcEnabled = (config: AppDeps['config']) =>
  Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID);

/**
 * Sign in with an OpenID Connect provider (Google by default, any issuer by configuration) through
 * openid-client: authorization code flow with state, nonce and PKCE (S256).
 */
export function createOidcSignIn(deps: Deps) {
  const { config } = deps;
  const redirectUri = `${config.publicUrl}${OIDC_CALLBACK_PATH}`;
  let discovered: Promise<client.Configuration> | null = null;

  // Discovered once per process; a failed discovery is retried on the next attempt.
  function configuration(): Promise<client.Configuration> {
    if (!oidcEnabled(config)) throw new OidcError('OIDC is not configured');
    discovered ??= client
      .discovery(new URL(config.OIDC_ISSUER!), config.OIDC_CLIENT_ID!, config.OIDC_CLIENT_SECRET, undefined, {
        [client.customFetch]: deps.fetch as client.CustomFetch,
        // A local test provider speaks plain HTTP; production providers must use HTTPS.
        execute:
          !config.isProduction && config.OIDC_ISSUER!.startsWith('http:')
            ? [client.allowInsecureRequests]
            : [],
      })
      .catch((err) => {
        discovered = null;
        throw err;
      });
    return discovered;
  }

  return {
    /** Begin: remember state, nonce and verifier behind a random id (the cookie) and build the provider URL. */
    async start(): Promise<{ url: string; attemptId: string }> {
      const oidc = await configuration();
      const attemptId = newToken();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const verifier = client.randomPKCECodeVerifier();
      const now = deps.clock.now();
      await repo.deleteExpiredOidcLogins(deps.db, now);
      await repo.insertOidcLogin(deps.db, {
        id_hash: hashToken(attemptId),
        state,
        nonce,
        code_verifier: verifier,
        created_at: now,
        expires_at: new Date(now.getTime() + ATTEMPT_TTL_MS),
      });
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, attemptId };
    },

    /** Finish: check the response against the attempt, exchange the code, and sign in the verified email. */
    async finish(
      attemptId: string | undefined,
      callbackUrl: string,
    ): Promise<{ userId: number; next: string }> {
      if (!attemptId) throw new OidcError('no sign-in attempt cookie');
      const attempt = await repo.takeOidcLogin(deps.db, hashToken(attemptId), deps.clock.now());
      if (!attempt) throw new OidcError('sign-in attempt unknown or expired');
      const oidc = await configuration();
      const tokens = await client.authorizationCodeGrant(oidc, new URL(callbackUrl), {
        pkceCodeVerifier: attempt.code_verifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!claims || !email) throw new OidcError('the provider did not share an email address');
      if (claims.email_verified !== true)
        throw new OidcError('the provider has not verified this email address');
      const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
      const { userId } = await settleSignIn(deps, {
        email,
        first_name: str(claims.given_name),
        last_name: str(claims.family_name),
        oidc: { issuer: String(claims.iss), subject: claims.sub },
      });
      return { userId, next: landingPath(await repo.findPermission(deps.db, userId)) };
    },
  };
}
