// The API's signing key: pagination cursors (data/query.ts) and single-purpose links (signed-link.ts) are signed
// with it, each under its own purpose. Read once per container, before the first cursor or link is signed or checked:
// - CURSOR_SECRET: the key itself (the local stack sets a random one per state folder; tests set their own).
// - CURSOR_SECRET_ARN: a Secrets Manager secret the cloud stack creates; read through the AWS Parameters and
//   Secrets Lambda Extension (a layer on the listing functions, http://localhost:2773), so the key never appears
//   in the CloudFormation template or in the function's environment.
// - neither, in Lambda: an error at first use, never a silent fallback to a key anyone can read in this file.
// - neither, elsewhere (a unit test that sets nothing): a fixed development key.

/** Signs cursors only outside Lambda when nothing is configured. */
const DEVELOPMENT_CURSOR_SECRET = 'league-platform-local-cursor-secret';

export type FetchLike = (url: string, init: { headers: Record<string, string> }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** Reads the key a given environment configures (exported for tests: fetch stands in for the extension). */
export async function loadCursorKey(env: NodeJS.ProcessEnv, fetchFn: FetchLike = fetch): Promise<string> {
  if (env.CURSOR_SECRET) return env.CURSOR_SECRET;
  if (env.CURSOR_SECRET_ARN) {
    const port = env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT || '2773';
    const token = env.AWS_SESSION_TOKEN;
    if (!token) throw new Error('CURSOR_SECRET_ARN is set but AWS_SESSION_TOKEN is not: the secrets extension cannot be called');
    const res = await fetchFn(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(env.CURSOR_SECRET_ARN)}`, {
      headers: { 'X-Aws-Parameters-Secrets-Token': token },
    });
    if (!res.ok) throw new Error(`Reading the cursor secret through the secrets extension failed: HTTP ${res.status}`);
    const body = await res.json() as { SecretString?: unknown };
    if (typeof body?.SecretString !== 'string' || body.SecretString.length < 16) throw new Error('The cursor secret has no usable SecretString');
    return body.SecretString;
  }
  if (env.AWS_LAMBDA_FUNCTION_NAME) {
    throw new Error('No cursor key configured for this Lambda function: set CURSOR_SECRET_ARN (the stack does for the listing functions)');
  }
  return DEVELOPMENT_CURSOR_SECRET;
}

let fromSecret: Promise<string> | undefined;

/** The cursor key. A key from Secrets Manager is fetched once per container (a failed fetch is retried next time). */
export function cursorKey(): Promise<string> {
  // An explicit key is read on every call: cheap, and tests may change it between calls.
  if (process.env.CURSOR_SECRET) return Promise.resolve(process.env.CURSOR_SECRET);
  if (!process.env.CURSOR_SECRET_ARN) return loadCursorKey(process.env);
  fromSecret ??= loadCursorKey(process.env).catch((err: unknown) => { fromSecret = undefined; throw err; });
  return fromSecret;
}

/** Forgets a key fetched from Secrets Manager (tests). */
export function resetCursorKey(): void { fromSecret = undefined; }
