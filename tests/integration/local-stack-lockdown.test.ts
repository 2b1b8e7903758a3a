import fs from 'node:fs';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newUser, partitionItems, stack, uniqueEmail } from './support/local';

/** The addresses (as /proc/net/tcp{,6} write them) that something listens on at `port`. */
function listenAddresses(port: number): string[] {
  const found: string[] = [];
  for (const f of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(f)) continue;
    for (const line of fs.readFileSync(f, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 3 && cols[3] === '0A' && parseInt(cols[1].split(':')[1], 16) === port) found.push(cols[1].split(':')[0]);
    }
  }
  return found;
}
const LOOPBACK = new Set(['0100007F', '00000000000000000000000001000000', '0000000000000000FFFF00000100007F']);

/** A raw request to the gateway over 127.0.0.1, with exactly the headers given (fetch would not send Host or Origin as told). */
function raw(method: string, path: string, headers: Record<string, string>, body = ''): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(stack().url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: '127.0.0.1', port: url.port, path, method, headers: { host: `localhost:${url.port}`, ...headers } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => { text += c.toString(); });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const sigv4 = (accessKey: string) => `AWS4-HMAC-SHA256 Credential=${accessKey}/20260101/us-east-1/lambda/aws4_request, SignedHeaders=host;x-amz-date, Signature=${'0'.repeat(64)}`;

describe('local stack lockdown', () => {
  it('listens on loopback only: the gateway and cognito-local', () => {
    for (const endpoint of [stack().url, stack().cognitoEndpoint]) {
      const addresses = listenAddresses(Number(new URL(endpoint).port));
      expect(addresses.length, endpoint).toBeGreaterThan(0);
      expect(addresses.filter((a) => !LOOPBACK.has(a)), endpoint).toEqual([]);
    }
  });

  it('runs no trigger for an Invoke call without the stack\'s own key', async () => {
    const email = uniqueEmail('victim');
    const forged = JSON.stringify({
      version: '1', triggerSource: 'PostConfirmation_ConfirmSignUp', region: 'us-east-1', userPoolId: stack().userPoolId,
      userName: email, callerContext: { awsSdkVersion: 'x', clientId: stack().clientId },
      request: { userAttributes: { sub: randomUUID(), email, given_name: 'Mallory', family_name: 'Forged' } }, response: {},
    });
    const path = '/2015-03-31/functions/post-confirmation/invocations';
    const attempts: Record<string, string>[] = [{}, { authorization: sigv4('local') }, { authorization: 'AWS4-HMAC-SHA256 Signature=abc' }];
    for (const headers of attempts) {
      const r = await raw('POST', path, { 'content-type': 'application/json', ...headers }, forged);
      expect(r.status).toBe(403);
    }
    const message = await raw('POST', '/2015-03-31/functions/custom-message/invocations', { authorization: sigv4('local') }, JSON.stringify({
      triggerSource: 'CustomMessage_SignUp', userName: email, request: { userAttributes: { email }, codeParameter: '{####}' }, response: {},
    }));
    expect(message.status).toBe(403);
    expect(message.body).not.toContain('####');
    // Nothing was written for that e-mail: it still belongs to nobody.
    expect(await partitionItems(`EMAIL#${email}`)).toEqual([]);
  });

  it('still runs the triggers for cognito-local itself (sign-up e-mail, profile at confirmation)', async () => {
    const user = await newUser('Lock', 'Down');
    expect((await partitionItems(`EMAIL#${user.email}`)).length).toBe(1);
  }, 30_000);

  it('shows the outbox to this machine, not to a page of another origin or another host name', async () => {
    const port = new URL(stack().url).port;
    expect((await raw('GET', '/__dev/outbox', {})).status).toBe(200);
    expect((await raw('GET', '/__dev/outbox', { origin: `http://localhost:${port}`, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `http://localhost:${Number(port) + 1}` },
      { 'sec-fetch-site': 'cross-site' },
      // DNS rebinding: a page of evil.example whose name now points at 127.0.0.1 asks "same-origin".
      { host: `evil.example:${port}` },
    ];
    for (const headers of refused) {
      const r = await raw('GET', '/__dev/outbox', headers);
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
      expect(r.body).not.toContain('"to"');
    }
  });
});
