import {
  ENDPOINTS,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointData,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  endpointPath,
} from '@upstream/contract';

/**
 * The typed client of the API: a call names a route of the contract and gives its body; the answer's type
 * follows from the route's declared answers, narrowed by `ok` or `status`. Answers are not parsed again
 * here: the server checks each against the same contract schemas before sending it, and parsing on the
 * client too would put zod into the first load of every page.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface CallOptions<N extends EndpointName> {
  params?: EndpointParams<N>;
  query?: EndpointQuery<N>;
  signal?: AbortSignal;
}

/** The arguments after the route's name: its body when it takes one, then the options. */
export type CallArgs<N extends EndpointName> =
  undefined extends EndpointBody<N>
    ? [body?: EndpointBody<N>, options?: CallOptions<N>]
    : [body: EndpointBody<N>, options?: CallOptions<N>];

function urlOf<N extends EndpointName>(name: N, options?: CallOptions<N>): string {
  const path = endpointPath(name, options?.params as Record<string, string | number> | undefined);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((options?.query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function encode(type: string | undefined, body: unknown): { type: string; payload: BodyInit } {
  if (type === 'text/csv') return { type, payload: body as string };
  if (type === 'application/x-www-form-urlencoded')
    return { type, payload: new URLSearchParams(body as Record<string, string>) };
  return { type: 'application/json', payload: JSON.stringify(body) };
}

/** What the client needs of fetch: the browser's own, or the server's in-process call when it renders a page. */
export type Transport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal },
) => Promise<{ status: number; ok: boolean; text(): Promise<string> }>;

/** A typed client over a transport: `api` is the browser's; the server builds one per rendered page. */
export function createApi(transport: Transport) {
  return async function call<N extends EndpointName>(
    name: N,
    ...[body, options]: CallArgs<N>
  ): Promise<EndpointAnswer<N>> {
    const line: { method: string; bodyType?: string } = ENDPOINTS[name];
    const headers: Record<string, string> = { accept: 'application/json' };
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      const encoded = encode(line.bodyType, body);
      headers['content-type'] = encoded.type;
      payload = encoded.payload;
    }
    const res = await transport(urlOf(name, options), {
      method: line.method,
      headers,
      body: payload,
      signal: options?.signal,
    });
    const text = res.status === 204 ? '' : await res.text();
    let data: unknown = null;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    return { status: res.status, ok: res.ok, data } as EndpointAnswer<N>;
  };
}

export type Api = ReturnType<typeof createApi>;

/** Call a route with the session cookie; never throws on an HTTP status, only on network failure. */
export const api: Api = createApi((url, init) => fetch(url, { ...init, credentials: 'same-origin' }));

/** Call a route and give its successful answer's body; any other answer throws an ApiError with its message. */
export async function apiData<N extends EndpointName>(
  name: N,
  ...args: CallArgs<N>
): Promise<EndpointData<N>> {
  return apiDataVia(api, name, ...args);
}

/** apiData over another client (the server's, when it renders a page). */
export async function apiDataVia<N extends EndpointName>(
  call: Api,
  name: N,
  ...args: CallArgs<N>
): Promise<EndpointData<N>> {
  const res = await call(name, ...args);
  if (!res.ok) throw new ApiError(res.status, errorMessage(res.data), res.data);
  return res.data as EndpointData<N>;
}

/**
 * The query key of a route's answer: the route's name, then what was asked. Every hook that reads a route
 * uses it, so one answer is cached once, whoever asks for it.
 */
export function apiKey<N extends EndpointName>(name: N, ...input: unknown[]): readonly [N, ...unknown[]] {
  return [name, ...input] as const;
}

/** The message of an error answer ({ error: { message } }), or a fallback. */
export function errorMessage(data: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const message = (data as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message ? message : fallback;
}
