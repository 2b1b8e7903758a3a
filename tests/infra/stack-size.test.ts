// Room to grow under CloudFormation's 500 resources per stack: the stage's stack and the routes' nested stack each
// stay under a budget that leaves room for 150 more routes. The counts are printed on every run.
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/api-contract';
import {
  budgetOf, CLOUDFORMATION_MAX_RESOURCES, MAIN_STACK_BUDGET, resourceCount, ROUTE_HEADROOM, ROUTES_STACK_BUDGET, stacksUnder,
} from '../../infra/cloud/stack-size';
import { STREAMED_ROUTES } from '../../infra/cloud/constructs/streaming-api';
import { buildStack, fakeDist, PROD, type Fixture } from './stack-fixture';

// The largest configuration: production with a custom admin domain, Google sign-in and the web apps built.
const largest = () => buildStack({
  ...PROD,
  domainName: 'admin.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
  googleClientId: 'id.apps.googleusercontent.com',
  googleClientSecretName: 'league/google',
}, { distDir: fakeDist() });

describe('the size of the stage\'s stacks', () => {
  let f: Fixture;
  beforeAll(() => { f = largest(); });

  it('keeps the stage\'s stack and every nested stack under its budget, with room for 150 more routes', () => {
    const sizes = stacksUnder(f.stack).map((s) => ({ stack: s.node.path, resources: resourceCount(Template.fromStack(s).toJSON()), budget: budgetOf(s) }));
    console.log(`resources per stack (CloudFormation allows ${CLOUDFORMATION_MAX_RESOURCES}; ${Object.keys(ROUTES).length} routes today):\n${
      sizes.map((s) => `  ${s.stack}: ${s.resources} (budget ${s.budget})`).join('\n')}`);
    expect(sizes.map((s) => s.budget)).toEqual([MAIN_STACK_BUDGET, ...sizes.slice(1).map(() => ROUTES_STACK_BUDGET)]);
    for (const s of sizes) expect(s.resources, s.stack).toBeLessThanOrEqual(s.budget);
  });

  it('adds no resource to the stage\'s stack for a route, and one to the routes\' stack', () => {
    const routes = Object.keys(f.routes.findResources('AWS::ApiGatewayV2::Route')).length;
    // A streamed route is a REST method in the streaming API's nested stack instead (streaming-api.ts).
    expect(routes).toBe(Object.keys(ROUTES).length - Object.values(STREAMED_ROUTES).flat().length);
    f.template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    // Everything else in the routes' stack is per function (an integration and an invoke permission each).
    const perFunction = resourceCount(f.routes.toJSON()) - routes;
    expect(perFunction).toBe(2 * Object.keys(f.stack.api.functions).length);
    expect(resourceCount(f.routes.toJSON()) + ROUTE_HEADROOM).toBeLessThanOrEqual(CLOUDFORMATION_MAX_RESOURCES);
  });

  it('can deploy the API once without routes (-c apiRoutes=off), to move an older stage\'s routes into the nested stack', () => {
    const bare = buildStack({ apiRoutes: 'off' });
    bare.routes.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    bare.template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    bare.template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
  });
});
