// The assistant's reply streams in the cloud (docs/assistant.md, "Streaming"): its route is a REST API method whose
// Lambda proxy integration is in response-streaming mode, behind the Cognito authorizer of the stage's pool, reached
// through the admin's CloudFront distribution on the same path, uncached. Its other routes stay on the HTTP API.
import { Duration } from 'aws-cdk-lib';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from '../../functions/routes';
import { ROUTES, routeKey } from '../../shared/api-contract';
import { OAUTH_SCOPES } from '../../shared/oauth-scopes';
import { classThrottle } from '../../infra/cloud/constructs/api-throttles';
import { STREAM_AUTH_SCOPES, STREAM_STAGE, STREAMED_ROUTES, STREAMING_FUNCTION } from '../../infra/cloud/constructs/streaming-api';
import { actionsOfRole, buildStack, PROD, type Fixture } from './stack-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any>; DependsOn?: string[] }>;
const ofType = (r: Resources, type: string) => Object.entries(r).filter(([, x]) => x.Type === type);
const path = ROUTES.assistantMessage.path;

function streamingOf(f: Fixture) {
  const streaming = f.stack.api.streaming!;
  const template = Template.fromStack(streaming.stack);
  const resources = template.toJSON().Resources as Resources;
  const nested = (f.template.toJSON().Resources as Resources)[f.logicalId(streaming.stack.nestedStackResource!)];
  /** What a parameter of the streaming nested stack receives from the stage's stack. */
  const parameter = (ref: unknown) => nested.Properties.Parameters[(ref as { Ref: string }).Ref];
  return { streaming, template, resources, parameter };
}

