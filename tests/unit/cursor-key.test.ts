// Where the cursor key comes from: an explicit CURSOR_SECRET, Secrets Manager through the Lambda extension
// (fetch stubbed), a loud failure in Lambda with neither, and one fetch per container.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cursorKey, loadCursorKey, resetCursorKey, type FetchLike } from '../../functions/lib/cursor-key';

const ARN = 'arn:aws:secretsmanager:us-east-1:111122223333:secret:CursorKey-AbC123';
const KEY = 'k'.repeat(64);

function fakeExtension(answer: { status?: number; body?: unknown } = {}) {
  return vi.fn<FetchLike>(async () => ({
    ok: (answer.status ?? 200) === 200, status: answer.status ?? 200,
    json: async () => answer.body ?? { ARN, Name: 'CursorKey', SecretString: KEY },
  }));
}

describe('loadCursorKey', () => {
  it('uses CURSOR_SECRET as it is, without calling the extension', async () => {
    const f = fakeExtension();
    expect(await loadCursorKey({ CURSOR_SECRET: 'explicit', CURSOR_SECRET_ARN: ARN, AWS_LAMBDA_FUNCTION_NAME: 'fn' }, f)).toBe('explicit');
    expect(f).not.toHaveBeenCalled();
  });

  it('reads CURSOR_SECRET_ARN through the Parameters and Secrets extension with the session token', async () => {
    const f = fakeExtension();
    expect(await loadCursorKey({ CURSOR_SECRET_ARN: ARN, AWS_SESSION_TOKEN: 'session', AWS_LAMBDA_FUNCTION_NAME: 'fn' }, f)).toBe(KEY);
    expect(f).toHaveBeenCalledWith(
      `http://localhost:2773/secretsmanager/get?secretId=${encodeURIComponent(ARN)}`,
      { headers: { 'X-Aws-Parameters-Secrets-Token': 'session' } },
    );
    await loadCursorKey({ CURSOR_SECRET_ARN: ARN, AWS_SESSION_TOKEN: 's', PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2999' }, f);
    expect(f.mock.calls[1][0]).toMatch(/^http:\/\/localhost:2999\//);
  });

  it('fails when the extension answers an error or no usable secret', async () => {
    const env = { CURSOR_SECRET_ARN: ARN, AWS_SESSION_TOKEN: 's' };
    await expect(loadCursorKey(env, fakeExtension({ status: 403 }))).rejects.toThrow(/HTTP 403/);
    await expect(loadCursorKey(env, fakeExtension({ body: { SecretBinary: 'x' } }))).rejects.toThrow(/SecretString/);
    await expect(loadCursorKey(env, fakeExtension({ body: { SecretString: 'short' } }))).rejects.toThrow(/SecretString/);
    await expect(loadCursorKey({ CURSOR_SECRET_ARN: ARN }, fakeExtension())).rejects.toThrow(/AWS_SESSION_TOKEN/);
  });

  it('fails loudly in Lambda when no key is configured, instead of signing with a public one', async () => {
    await expect(loadCursorKey({ AWS_LAMBDA_FUNCTION_NAME: 'league-platform-leagues' }, fakeExtension())).rejects.toThrow(/No cursor key configured/);
  });

  it('falls back to a development key outside Lambda', async () => {
    expect(await loadCursorKey({}, fakeExtension())).toMatch(/local/);
  });
});

describe('cursorKey', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const k of ['CURSOR_SECRET', 'CURSOR_SECRET_ARN', 'AWS_SESSION_TOKEN', 'AWS_LAMBDA_FUNCTION_NAME']) {
      if (saved[k] === undefined) delete process.env[k]; else process.env[k] = saved[k];
    }
    vi.unstubAllGlobals();
    resetCursorKey();
  });

  it('fetches the secret once per container, and retries after a failed fetch', async () => {
    delete process.env.CURSOR_SECRET;
    Object.assign(process.env, { CURSOR_SECRET_ARN: ARN, AWS_SESSION_TOKEN: 's', AWS_LAMBDA_FUNCTION_NAME: 'fn' });
    const failing = fakeExtension({ status: 500 });
    vi.stubGlobal('fetch', failing);
    await expect(cursorKey()).rejects.toThrow(/HTTP 500/);
    const f = fakeExtension();
    vi.stubGlobal('fetch', f);
    expect(await Promise.all([cursorKey(), cursorKey()])).toEqual([KEY, KEY]);
    expect(await cursorKey()).toBe(KEY);
    expect(f).toHaveBeenCalledTimes(1);
  });

  it('rejects in Lambda without configuration', async () => {
    delete process.env.CURSOR_SECRET;
    delete process.env.CURSOR_SECRET_ARN;
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'fn';
    await expect(cursorKey()).rejects.toThrow(/No cursor key configured/);
  });
});
