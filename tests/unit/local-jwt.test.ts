import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVerifier } from '../../infra/local/jwt';

// A JWKS served over http, as cognito-local serves it, and RS256 tokens signed with its key.
const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
let server: http.Server;
let issuer = '';
let jwksFetches = 0;
const CLIENT = 'app-client-1';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
function sign(payload: Record<string, unknown>, key = privateKey) {
  const unsigned = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64(payload)}`;
  return `${unsigned}.${crypto.sign('sha256', Buffer.from(unsigned), key).toString('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);
const access = (over: Record<string, unknown> = {}) =>
  sign({ sub: 'user-1', iss: issuer, token_use: 'access', client_id: CLIENT, iat: now(), exp: now() + 3600, ...over });

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    jwksFetches += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local_pool`;
});
afterAll(() => { server.close(); vi.useRealTimers(); });

describe('the local gateway token verifier (what API Gateway\'s JWT authorizer checks)', () => {
  it('accepts a valid token, and the same token again from its cache', async () => {
    const verify = createVerifier(issuer, CLIENT);
    const token = access();
    expect((await verify(token)).sub).toBe('user-1');
    expect((await verify(token)).sub).toBe('user-1');
  });

  it('still checks every other token in full once one is cached: signature, issuer, client, expiry', async () => {
    const verify = createVerifier(issuer, CLIENT);
    const good = access();
    await verify(good);
    const [h, p] = good.split('.');
    const forgedPayload = `${h}.${b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: 'someone-else' })}.${good.split('.')[2]}`;
    await expect(verify(forgedPayload)).rejects.toThrow();
    const sig = good.split('.')[2];
    const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    await expect(verify(`${h}.${p}.${flipped}`)).rejects.toThrow();
    await expect(verify(sign({ sub: 'user-1', iss: issuer, token_use: 'access', client_id: CLIENT, exp: now() + 3600 }, other.privateKey))).rejects.toThrow();
    await expect(verify(access({ iss: 'http://127.0.0.1:1/elsewhere' }))).rejects.toThrow();
    await expect(verify(access({ client_id: 'another-client' }))).rejects.toThrow('Token was not issued to this app client');
    await expect(verify(access({ exp: now() - 10 }))).rejects.toThrow();
  });

  it('stops answering from its cache once the token expires', async () => {
    const verify = createVerifier(issuer, CLIENT);
    const token = access({ exp: now() + 60 });
    await verify(token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await expect(verify(token)).rejects.toThrow();
    vi.useRealTimers();
  });

  it('fetches the JWKS once, not per request', async () => {
    const before = jwksFetches;
    const verify = createVerifier(issuer, CLIENT);
    for (let i = 0; i < 5; i++) await verify(access({ jti: String(i) }));
    expect(jwksFetches - before).toBe(1);
  });
});