describe('the assistant\'s streamed reply in the cloud', () => {
  let f: Fixture;
  let s: ReturnType<typeof streamingOf>;
  let dist: Record<string, any>;
  beforeAll(() => {
    f = buildStack();
    s = streamingOf(f);
    dist = Object.values(f.template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
  });

  it('is a REST method whose Lambda proxy integration streams (InvokeWithResponseStream) to the assistant\'s streaming function', () => {
    expect(STREAMED_ROUTES).toEqual({ assistant: ['assistantMessage'] });
    const methods = ofType(s.resources, 'AWS::ApiGateway::Method');
    expect(methods).toHaveLength(1);
    const [, method] = methods[0];
    expect(method.Properties.HttpMethod).toBe('POST');
    const integration = method.Properties.Integration;
    expect(integration).toMatchObject({ Type: 'AWS_PROXY', IntegrationHttpMethod: 'POST', ResponseTransferMode: 'STREAM', TimeoutInMillis: 60_000 });
    const fnId = f.logicalId(f.stack.api.streamFunctions.assistant!.fn);
    expect(integration.Uri['Fn::Join'][1]).toEqual(expect.arrayContaining([':lambda:path/2021-11-15/functions/', { 'Fn::GetAtt': [fnId, 'Arn'] }, '/response-streaming-invocations']));
    // The method sits at the contract's path, under the API that lives in the stage's stack.
    const parts = ['api', 'assistant', 'messages'];
    const byId = Object.fromEntries(ofType(s.resources, 'AWS::ApiGateway::Resource'));
    let at = byId[method.Properties.ResourceId.Ref];
    for (const part of parts.reverse()) {
      expect(at.Properties.PathPart).toBe(part);
      at = at.Properties.ParentId.Ref in byId ? byId[at.Properties.ParentId.Ref] : at;
    }
    expect(s.parameter(method.Properties.RestApiId)).toEqual({ Ref: f.logicalId(s.streaming.restApi) });
    // Invoked by this REST API's method alone.
    const permissions = ofType(s.resources, 'AWS::Lambda::Permission').map(([, p]) => p.Properties);
    expect(permissions).toHaveLength(1);
    expect(permissions[0].FunctionName).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
    expect(permissions[0].SourceArn['Fn::Join'][1].at(-1)).toBe(`/*/POST${path}`);
  });

  it('needs a token of the stage\'s user pool: a Cognito authorizer on the method, taking the web client\'s access tokens', () => {
    const [[authorizerId, authorizer]] = ofType(s.resources, 'AWS::ApiGateway::Authorizer');
    expect(authorizer.Properties).toMatchObject({ Type: 'COGNITO_USER_POOLS', IdentitySource: 'method.request.header.Authorization' });
    expect(authorizer.Properties.ProviderARNs.map(s.parameter)).toEqual([{ 'Fn::GetAtt': [f.logicalId(f.stack.auth.userPool), 'Arn'] }]);
    const [[, method]] = ofType(s.resources, 'AWS::ApiGateway::Method');
    expect(method.Properties).toMatchObject({ AuthorizationType: 'COGNITO_USER_POOLS', AuthorizerId: { Ref: authorizerId }, AuthorizationScopes: STREAM_AUTH_SCOPES });
    // A password sign-in's access token carries the first; a hosted-UI (Google) sign-in's the scopes the app asks for.
    expect(STREAM_AUTH_SCOPES).toEqual(['aws.cognito.signin.user.admin', 'openid']);
    expect(OAUTH_SCOPES).toEqual(expect.arrayContaining(STREAM_AUTH_SCOPES));
    const [client] = Object.values(f.template.findResources('AWS::Cognito::UserPoolClient'));
    for (const scope of STREAM_AUTH_SCOPES) expect(client.Properties.AllowedOAuthScopes).toContain(scope);
    // The authorizer takes any client of the pool: the function is told the web client's id, and takes only its tokens.
    const twin = s.resources[f.logicalId(f.stack.api.streamFunctions.assistant!.fn)].Properties;
    expect(s.parameter(twin.Environment.Variables.USER_POOL_CLIENT_ID)).toEqual({ Ref: f.logicalId(f.stack.auth.webClient) });
  });

  it('runs the same code as the HTTP API\'s assistant function, through Lambda\'s streaming handler, with its grants and settings', () => {
    const twin = s.resources[f.logicalId(f.stack.api.streamFunctions.assistant!.fn)].Properties;
    const main = (f.template.toJSON().Resources as Resources)[f.logicalId(f.stack.api.functions.assistant.fn)].Properties;
    expect(twin.Handler).toBe('index.streamingHandler');
    expect(main.Handler).toBe('index.handler');
    expect(twin.Timeout).toBe(60);
    expect(Object.keys(twin.Environment.Variables).sort()).toEqual([...Object.keys(main.Environment.Variables), 'USER_POOL_CLIENT_ID'].sort());
    expect(twin.Environment.Variables.ASSISTANT_MODEL_ID).toBe(main.Environment.Variables.ASSISTANT_MODEL_ID);
    const granted = (t: Template, roleId: string) => actionsOfRole(t, roleId).filter((a) => !a.startsWith('logs:')).sort();
    expect(granted(s.template, f.logicalId(f.stack.api.streamFunctions.assistant!.role)))
      .toEqual(granted(f.template, f.logicalId(f.stack.api.functions.assistant.role)));
    expect(granted(s.template, f.logicalId(f.stack.api.streamFunctions.assistant!.role))).toEqual(expect.arrayContaining(['bedrock:InvokeModelWithResponseStream', 'ses:SendEmail', 'dynamodb:PutItem']));
  });

  it('keeps the assistant\'s other routes on the HTTP API, with its function', () => {
    const onHttp = Object.values(f.routes.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey as string);
    const assistantRoutes = API_FUNCTIONS.assistant.routes.filter((r) => r !== 'assistantMessage').map((r) => routeKey(ROUTES[r]));
    expect(assistantRoutes).toHaveLength(7);
    for (const key of assistantRoutes) expect(onHttp, key).toContain(key);
    expect(onHttp).not.toContain(routeKey(ROUTES.assistantMessage));
  });

  it('is throttled like the HTTP API\'s routes: the route\'s class limit, and the stage\'s default for anything else', () => {
    const [[, stage]] = ofType(s.resources, 'AWS::ApiGateway::Stage');
    expect(stage.Properties.StageName).toBe(STREAM_STAGE);
    const limit = classThrottle('write', f.stack.api.plannedLeagues);
    expect(stage.Properties.MethodSettings).toEqual(expect.arrayContaining([
      expect.objectContaining({ HttpMethod: 'POST', ResourcePath: '/~1api~1assistant~1messages', ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit }),
      expect.objectContaining({ HttpMethod: '*', ResourcePath: '/*', ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 }),
    ]));
    // The stage's deployment is made after the method it deploys.
    const [[deploymentId, deployment]] = ofType(s.resources, 'AWS::ApiGateway::Deployment');
    expect(stage.Properties.DeploymentId).toEqual({ Ref: deploymentId });
    expect(deployment.DependsOn).toEqual(expect.arrayContaining([ofType(s.resources, 'AWS::ApiGateway::Method')[0][0]]));
  });

  it('makes a new deployment when a streamed method changes, so the stage serves the change', () => {
    const deploymentId = (x: Fixture) => ofType(streamingOf(x).resources, 'AWS::ApiGateway::Deployment')[0][0];
    const before = deploymentId(f);
    expect(deploymentId(buildStack())).toBe(before); // the same methods, the same deployment
    const timeout = STREAMING_FUNCTION.timeout;
    try {
      (STREAMING_FUNCTION as { timeout: Duration }).timeout = Duration.seconds(90);
      expect(deploymentId(buildStack())).not.toBe(before);
    } finally {
      (STREAMING_FUNCTION as { timeout: Duration }).timeout = timeout;
    }
  });

  it('is reached through the admin\'s CloudFront on the same path: to the REST API\'s stage, uncached, every viewer header but Host, POST allowed', () => {
    const behaviors = dist.CacheBehaviors as Array<Record<string, any>>;
    const at = behaviors.findIndex((b) => b.PathPattern === path);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(behaviors.findIndex((b) => b.PathPattern === '/api/*')); // more specific, listed first
    const b = behaviors[at];
    expect(b).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      Compress: false, ViewerProtocolPolicy: 'https-only',
    });
    expect(b.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'OPTIONS']));
    const origin = (dist.Origins as Array<Record<string, any>>).find((o) => o.Id === b.TargetOriginId)!;
    expect(origin.OriginPath).toBe(`/${STREAM_STAGE}`);
    expect(origin.DomainName).toEqual({ 'Fn::Join': ['', [{ Ref: f.logicalId(s.streaming.restApi) }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }]] });
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginReadTimeout: 60 });
    // The function refuses a request without CloudFront's secret header (functions/lib/origin-verify.ts).
    expect(origin.OriginCustomHeaders.map((h: { HeaderName: string }) => h.HeaderName)).toEqual(['x-origin-verify']);
  });

  it('costs the stage\'s stack two resources and three alarms: the REST API and its nested stack, the streaming function\'s errors and throttles, the stage\'s 5xx', () => {
    const main = f.template.toJSON().Resources as Resources;
    expect(ofType(main, 'AWS::ApiGateway::RestApi')).toHaveLength(1);
    expect(ofType(main, 'AWS::ApiGateway::RestApi')[0][1].Properties.EndpointConfiguration).toEqual({ Types: ['REGIONAL'] });
    const alarms = ofType(main, 'AWS::CloudWatch::Alarm');
    const watching = alarms.filter(([, a]) => JSON.stringify(a.Properties).includes('AssistantStreamingFunction'));
    expect(watching.map(([id]) => id).sort()).toEqual(['AlarmsApiAssistantStreamingErrors', 'AlarmsApiAssistantStreamingThrottles'].map((id) => expect.stringMatching(new RegExp(`^${id}`))));
    const [, fiveHundreds] = alarms.find(([id]) => id.startsWith('AlarmsStreamingApi5xx'))!;
    expect(fiveHundreds.Properties).toMatchObject({
      Namespace: 'AWS/ApiGateway', MetricName: '5XXError', Threshold: 5,
      Dimensions: expect.arrayContaining([{ Name: 'ApiName', Value: s.streaming.apiName }, { Name: 'Stage', Value: STREAM_STAGE }]),
    });
    expect(ofType(main, 'AWS::ApiGateway::RestApi')[0][1].Properties.Name).toBe(s.streaming.apiName);
  });
});

