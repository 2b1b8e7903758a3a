import { Capture, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from '../../functions/routes';
import { ROUTES, routeKey } from '../../shared/api-contract';
import { actionsOfRole, buildStack, covers, DYNAMODB_WRITE_ACTIONS, type Fixture } from './stack-fixture';

describe('the HTTP API', () => {
  let f: Fixture;
  let routes: Record<string, { Properties: Record<string, unknown> }>;
  beforeAll(() => {
    f = buildStack();
    routes = f.template.findResources('AWS::ApiGatewayV2::Route') as typeof routes;
  });
  const routeFor = (key: string) => Object.values(routes).filter((r) => r.Properties.RouteKey === key);

  it('serves every route of the API contract exactly once', () => {
    expect(Object.keys(routes)).toHaveLength(Object.keys(ROUTES).length);
    for (const route of Object.values(ROUTES)) expect(routeFor(routeKey(route)), routeKey(route)).toHaveLength(1);
  });

  it.each(Object.entries(ROUTES).filter(([, r]) => r.auth))('%s needs a valid Cognito token', (_name, route) => {
    const [r] = routeFor(routeKey(route));
    expect(r.Properties.AuthorizationType).toBe('JWT');
    expect(r.Properties.AuthorizerId).toEqual({ Ref: expect.any(String) });
  });

  it.each(Object.entries(ROUTES).filter(([, r]) => !r.auth))('%s is public', (_name, route) => {
    const [r] = routeFor(routeKey(route));
    expect(r.Properties.AuthorizationType).toBe('NONE');
    expect(r.Properties.AuthorizerId).toBeUndefined();
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
    const integrations = f.template.findResources('AWS::ApiGatewayV2::Integration');
    for (const [name, def] of Object.entries(API_FUNCTIONS)) {
      const fnId = f.logicalId(f.stack.api.functions[name as keyof typeof API_FUNCTIONS].fn);
      for (const routeName of def.routes) {
        const integration = new Capture();
        f.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
          RouteKey: routeKey(ROUTES[routeName]),
          Target: { 'Fn::Join': ['', ['integrations/', { Ref: integration }]] },
        });
        expect(integrations[integration.asString()].Properties, routeName).toMatchObject({
          IntegrationType: 'AWS_PROXY',
          IntegrationUri: { 'Fn::GetAtt': [fnId, 'Arn'] },
        });
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
