/** An answer of the API: the status and the parsed body (spec §4/§8 branch on statuses such as 201, 204, 208). */
export interface ApiResponse<T> {
  status: number;
  ok: boolean;
  data: T;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

type Body = Record<string, unknown> | unknown[] | URLSearchParams | undefined;

/**
 * Call the API on this origin with the session cookie; never throws on an HTTP status, only on network failure.
 * `T` is the contract's type of a successful answer. The body is not parsed again here: the server checks
 * every answer against the same contract schemas before sending it, and parsing on the client too would put
 * zod into the first load of every page.
 */
export async function api<T = unknown>(
  path: string,
  options: { method?: string; body?: Body; signal?: AbortSignal } = {},
): Promise<ApiResponse<T>> {
  const { body } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof URLSearchParams) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(path, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: payload,
    credentials: 'same-origin',
    signal: options.signal,
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
  return { status: res.status, ok: res.ok, data: data as T };
}

/** The message of an error answer ({ error: { message } }), or a fallback. */
export function errorMessage(data: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const message = (data as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message ? message : fallback;
}
