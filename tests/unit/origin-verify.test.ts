// The API refuses requests that did not come through CloudFront (and so past its WAF web ACL): the execute-api URL
// is no way around it. Locally no value is configured and nothing is checked.
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, routeKey } from '../../shared/api-contract';
import { apiHandler } from '../../functions/access/api-handler';
import type { ApiEvent } from '../../functions/lib/http';
import { cameThroughCloudFront, ORIGIN_VERIFY_HEADER } from '../../functions/lib/origin-verify';

const SECRET = 'k9Q2vT7xLm4Rp8Zs1Wd6Yh3Nc5Bf0Ga2Je7Ku';
const plans = apiHandler({ plans: async () => ({ status: 200, body: { plans: [] } }) as never });

function request(headers: Record<string, string>): ApiEvent {
  const key = routeKey(ROUTES.plans);
  return {
    version: '2.0', routeKey: key, rawPath: '/api/subscription/plans', rawQueryString: '', headers, isBase64Encoded: false,
    requestContext: { requestId: 'r1', routeKey: key, http: { method: 'GET', path: '/api/subscription/plans' } } as unknown as ApiEvent['requestContext'],
  };
}
const context = { awsRequestId: 'l1', functionName: 'subscriptions' } as Context;

describe('origin verification', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('answers 403 to a request sent straight to the execute-api URL, without or with a wrong header', async () => {
    vi.stubEnv('ORIGIN_VERIFY', SECRET);
    const attempts: Record<string, string>[] = [{}, { [ORIGIN_VERIFY_HEADER]: 'guess' }, { [ORIGIN_VERIFY_HEADER]: `${SECRET}x` }];
    for (const headers of attempts) {
      const res = await plans(request(headers), context);
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(String(res.body))).toMatchObject({ code: 'forbidden' });
    }
  });

  it('serves a request CloudFront forwarded with the secret header', async () => {
    vi.stubEnv('ORIGIN_VERIFY', SECRET);
    const res = await plans(request({ [ORIGIN_VERIFY_HEADER]: SECRET }), context);
    expect(res.statusCode).toBe(200);
  });

  it('checks nothing when no value is configured (the local stack)', () => {
    expect(cameThroughCloudFront({}, '')).toBe(true);
    expect(cameThroughCloudFront(undefined, undefined)).toBe(true);
    expect(cameThroughCloudFront({}, SECRET)).toBe(false);
  });
});
