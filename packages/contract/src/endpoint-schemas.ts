import { z } from 'zod';
import { clientConfigSchema } from './accounts.ts';
import { accountEndpoints } from './accounts-endpoints.ts';
import { adminEndpoints } from './admin-endpoints.ts';
import { apiTokenEndpoints } from './api-tokens-endpoints.ts';
import { billingEndpoints } from './billing-endpoints.ts';
import { contentEndpoints } from './content-endpoints.ts';
import { emailEndpoints } from './email-endpoints.ts';
import type { EndpointSchemas } from './endpoint-shared.ts';
import type { EndpointName } from './endpoints.ts';
import { feedEndpoints } from './feeds-endpoints.ts';
import { INBOX_ENDPOINT_SCHEMAS } from './inbox.ts';
import { memberDataEndpoints } from './member-data-endpoints.ts';
import { searchEndpoints } from './search-endpoints.ts';
import { savedSearchEndpoints } from './searches-endpoints.ts';
import { trackingEndpoints } from './tracking-endpoints.ts';

export type { EndpointAuth, EndpointSchemas } from './endpoint-shared.ts';

// Every route's schemas under the name `ENDPOINTS` gives its method and path, assembled from the domains' files
// (`<domain>-endpoints.ts`, each next to that domain's payload schemas).

const healthSchema = z.object({ ok: z.boolean(), version: z.string() });

export const ENDPOINT_SCHEMAS = {
  ...INBOX_ENDPOINT_SCHEMAS,
  health: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
  clientConfig: { summary: 'The settings the web client may see', response: { 200: clientConfigSchema } },
  ...accountEndpoints,
  ...apiTokenEndpoints,
  ...feedEndpoints,
  ...searchEndpoints,
  ...savedSearchEndpoints,
  ...trackingEndpoints,
  ...contentEndpoints,
  ...billingEndpoints,
  ...emailEndpoints,
  ...adminEndpoints,
  ...memberDataEndpoints,
} satisfies { [N in EndpointName]: EndpointSchemas };

type Schemas<N extends EndpointName> = (typeof ENDPOINT_SCHEMAS)[N];
type Answers<N extends EndpointName> = Schemas<N>['response'];

// A field the schema fills in or coerces (its input type takes undefined) may be left out by a caller.
type Sendable<T> = T extends object
  ? { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & {
      [K in keyof T as undefined extends T[K] ? never : K]: T[K];
    }
  : T;
type Input<N extends EndpointName, Part extends 'body' | 'querystring' | 'params'> =
  Schemas<N> extends { [P in Part]: infer S extends z.ZodType } ? Sendable<z.input<S>> : undefined;

/** What a call of route N sends as its body (undefined when it has none). */
export type EndpointBody<N extends EndpointName> = Input<N, 'body'>;
/** Route N's query string. */
export type EndpointQuery<N extends EndpointName> = Input<N, 'querystring'>;
/** The values of route N's `:name` path segments. */
export type EndpointParams<N extends EndpointName> = Input<N, 'params'>;

/** A value as JSON carries it: instants arrive as ISO strings. */
export type Wire<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

type Success = 200 | 201 | 202 | 204 | 206 | 208;
// Failures any route may meet without declaring them: a crash, a body too large, a proxy in the way.
type AnyFailure = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 413 | 415 | 429 | 500 | 502 | 503 | 504;

/**
 * Every answer route N declares, by status, plus any undeclared failure (a 500, or a proxy's 502):
 * checking `ok` or `status` narrows `data` to that answer's shape.
 */
export type EndpointAnswer<N extends EndpointName> =
  | {
      [S in keyof Answers<N> & number]: {
        status: S;
        ok: S extends Success ? true : false;
        data: Wire<z.output<Answers<N>[S]>>;
      };
    }[keyof Answers<N> & number]
  | { status: Exclude<AnyFailure, keyof Answers<N>>; ok: false; data: unknown };

/** The body of route N's successful answers. */
export type EndpointData<N extends EndpointName> = Extract<EndpointAnswer<N>, { ok: true }>['data'];
