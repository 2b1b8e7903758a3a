// The league site's pages in the cloud: the site function behind both distributions (infra/cloud/constructs/
// site-render.ts). It may only read the table, only CloudFront may call it, /l/* and the custom domains reach it
// with the viewer's host, and CloudFront keeps a page at most a minute.
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_ADDRESSING_HEADER, SITE_HOST_FUNCTION_CODE, SITE_HOST_HEADER } from '../../functions/site-render/edge-contract';
import { TABLE_READ_ACTIONS } from '../../infra/cloud/constructs/api';
import { actionsOfRole, buildStack, covers, DYNAMODB_WRITE_ACTIONS, type Fixture, watchesFunction } from './stack-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
const list = <T>(x: T | T[]) => (Array.isArray(x) ? x : [x]);

type CfRequest = { uri: string; headers: Record<string, { value: string }> };
const viewerRequest = new Function(`${SITE_HOST_FUNCTION_CODE}; return handler;`)() as (e: { request: CfRequest }) => CfRequest;

describe('the site function (server-rendered league pages)', () => {
  let f: Fixture;
  let r: Resources;
  let fnId: string;
  let mainDist: Record<string, any>;
  beforeAll(() => {
    f = buildStack();
    r = f.template.toJSON().Resources as Resources;
    fnId = f.logicalId(f.stack.site.function.fn);
    mainDist = r[f.logicalId(f.stack.web.distribution)].Properties.DistributionConfig;
  });
  const cachePolicy = (ref: { Ref: string }) => r[ref.Ref].Properties.CachePolicyConfig;

  it('may only GetItem, Query and BatchGetItem the table (and its indexes): no Scan, no write', () => {
    const roleId = f.logicalId(f.stack.site.function.role);
    const actions = actionsOfRole(f.template, roleId);
    expect([...new Set(actions.filter((a) => a.startsWith('dynamodb:')))].sort()).toEqual([...TABLE_READ_ACTIONS].sort());
    expect([...new Set(actions)].sort()).toEqual(
      ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query', 'logs:CreateLogStream', 'logs:PutLogEvents', 'xray:PutTelemetryRecords', 'xray:PutTraceSegments'],
    );
    for (const action of [...DYNAMODB_WRITE_ACTIONS, 'dynamodb:Scan', 'dynamodb:PartiQLSelect']) {
      expect(actions.some((g) => covers(g, action)), action).toBe(false);
    }
    const statements = Object.values(r).filter((x) => x.Type === 'AWS::IAM::Policy' && JSON.stringify(x.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
    const tableArn = { 'Fn::GetAtt': [f.logicalId(f.stack.data.table), 'Arn'] };
    const dynamo = statements.filter((s) => list(s.Action).some((a) => a.startsWith('dynamodb:')));
    expect(dynamo.flatMap((s) => list(s.Resource))).toEqual([tableArn, { 'Fn::Join': ['', [tableArn, '/index/*']] }]);
  });

  it('runs traced on Node.js 22 arm64, knows the table, and has alarms on its errors, throttles and 500 pages', () => {
    expect(r[fnId].Properties).toMatchObject({
      Runtime: 'nodejs22.x', Architectures: ['arm64'], TracingConfig: { Mode: 'Active' },
      Environment: { Variables: expect.objectContaining({ TABLE_NAME: { Ref: f.logicalId(f.stack.data.table) } }) },
    });
    const alarms = Object.values(r).filter((x) => x.Type === 'AWS::CloudWatch::Alarm').map((a) => a.Properties);
    for (const metric of ['Errors', 'Throttles']) {
      expect(alarms.some((a) => watchesFunction(a, metric, fnId)), metric).toBe(true);
    }
    expect(alarms.some((a) => a.MetricName === 'SitePageFailed')).toBe(true);
  });

  it('is reachable only through CloudFront: an IAM-authenticated function URL, signed for by Origin Access Control', () => {
    f.template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM', TargetFunctionArn: { 'Fn::GetAtt': [fnId, 'Arn'] } });
    expect(r[f.logicalId(f.stack.site.originAccessControl)].Properties.OriginAccessControlConfig)
      .toMatchObject({ OriginAccessControlOriginType: 'lambda', SigningBehavior: 'always', SigningProtocol: 'sigv4' });
    const urlId = f.logicalId(f.stack.site.url);
    const permissions = Object.values(r).filter((x) => x.Type === 'AWS::Lambda::Permission'
      && [fnId, urlId].some((id) => JSON.stringify(x.Properties.FunctionName).includes(id)));
    // InvokeFunctionUrl and InvokeFunction (through the URL only) for each of the two distributions, nobody else.
    expect(permissions).toHaveLength(4);
    for (const p of permissions) {
      expect(p.Properties.FunctionName).toEqual({ 'Fn::GetAtt': [urlId, 'FunctionArn'] });
      expect(p.Properties.Principal).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(p.Properties.SourceArn)).toContain(':distribution/');
      if (p.Properties.Action === 'lambda:InvokeFunction') expect(p.Properties.InvokedViaFunctionUrl).toBe(true);
      else expect(p.Properties.Action).toBe('lambda:InvokeFunctionUrl');
    }
    const distributionsAllowed = permissions.map((p) => JSON.stringify(p.Properties.SourceArn));
    for (const d of [f.stack.web.distribution, f.stack.domains.distribution]) {
      expect(distributionsAllowed.filter((s) => s.includes(f.logicalId(d))), f.logicalId(d)).toHaveLength(2);
    }
  });

  it('answers /l/* of the product\'s distribution, with the viewer\'s host, kept at most 60 seconds, no cookies or query strings', () => {
    const l = (mainDist.CacheBehaviors as Array<Record<string, any>>).find((b) => b.PathPattern === '/l/*')!;
    const origin = (mainDist.Origins as Array<Record<string, any>>).find((o) => o.Id === l.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain(f.logicalId(f.stack.site.url));
    expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [f.logicalId(f.stack.site.originAccessControl), 'Id'] });
    expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: SITE_ADDRESSING_HEADER, HeaderValue: 'path' }]);
    expect(l).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      Compress: true,
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [f.logicalId(f.stack.site.viewerHost), 'FunctionARN'] } }],
    });
    expect(l).not.toHaveProperty('OriginRequestPolicyId'); // the host header goes as part of the cache key; nothing else does
    const cache = cachePolicy(l.CachePolicyId);
    expect(cache.MaxTTL).toBeLessThanOrEqual(60);
    expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [SITE_HOST_HEADER] },
      // The schedule's filters (?level=&team=) are the only query the pages read: each filtered page its own copy.
      QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['level', 'team', 'from'] },
      CookiesConfig: { CookieBehavior: 'none' },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
    // The site's built files stay with the bucket (the default behaviour), cached as deploys expect.
    expect(mainDist.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern)).not.toContain('/_site/*');
  });

  it('answers the custom domains\' default behaviour too, with the same cache policy and viewer-request function', () => {
    const tenants = r[f.logicalId(f.stack.domains.distribution)].Properties.DistributionConfig;
    const origin = (tenants.Origins as Array<Record<string, any>>).find((o) => o.Id === tenants.DefaultCacheBehavior.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain(f.logicalId(f.stack.site.url));
    expect(tenants.DefaultCacheBehavior.CachePolicyId).toEqual({ Ref: f.logicalId(f.stack.site.cachePolicy) });
    expect(tenants.DefaultCacheBehavior.FunctionAssociations[0].FunctionARN).toEqual({ 'Fn::GetAtt': [f.logicalId(f.stack.site.viewerHost), 'FunctionARN'] });
  });

  it('passes the viewer\'s Host to the function, overwriting whatever a viewer sent under that header', () => {
    const request = { uri: '/news/opening-day', headers: { host: { value: 'league.example.org' } } };
    expect(viewerRequest({ request })).toEqual({ uri: '/news/opening-day', headers: { host: { value: 'league.example.org' }, [SITE_HOST_HEADER]: { value: 'league.example.org' } } });
    const forged = { uri: '/l/springfield', headers: { host: { value: 'app.example.com' }, [SITE_HOST_HEADER]: { value: 'victim.example.org' } } };
    expect(viewerRequest({ request: forged }).headers[SITE_HOST_HEADER]).toEqual({ value: 'app.example.com' });
    const noHost = { uri: '/', headers: { [SITE_HOST_HEADER]: { value: 'victim.example.org' } } };
    expect(viewerRequest({ request: noHost }).headers).toEqual({});
  });
});
