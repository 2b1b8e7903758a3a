// The API's limits on the synthesized templates: in production nobody but CloudFront reaches it (the execute-api
// address is off and its custom domain requires CloudFront's client certificate), every route has a throttle from
// its class, and the edge web ACL limits each client.
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { classThrottle, throttleClassOf } from '../../infra/cloud/constructs/api-throttles';
import { STREAMED_ROUTES } from '../../infra/cloud/constructs/streaming-api';
import { LeaguePlatformEdgeStack } from '../../infra/cloud/edge-stack';
import { ROUTES, type RouteName } from '../../shared/api-contract';
import { buildStack, CDK_JSON_CONTEXT, PROD, type Fixture } from './stack-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;
const ofType = (r: Resources, type: string) => Object.values(r).filter((x) => x.Type === type).map((x) => x.Properties);

describe('the API in production', () => {
  let f: Fixture;
  let r: Resources;
  beforeAll(() => {
    f = buildStack(PROD);
    r = f.template.toJSON().Resources as Resources;
  });

  it('cannot be called on its execute-api address, and its own domain takes only clients with a certificate from the truststore', () => {
    expect(ofType(r, 'AWS::ApiGatewayV2::Api').map((a) => a.DisableExecuteApiEndpoint)).toEqual([true]);
    expect(ofType(r, 'AWS::ApiGatewayV2::DomainName')).toEqual([expect.objectContaining({
      DomainName: PROD.apiOriginDomain,
      MutualTlsAuthentication: { TruststoreUri: PROD.apiTruststoreUri },
      DomainNameConfigurations: [expect.objectContaining({ CertificateArn: PROD.apiOriginCertificateArn, EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' })],
    })]);
    expect(ofType(r, 'AWS::ApiGatewayV2::ApiMapping')).toHaveLength(1);
  });

  it('is reached by both distributions on its own domain, presenting CloudFront\'s client certificate', () => {
    const distributions = ofType(r, 'AWS::CloudFront::Distribution');
    expect(distributions).toHaveLength(2);
    for (const d of distributions) {
      const api = (d.DistributionConfig.Origins as Array<Record<string, any>>).filter((o) => o.DomainName === PROD.apiOriginDomain);
      // The admin's distribution also reaches the streaming REST API there, under /stream (streaming-api.ts).
      expect(api.map((o) => o.OriginPath ?? '')).toEqual(d.DistributionConfig.Comment.includes('admin') ? ['', '/stream'] : ['']);
      for (const o of api) expect(o.CustomOriginConfig.OriginMtlsConfig).toEqual({ ClientCertificateArn: PROD.apiOriginClientCertificateArn });
    }
  });

  it('gives every route its own throttle from its class: public reads highest, signed-in reads, writes lower, imports and exports lowest', () => {
    const [stage] = ofType(r, 'AWS::ApiGatewayV2::Stage');
    const settings = stage.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    // The streamed routes' limits are the REST API stage's (tests/infra/streaming-api.test.ts).
    const streamed = new Set<string>(Object.values(STREAMED_ROUTES).flat());
    const names = (Object.keys(ROUTES) as RouteName[]).filter((n) => !streamed.has(n));
    expect(Object.keys(settings).sort()).toEqual(names.map((n) => `${ROUTES[n].method} ${ROUTES[n].path}`).sort());
    const rate = (name: RouteName) => settings[`${ROUTES[name].method} ${ROUTES[name].path}`].ThrottlingRateLimit;
    // Sized for cdk.json's 10,000 leagues at an evening peak (10 x the month's average) with 2 x headroom.
    expect(classThrottle('publicRead', 10_000)).toEqual({ rateLimit: 78, burstLimit: 156 });
    expect(rate('publicLeague')).toBe(78);
    expect(rate('leagueDirectory')).toBe(78);
    expect(throttleClassOf('createTeam')).toBe('write');
    expect(rate('createTeam')).toBe(47);
    expect(rate('importGames')).toBe(5);
    expect(rate('billingWebhook')).toBe(50);
    for (const name of names) {
      const cls = throttleClassOf(name);
      expect(settings[`${ROUTES[name].method} ${ROUTES[name].path}`], name).toEqual({
        ThrottlingRateLimit: classThrottle(cls, 10_000).rateLimit, ThrottlingBurstLimit: classThrottle(cls, 10_000).burstLimit,
      });
    }
    // The stage names routes, which must exist before it is updated.
    expect(Object.values(f.template.toJSON().Resources as Record<string, { Type: string; DependsOn?: string[] }>)
      .find((x) => x.Type === 'AWS::ApiGatewayV2::Stage')?.DependsOn).toEqual(expect.arrayContaining([f.logicalId(f.stack.api.routes!.nestedStackResource!)]));
  });

  it('warns at 80 % of the account\'s tenant and certificate quotas from cdk.json, from the sweep\'s hourly counts it may list', () => {
    const alarms = ofType(r, 'AWS::CloudWatch::Alarm');
    const on = (metric: string) => alarms.filter((a) => a.MetricName === metric);
    expect(on('DistributionTenantsInUse')).toEqual([expect.objectContaining({
      Threshold: 8000, Period: 3600, Statistic: 'Maximum', ComparisonOperator: 'GreaterThanOrEqualToThreshold', TreatMissingData: 'notBreaching',
    })]);
    expect(on('CertificatesInUse')).toEqual([expect.objectContaining({ Threshold: 2000, Period: 3600, Statistic: 'Maximum' })]);
    const statements = ofType(r, 'AWS::IAM::Policy').flatMap((p) => p.PolicyDocument.Statement as Array<Record<string, any>>);
    const listing = statements.filter((st) => [st.Action].flat().includes('acm:ListCertificates'));
    expect(listing).toHaveLength(1);
    expect([listing[0].Action].flat().sort()).toEqual(['acm:ListCertificates', 'cloudfront:ListDistributionTenants']);
    expect(listing[0]).toMatchObject({ Effect: 'Allow', Resource: '*', Condition: { StringEquals: { 'aws:RequestedRegion': 'us-east-1' } } });
  });

  it('refuses to synthesize without the private origin, and takes its four settings together', () => {
    const { apiOriginDomain: _d, apiOriginCertificateArn: _c, apiOriginClientCertificateArn: _cc, apiTruststoreUri: _t, ...rest } = PROD;
    expect(() => buildStack(rest)).toThrow(/needs the API's private origin/);
    expect(() => buildStack({ ...PROD, apiTruststoreUri: '' })).toThrow(/'apiTruststoreUri' missing/);
  });
});

describe('the API on a dev stage without a private origin', () => {
  it('keeps its execute-api address (guarded by the origin-verify header) and the floors of each class; quota alarms follow cdk.json', () => {
    const f = buildStack();
    const r = f.template.toJSON().Resources as Resources;
    expect(ofType(r, 'AWS::ApiGatewayV2::Api')[0].DisableExecuteApiEndpoint).toBe(false);
    expect(ofType(r, 'AWS::ApiGatewayV2::DomainName')).toEqual([]);
    const settings = ofType(r, 'AWS::ApiGatewayV2::Stage')[0].RouteSettings;
    expect(settings[`${ROUTES.publicLeague.method} ${ROUTES.publicLeague.path}`]).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
    expect(settings[`${ROUTES.createTeam.method} ${ROUTES.createTeam.path}`]).toEqual({ ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 });
    // A quota raised by AWS is raised in cdk.json; the alarm follows.
    const raised = buildStack({ stages: { ...(CDK_JSON_CONTEXT.stages as object), qa: { retainData: false, logRetentionDays: 7, requireProductionSettings: false, wafRateLimit: 2000, quotas: { distributionTenants: 50_000 } } }, stage: 'qa' });
    const alarms = ofType(raised.template.toJSON().Resources as Resources, 'AWS::CloudWatch::Alarm');
    expect(alarms.find((a) => a.MetricName === 'DistributionTenantsInUse')?.Threshold).toBe(40_000);
    expect(alarms.find((a) => a.MetricName === 'CertificatesInUse')?.Threshold).toBe(2_000);
  });
});

describe('the edge web ACL', () => {
  it('blocks, per client over 5 minutes: 2,000 requests from one address, 400 API writes from one address, 2,000 requests with one sign-in token', () => {
    const edge = new LeaguePlatformEdgeStack(new App(), 'Edge', { stage: 'prod', rateLimit: 2000 });
    const [acl] = ofType(Template.fromStack(edge).toJSON().Resources as Resources, 'AWS::WAFv2::WebACL');
    const rules = Object.fromEntries((acl.Rules as Array<Record<string, any>>).map((x) => [x.Name, x]));
    expect(rules.RateLimitPerIp.Statement.RateBasedStatement).toMatchObject({ Limit: 2000, AggregateKeyType: 'IP' });
    const writes = rules.RateLimitApiWritesPerIp.Statement.RateBasedStatement;
    expect(writes).toMatchObject({ Limit: 400, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    expect(JSON.stringify(writes.ScopeDownStatement)).toContain('/api/');
    expect(JSON.stringify(writes.ScopeDownStatement)).toContain('^(GET|HEAD|OPTIONS)$');
    expect(rules.RateLimitApiPerToken.Statement.RateBasedStatement).toMatchObject({
      Limit: 2000, AggregateKeyType: 'CUSTOM_KEYS', CustomKeys: [{ Header: { Name: 'authorization', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } }],
    });
    for (const rule of ['RateLimitPerIp', 'RateLimitApiWritesPerIp', 'RateLimitApiPerToken']) expect(rules[rule].Action).toEqual({ Block: {} });
  });
});
