import {
  ENDPOINT_SCHEMAS,
  ENDPOINTS,
  type EndpointAuth,
  type EndpointName,
  type EndpointSchemas,
} from '@upstream/contract';
import type { FastifyContextConfig } from 'fastify';

type Schema<N extends EndpointName> = Omit<(typeof ENDPOINT_SCHEMAS)[N], 'auth' | 'token'>;

/** What /api/docs says of a route a personal access token may read (the scheme is named in app.ts). */
const TOKEN_READABLE = {
  security: [{ apiToken: [] }, { session: [] }],
  description:
    'Also callable from a script with a personal access token (Settings → API tokens), read only: ' +
    '`curl -H "Authorization: Bearer upat_…" https://upstream.example/api/get/tracker`',
};

/**
 * The registration of a contract route: its method, path, who may call it and its schemas, as the
 * contract declares them. A module registers `app.route({ ...endpoint('name'), handler })`, so no path
 * or schema is written twice; `config` adds server-side settings such as a rate limit.
 */
export function endpoint<N extends EndpointName>(
  name: N,
  options: { config?: FastifyContextConfig; bodyLimit?: number } = {},
) {
  const { method, path } = ENDPOINTS[name];
  const { auth, token, ...schema }: EndpointSchemas = ENDPOINT_SCHEMAS[name];
  return {
    method: method as (typeof ENDPOINTS)[N]['method'],
    url: path,
    config: {
      ...options.config,
      ...(auth ? { auth } : {}),
      ...(token ? { token } : {}),
    } as FastifyContextConfig & { auth?: EndpointAuth },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: (token ? { ...schema, ...TOKEN_READABLE } : schema) as Schema<N>,
  };
}
