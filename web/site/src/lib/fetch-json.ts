// The site's one way to ask the API (and /config.json) for JSON, in the browser. Every refusal the API sends is
// `{error, code?, field?}` (docs/public-pages-and-api.md); here it becomes one typed error, so a page can tell a
// missing thing (404) from a failure, show the API's sentence, and put it beside the field it names.

/** A refusal: the HTTP status and, when the body says so, the API's sentence, code and field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface FetchJsonOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** An access token, sent as `Authorization: Bearer …`. */
  token?: string | null;
  /** Extra headers (they win over the defaults). */
  headers?: Record<string, string>;
  cache?: RequestCache;
  signal?: AbortSignal;
  /** The sentence when the refusal carries none (the body is not the API's JSON). */
  fallback?: string;
}

const DEFAULT_FALLBACK = 'API request failed';

/** The refusal a response carries (read from a non-2xx response's body). */
export function apiErrorOf(status: number, body: unknown, fallback = DEFAULT_FALLBACK): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as { error?: unknown; code?: unknown; field?: unknown };
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return new ApiError(status, text(b.error) ?? fallback, text(b.code), text(b.field));
}

/**
 * The JSON answer of `path`; a non-2xx answer throws an ApiError. A network failure throws as fetch does (the
 * caller says it in its own words); a 2xx answer without JSON gives `{}`.
 */
export async function fetchJson<T>(path: string, options: FetchJsonOptions = {}): Promise<T> {
  const { method = 'GET', body, token, headers, cache, signal, fallback } = options;
  const res = await fetch(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache,
    signal,
  });
  const data: unknown = await res.json().catch(() => ({}));
  if (!res.ok) throw apiErrorOf(res.status, data, fallback);
  return data as T;
}

/** A path template with its `{name}` parts filled in (each encoded). */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(values[k] ?? ''));
