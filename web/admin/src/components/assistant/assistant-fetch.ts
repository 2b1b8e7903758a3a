// The assistant's requests, in its own chunk (not the admin's first load): signed in as every API call is, the
// answer read by the caller (the streamed reply line by line; the other routes parsed by their zod schemas). A
// non-ok answer throws the same ApiError as the API client's calls.
import { signOut } from 'aws-amplify/auth';
import { accessToken, toApiError } from '../../api/client';

export async function authorizedFetch(path: string, init: { method: string; body?: unknown; signal?: AbortSignal }): Promise<Response> {
  const res = await fetch(path, {
    method: init.method,
    signal: init.signal,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await accessToken()}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (res.status === 401) void signOut().catch(() => undefined);
  if (!res.ok) throw toApiError(res.status, await res.json().catch(() => undefined));
  return res;
}
