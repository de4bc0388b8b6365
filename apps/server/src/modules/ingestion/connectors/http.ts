import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { BoardErrorKind } from '@upstream/contract';
import ipaddr from 'ipaddr.js';
import pLimit, { type LimitFunction } from 'p-limit';
import { Agent, request } from 'undici';

/** Why a board could not be read: recorded as the board's error, never thrown past the board. */
export class BoardFetchError extends Error {
  constructor(
    readonly kind: BoardErrorKind,
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Thrown by an `onBody` that recognises the answer (a board's listing byte for byte as at its last fetch): the
 * request ends there, the answer neither parsed nor retried.
 */
export class AnswerUnchanged extends Error {
  constructor() {
    super('The answer is the same as last time.');
  }
}

export interface HttpOptions {
  /**
   * How requests go out. Default: undici's request API, which costs a third of fetch's CPU per request
   * (it matters for boards whose postings each need a detail call). Pass a fetch to route requests elsewhere.
   */
  fetch?: typeof fetch;
  /** Requests in flight to one host at once (job boards throttle bursts). */
  perHostConcurrency?: number;
  /**
   * Domains whose subdomains count as one host for the limits: an ATS that gives each company its own
   * subdomain (`acme.breezy.hr`) is still one service, and a list of its boards must not multiply it.
   */
  hostGroups?: string[];
  /** Lower limits for hosts known to throttle harder (host → requests in flight). */
  hostConcurrency?: Record<string, number>;
  /** Whole-request timeout, body included. */
  timeoutMs?: number;
  /** Largest answer read; a bigger one is a board error, not an out-of-memory process. */
  maxBytes?: number;
  /** Retries after a 429, a 5xx, a timeout or a network failure. */
  retries?: number;
  /** First backoff; doubled per retry, with jitter. */
  backoffMs?: number;
  /** Longest wait for one retry, including a server's Retry-After. */
  maxBackoffMs?: number;
  userAgent?: string;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Hosts that may be private or loopback addresses, each with its port (`127.0.0.1:4100`; a bare name means
   * its http and https ports): only those the operator configured as an ATS's address (the simulator on this
   * machine). Any other request or redirect that reaches such an address, or that host on another port (a
   * database, an admin interface), is refused.
   */
  allowPrivateHosts?: string[];
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * A redirect to another host means the board does not exist: ATS that give each company a subdomain send
   * an unknown one to their own home page (Breezy, Personio, Pinpoint).
   */
  offHostRedirectIsNotFound?: boolean;
  /**
   * Sees the raw bytes of a successful answer (a board fingerprints its whole listing with it); may throw
   * AnswerUnchanged to end the request before the answer is parsed.
   */
  onBody?: (body: Buffer) => void;
}

export interface HttpClient {
  /** GET or POST a JSON document; throws BoardFetchError with the reason on any failure. */
  json(url: string, options?: RequestOptions): Promise<unknown>;
  /** GET or POST a text document (an XML or RSS feed); fails like `json`, except that any text is accepted. */
  text(url: string, options?: RequestOptions): Promise<string>;
}

/** Redirects followed per request; each hop is checked like the first. */
const MAX_REDIRECTS = 3;

/** Is this address one the public internet cannot reach (loopback, private, link-local, metadata…)? */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() !== 'unicast';
}

const refused = (host: string) =>
  new BoardFetchError('network', `Refused to connect to ${host}: it is a private or local address.`);

/** The private destinations allowed: `host:port` pairs, and the host names among them (for the lookup). */
interface AllowedHosts {
  destinations: Set<string>;
  names: Set<string>;
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? '443' : '80');

function allowedHosts(entries: string[]): AllowedHosts {
  const destinations = new Set<string>();
  for (const entry of entries) {
    const withPort = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(entry.trim().toLowerCase());
    const host = (withPort ? withPort[1]! : entry.trim().toLowerCase()).replace(/^\[|\]$/g, '');
    if (!host) continue;
    for (const port of withPort ? [withPort[2]!] : ['80', '443']) destinations.add(`${host}:${port}`);
  }
  return { destinations, names: new Set([...destinations].map((d) => d.slice(0, d.lastIndexOf(':')))) };
}

/** DNS lookup that refuses a name resolving to a private address (which also covers redirects and rebinding). */
function guardedLookup(allowed: Set<string>): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return (callback as (e: Error) => void)(err);
      const list = addresses as dns.LookupAddress[];
      if (!allowed.has(hostname) && list.some((a) => isPrivateAddress(a.address)))
        return (callback as (e: Error) => void)(refused(hostname));
      if ((options as dns.LookupOptions).all)
        return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return (callback as (e: Error) => void)(new Error(`No address for ${hostname}`));
      (callback as (e: null, a: string, f: number) => void)(null, first.address, first.family);
    });
  };
}