describe('the assistant\'s streamed reply in production', () => {
  it('is mapped under /stream on the API\'s private origin, with its execute-api address off, and CloudFront presents its client certificate', () => {
    const f = buildStack(PROD);
    const s = streamingOf(f);
    const main = f.template.toJSON().Resources as Resources;
    expect(ofType(main, 'AWS::ApiGateway::RestApi')[0][1].Properties.DisableExecuteApiEndpoint).toBe(true);
    const [[, mapping]] = ofType(s.resources, 'AWS::ApiGatewayV2::ApiMapping');
    const [[stageId]] = ofType(s.resources, 'AWS::ApiGateway::Stage');
    expect(mapping.Properties).toMatchObject({ ApiMappingKey: STREAM_STAGE, Stage: { Ref: stageId } }); // a stage's Ref is its name
    expect(s.parameter(mapping.Properties.ApiId)).toEqual({ Ref: f.logicalId(s.streaming.restApi) });
    const dist = Object.values(f.template.findResources('AWS::CloudFront::Distribution'))
      .find((d) => (d.Properties.DistributionConfig.CacheBehaviors as Array<{ PathPattern: string }>).some((b) => b.PathPattern === path))!.Properties.DistributionConfig;
    const b = (dist.CacheBehaviors as Array<Record<string, any>>).find((x) => x.PathPattern === path)!;
    const origin = (dist.Origins as Array<Record<string, any>>).find((o) => o.Id === b.TargetOriginId)!;
    expect(origin).toMatchObject({ DomainName: PROD.apiOriginDomain, OriginPath: `/${STREAM_STAGE}` });
    expect(origin.CustomOriginConfig.OriginMtlsConfig).toEqual({ ClientCertificateArn: PROD.apiOriginClientCertificateArn });
  });
});
