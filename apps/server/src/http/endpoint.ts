import {
  ENDPOINT_SCHEMAS,
  ENDPOINTS,
  type EndpointAuth,
  type EndpointName,
  type EndpointSchemas,
} from '@upstream/contract';
import type { FastifyContextConfig } from 'fastify';

type Schema<N extends EndpointName> = Omit<(typeof ENDPOINT_SCHEMAS)[N], 'auth'>;

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
  const { auth, ...schema }: EndpointSchemas = ENDPOINT_SCHEMAS[name];
  return {
    method: method as (typeof ENDPOINTS)[N]['method'],
    url: path,
    config: { ...options.config, ...(auth ? { auth } : {}) } as FastifyContextConfig & {
      auth?: EndpointAuth;
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: schema as Schema<N>,
  };
}