/** A destination the client may go to: http(s), and not a private address unless the operator named it. */
function assertDestination(url: URL, allowed: AllowedHosts) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BoardFetchError('network', `Refused to follow a ${url.protocol} address.`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const destination = `${host}:${url.port || defaultPort(url.protocol)}`;
  if (allowed.destinations.has(destination)) return;
  // The configured host on another port is another service on that machine: refused like any private one.
  if (allowed.names.has(host)) throw refused(destination);
  if (isPrivateAddress(host) || host === 'localhost') throw refused(host);
}

const DEFAULTS = {
  perHostConcurrency: 4,
  timeoutMs: 20_000,
  maxBytes: 25 * 1024 * 1024,
  retries: 3,
  backoffMs: 1_000,
  maxBackoffMs: 60_000,
  userAgent: 'UpstreamJobs/1.0 (+https://upstream.jobs; job-board reader)',
};

// 403 too: Workday answers bursts with it.
const RETRYABLE = new Set([403, 408, 425, 429, 500, 502, 503, 504]);

/** Seconds or an HTTP date, as Retry-After allows; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** An answer as the client needs it, whichever transport fetched it. */
interface RawResponse {
  status: number;
  header(name: string): string | null;
  body: AsyncIterable<Uint8Array> | null;
  discard(): Promise<void>;
}

type Transport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<RawResponse>;

function fetchTransport(f: typeof fetch): Transport {
  return async (url, init) => {
    const res = await f(url, { ...init, redirect: 'manual' });
    return {
      status: res.status,
      header: (name) => res.headers.get(name),
      body: res.body as AsyncIterable<Uint8Array> | null,
      discard: async () => {
        await res.body?.cancel().catch(() => {});
      },
    };
  };
}

function undiciTransport(allowed: Set<string>): Transport {
  // Redirects are followed by the client (each hop checked); names are resolved through the guard.
  const dispatcher = new Agent({ keepAliveTimeout: 10_000, connect: { lookup: guardedLookup(allowed) } });
  return async (url, init) => {
    const res = await request(url, {
      method: init.method as 'GET' | 'POST',
      headers: init.headers,
      body: init.body,
      signal: init.signal,
      dispatcher,
    });
    return {
      status: res.statusCode,
      header: (name) => {
        const v = res.headers[name];
        return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
      },
      body: res.body,
      discard: async () => {
        await res.body.dump().catch(() => {});
      },
    };
  };
}

