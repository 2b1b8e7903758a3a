import { Capture, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from '../../functions/routes';
import { ROUTES, routeKey } from '../../shared/api-contract';
import { STREAMED_ROUTES } from '../../infra/cloud/constructs/streaming-api';
import { actionsOfRole, buildStack, covers, DYNAMODB_WRITE_ACTIONS, type Fixture } from './stack-fixture';

// The routes whose answer streams are the REST API's (tests/infra/streaming-api.test.ts); every other one is here.
const streamed = new Set<string>(Object.values(STREAMED_ROUTES).flat());
const onHttpApi = Object.entries(ROUTES).filter(([name]) => !streamed.has(name));

describe('the HTTP API', () => {
  let f: Fixture;
  let routes: Record<string, { Properties: Record<string, unknown> }>;
  beforeAll(() => {
    f = buildStack();
    routes = f.routes.findResources('AWS::ApiGatewayV2::Route') as typeof routes;
  });
  const routeFor = (key: string) => Object.values(routes).filter((r) => r.Properties.RouteKey === key);

  it('serves every route of the API contract exactly once, but those whose answer streams', () => {
    expect(streamed).toEqual(new Set(['assistantMessage']));
    expect(Object.keys(routes)).toHaveLength(onHttpApi.length);
    for (const [, route] of onHttpApi) expect(routeFor(routeKey(route)), routeKey(route)).toHaveLength(1);
    for (const name of streamed) expect(routeFor(routeKey(ROUTES[name as keyof typeof ROUTES])), name).toHaveLength(0);
  });

  it.each(onHttpApi.filter(([, r]) => r.auth))('%s needs a valid Cognito token', (_name, route) => {
    const [r] = routeFor(routeKey(route));
    expect(r.Properties.AuthorizationType).toBe('JWT');
    expect(f.routesParameter(r.Properties.AuthorizerId)).toEqual({ Ref: f.logicalId(f.stack.api.httpApi.node.findChild('CognitoJwt')) });
  });

  it.each(Object.entries(ROUTES).filter(([, r]) => !r.auth))('%s is public', (_name, route) => {
    const [r] = routeFor(routeKey(route));
    expect(r.Properties.AuthorizationType).toBe('NONE');
    expect(r.Properties.AuthorizerId).toBeUndefined();
  });

  it('keeps every route in the routes\' nested stack, none in the stage\'s stack', () => {
    f.template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    f.template.resourceCountIs('AWS::ApiGatewayV2::Integration', 0);
    f.template.hasResourceProperties('AWS::CloudFormation::Stack', { TemplateURL: Match.anyValue() });
  });

  it('lets API Gateway invoke each function once, from this API only, whatever its number of routes', () => {
    const permissions = Object.values(f.routes.findResources('AWS::Lambda::Permission'));
    expect(permissions).toHaveLength(Object.keys(API_FUNCTIONS).length);
    const apiId = { Ref: f.logicalId(f.stack.api.httpApi) };
    const invoked = permissions.map((p) => {
      expect(p.Properties).toMatchObject({ Action: 'lambda:InvokeFunction', Principal: 'apigateway.amazonaws.com' });
      const [, parts] = p.Properties.SourceArn['Fn::Join'] as [string, unknown[]];
      expect(parts.slice(0, 2)).toEqual(['arn:', { Ref: 'AWS::Partition' }]);
      expect(parts[2]).toBe(':execute-api:');
      expect(f.routesParameter(parts[parts.length - 2])).toEqual(apiId);
      expect(parts[parts.length - 1]).toBe('/*/*/*');
      return f.routesParameter(p.Properties.FunctionName);
    });
    expect(invoked).toEqual(expect.arrayContaining(Object.values(f.stack.api.functions).map((fn) => ({ 'Fn::GetAtt': [f.logicalId(fn.fn), 'Arn'] }))));
  });

  it('accepts only tokens issued by this user pool to the web app client', () => {
    f.template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    f.template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: f.logicalId(f.stack.auth.webClient) }],
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.', { Ref: 'AWS::Region' }, '.amazonaws.com/', { Ref: f.logicalId(f.stack.auth.userPool) }]] },
      },
    });
  });

  it('routes each request to the function that owns it in functions/routes.ts', () => {
    const integrations = f.routes.findResources('AWS::ApiGatewayV2::Integration');
    for (const [name, def] of Object.entries(API_FUNCTIONS)) {
      const fnId = f.logicalId(f.stack.api.functions[name as keyof typeof API_FUNCTIONS].fn);
      for (const routeName of def.routes.filter((r) => !streamed.has(r))) {
        const integration = new Capture();
        f.routes.hasResourceProperties('AWS::ApiGatewayV2::Route', {
          RouteKey: routeKey(ROUTES[routeName]),
          Target: { 'Fn::Join': ['', ['integrations/', { Ref: integration }]] },
        });
        const props = integrations[integration.asString()].Properties;
        expect(props.IntegrationType, routeName).toBe('AWS_PROXY');
        expect(f.routesParameter(props.IntegrationUri), routeName).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
      }
    }
  });

  it('every function runs on Node.js 22 on arm64 and knows the table name', () => {
    const ours = [...Object.values(f.stack.api.functions), f.stack.auth.customMessageFunction, f.stack.auth.postConfirmationFunction];
    const fns = f.template.findResources('AWS::Lambda::Function');
    for (const fn of ours) {
      const props = fns[f.logicalId(fn.fn)].Properties;
      expect(props.Runtime).toBe('nodejs22.x');
      expect(props.Architectures).toEqual(['arm64']);
    }
    for (const fn of Object.values(f.stack.api.functions)) {
      expect(fns[f.logicalId(fn.fn)].Properties.Environment.Variables.TABLE_NAME).toEqual({ Ref: f.logicalId(f.stack.data.table) });
    }
  });

  it('functions declared read-only cannot change data, whatever their code does', () => {
    const readOnly = Object.entries(API_FUNCTIONS).filter(([, d]) => d.table === 'read');
    expect(readOnly.length).toBeGreaterThan(0);
    for (const [name] of readOnly) {
      const actions = actionsOfRole(f.template, f.logicalId(f.stack.api.functions[name as keyof typeof API_FUNCTIONS].role));
      expect(actions, name).toContain('dynamodb:Query');
      for (const write of DYNAMODB_WRITE_ACTIONS) {
        expect(actions.filter((a) => covers(a, write)), `${name} may ${write}`).toEqual([]);
      }
    }
  });

  it('functions declared read-write can write items', () => {
    for (const [name] of Object.entries(API_FUNCTIONS).filter(([, d]) => d.table === 'readwrite')) {
      const actions = actionsOfRole(f.template, f.logicalId(f.stack.api.functions[name as keyof typeof API_FUNCTIONS].role));
      expect(actions, name).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
    }
  });

  it('the email trigger has no access to the table and the confirmation trigger can only put items', () => {
    const customMessage = actionsOfRole(f.template, f.logicalId(f.stack.auth.customMessageFunction.role));
    expect(customMessage.filter((a) => a.startsWith('dynamodb:') || a === '*')).toEqual([]);
    const postConfirmation = actionsOfRole(f.template, f.logicalId(f.stack.auth.postConfirmationFunction.role));
    expect(postConfirmation.filter((a) => a.startsWith('dynamodb:') || a === '*')).toEqual(['dynamodb:PutItem']);
  });

  it('no function role carries an AWS managed policy', () => {
    const ours = [...Object.values(f.stack.api.functions), f.stack.auth.customMessageFunction, f.stack.auth.postConfirmationFunction];
    const roles = f.template.findResources('AWS::IAM::Role');
    for (const fn of ours) expect(roles[f.logicalId(fn.role)].Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('logs every request and throttles bursts at the stage', () => {
    const logGroup = new Capture();
    f.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [logGroup, 'Arn'] }, Format: Match.stringLikeRegexp('\\$context.requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
    expect(f.template.findResources('AWS::Logs::LogGroup')[logGroup.asString()].Properties.RetentionInDays).toBeGreaterThan(0);
  });

  it('keeps every function log for a limited time', () => {
    for (const lg of Object.values(f.template.findResources('AWS::Logs::LogGroup'))) {
      expect(lg.Properties.RetentionInDays).toBeGreaterThan(0);
    }
  });
});
