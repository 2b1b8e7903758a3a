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

/** A string field of a refusal's body (anything else reads as absent). */
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * The JSON answer of `path`; a non-2xx answer throws an ApiError. A network failure throws as fetch does (the
 * caller says it in its own words); a 2xx answer without JSON gives `{}`.
 */
export async function fetchJson<T>(path: string, options: FetchJsonOptions = {}): Promise<T> {
  const { body, token, fallback = 'API request failed' } = options;
  const res = await fetch(path, {
    method: options.method,
    cache: options.cache,
    signal: options.signal,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as T & { error?: unknown; code?: unknown; field?: unknown };
  if (!res.ok) throw new ApiError(res.status, text(data?.error) ?? fallback, text(data?.code), text(data?.field));
  return data;
}

/** A path template with its `{name}` parts filled in (each encoded). */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(values[k] ?? ''));