async function readCapped(res: RawResponse, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.discard();
    throw new BoardFetchError(
      'too_large',
      `The answer is ${declared} bytes, over the ${maxBytes}-byte limit.`,
    );
  }
  if (!res.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.byteLength;
    // Leaving the loop closes the body. Draining it from inside the loop would wait on the paused stream
    // until the request's timeout (20 s holding a per-host slot for nothing).
    if (size > maxBytes)
      throw new BoardFetchError('too_large', `The answer is over the ${maxBytes}-byte limit.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The one way ingestion talks to job boards: per-host concurrency, a timeout per request, a size cap,
 * and retries with exponential backoff on 429/5xx that honour Retry-After.
 */
export function createHttpClient(options: HttpOptions): HttpClient {
  const o = { ...DEFAULTS, ...options };
  const allowed = allowedHosts(options.allowPrivateHosts ?? []);
  const transport = options.fetch ? fetchTransport(options.fetch) : undiciTransport(allowed.names);
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const limits = new Map<string, LimitFunction>();
  const groups = (options.hostGroups ?? []).map((d) => d.toLowerCase()).filter(Boolean);
  const limitFor = (host: string) => {
    const name = host.toLowerCase();
    const key = groups.find((d) => name.endsWith(`.${d}`) || name === d) ?? name;
    let limit = limits.get(key);
    if (!limit) {
      limit = pLimit(o.hostConcurrency?.[key] ?? o.perHostConcurrency);
      limits.set(key, limit);
    }
    return limit;
  };

  const once = async (url: string, req: RequestOptions, parse: 'json' | 'text'): Promise<unknown> => {
    const signal = AbortSignal.timeout(o.timeoutMs);
    let res: RawResponse;
    let target = new URL(url);
    let method = req.method ?? 'GET';
    let payload = req.body;
    for (let hop = 0; ; hop++) {
      assertDestination(target, allowed);
      try {
        res = await transport(target.href, {
          method,
          headers: {
            accept:
              parse === 'json' ? 'application/json' : 'application/xml, application/rss+xml, text/xml, */*',
            'user-agent': o.userAgent,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...req.headers,
          },
          body: payload === undefined ? undefined : JSON.stringify(payload),
          signal,
        });
      } catch (err) {
        if (signal.aborted) throw new BoardFetchError('timeout', `No answer within ${o.timeoutMs} ms.`);
        const cause = (err as { cause?: unknown }).cause;
        if (err instanceof BoardFetchError) throw err;
        if (cause instanceof BoardFetchError) throw cause;
        throw new BoardFetchError('network', `Could not reach the board: ${(err as Error).message}.`);
      }
      const location = res.header('location');
      if (res.status < 300 || res.status >= 400 || !location) break;
      await res.discard();
      if (hop >= MAX_REDIRECTS)
        throw new BoardFetchError(
          'http',
          `The board redirected more than ${MAX_REDIRECTS} times.`,
          res.status,
        );
      const next = new URL(location, target);
      if (req.offHostRedirectIsNotFound && next.host !== target.host)
        throw new BoardFetchError(
          'not_found',
          `The board does not exist (HTTP ${res.status} to ${next.host}).`,
          res.status,
        );
      target = next;
      // 303, and 301/302 after a POST, become a GET without a body (as browsers and fetch do).
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        payload = undefined;
      }
    }
    if (res.status < 200 || res.status >= 300) {
      await res.discard();
      const error =
        res.status === 404 || res.status === 410
          ? new BoardFetchError('not_found', 'The board does not exist (HTTP 404).', res.status)
          : res.status === 429
            ? new BoardFetchError('rate_limited', 'The board is rate limiting us (HTTP 429).', res.status)
            : new BoardFetchError('http', `The board answered HTTP ${res.status}.`, res.status);
      Object.assign(error, { retryAfter: retryAfterMs(res.header('retry-after')) });
      throw error;
    }
    let body: Buffer;
    try {
      body = await readCapped(res, o.maxBytes);
      req.onBody?.(body);
    } catch (err) {
      if (err instanceof BoardFetchError || err instanceof AnswerUnchanged) throw err;
      if (signal.aborted)
        throw new BoardFetchError('timeout', `No complete answer within ${o.timeoutMs} ms.`);
      throw new BoardFetchError('network', `The answer was cut off: ${(err as Error).message}.`);
    }
    if (parse === 'text') return body.toString('utf8');
    try {
      return JSON.parse(body.toString('utf8'));
    } catch {
      throw new BoardFetchError(
        'malformed',
        'The board answered with something that is not JSON.',
        res.status,
      );
    }
  };

  const withRetries = async (url: string, req: RequestOptions, parse: 'json' | 'text') => {
    const host = new URL(url).host;
    for (let attempt = 0; ; attempt++) {
      try {
        return await limitFor(host)(() => once(url, req, parse));
      } catch (err) {
        const e = err as BoardFetchError & { retryAfter?: number | null };
        const retryable =
          e instanceof BoardFetchError &&
          (e.kind === 'timeout' ||
            e.kind === 'network' ||
            (e.httpStatus !== null && RETRYABLE.has(e.httpStatus)));
        if (!retryable || attempt >= o.retries) throw err;
        const backoff = Math.min(o.maxBackoffMs, o.backoffMs * 2 ** attempt * (0.75 + Math.random() * 0.5));
        const wait = e.retryAfter ?? backoff;
        // A server asking for a longer pause than we will hold a worker for: try again next round.
        if (wait > o.maxBackoffMs) throw err;
        await sleep(wait);
      }
    }
  };

  return {
    json: (url, req = {}) => withRetries(url, req, 'json'),
    text: async (url, req = {}) => (await withRetries(url, req, 'text')) as string,
  };
}
