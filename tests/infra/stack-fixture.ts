// Builds the real stack for assertions. Bundling is skipped (no esbuild run), and by default the web builds are
// looked for in an empty folder so results never depend on whether `npm run build:web` has run.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { LeaguePlatformStack } from '../../infra/cloud/league-platform-stack';
import { REPO_ROOT } from '../../infra/cloud/paths';
import { readStackConfig, readStage } from '../../infra/cloud/stack-config';

export interface Fixture {
  app: App;
  stack: LeaguePlatformStack;
  template: Template;
  /** The API's nested stack: every route, its integration and the functions' invoke permissions (api.ts). */
  routes: Template;
  /**
   * What a parameter of the routes' nested stack (`{ Ref: <parameter> }` there) receives from the stage's stack:
   * e.g. `{ 'Fn::GetAtt': [<function>, 'Arn'] }`.
   */
  routesParameter: (ref: unknown) => unknown;
  /** Logical id of a construct's CloudFormation resource. */
  logicalId: (c: IConstruct) => string;
}

/** cdk.json's context (the stages and feature flags), as `cdk synth` reads it. */
export const CDK_JSON_CONTEXT = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** A production stage with the settings it requires (stack-config.ts). */
export const PROD = {
  stage: 'prod', mailFrom: 'no-reply@leagues.example', alarmEmail: 'ops@leagues.example',
  // The API's private origin (stack-config.ts): its custom domain, server certificate, CloudFront's client
  // certificate and the truststore of the CA that issued it.
  apiOriginDomain: 'api-origin.leagues.example',
  apiOriginCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
  apiOriginClientCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/66666666-7777-8888-9999-000000000000',
  apiTruststoreUri: 's3://leagues-example-truststore/cloudfront-ca.pem',
} as const;

const emptyDist = () => fs.mkdtempSync(path.join(os.tmpdir(), 'league-dist-'));

/** The stage's stack, synthesized like `cdk synth -c stage=dev` (or the stage given in `context`). */
export function buildStack(context: Record<string, unknown> = {}, opts: { distDir?: string } = {}): Fixture {
  const app = new App({ context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [], stage: 'dev', ...context } });
  const stage = readStage(app.node);
  const stack = new LeaguePlatformStack(app, `LeaguePlatform-${stage.stage}`, {
    ...readStackConfig(app.node),
    stage,
    distDir: opts.distDir ?? emptyDist(),
  });
  const template = Template.fromStack(stack);
  const logicalId = (c: IConstruct) => stack.getLogicalId((c.node.defaultChild ?? c) as CfnElement);
  const routesStack = stack.api.routes!;
  const routes = Template.fromStack(routesStack);
  const routesResource = template.toJSON().Resources[logicalId(routesStack.nestedStackResource!)] as { Properties: { Parameters: Record<string, unknown> } };
  const routesParameter = (ref: unknown) => {
    const name = (ref as { Ref?: string } | undefined)?.Ref;
    if (!name || !(name in routesResource.Properties.Parameters)) throw new Error(`not a parameter of the routes' nested stack: ${JSON.stringify(ref)}`);
    return routesResource.Properties.Parameters[name];
  };
  return { app, stack, template, routes, routesParameter, logicalId };
}

/** A dist/ folder that looks like the output of `npm run build:web`. */
export function fakeDist(): string {
  const dir = emptyDist();
  for (const app of ['admin', 'site']) {
    fs.mkdirSync(path.join(dir, app, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, app, 'index.html'), `<!doctype html><title>${app}</title>`);
    fs.writeFileSync(path.join(dir, app, 'assets', 'index-abc123.js'), 'console.log(1)');
  }
  // The prerendered public pages (web/site/prerender.ts).
  fs.mkdirSync(path.join(dir, 'public', 'pricing'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'public', 'index.html'), '<!doctype html><title>League Platform</title>');
  fs.writeFileSync(path.join(dir, 'public', 'pricing', 'index.html'), '<!doctype html><title>Pricing</title>');
  fs.writeFileSync(path.join(dir, 'public', 'sitemap.xml'), '<urlset/>');
  return dir;
}

/** Every IAM action granted to a role, from its inline policies and every AWS::IAM::Policy attached to it. */
export function actionsOfRole(template: Template, roleLogicalId: string): string[] {
  const actions: string[] = [];
  const collect = (doc: { Statement?: Array<{ Effect: string; Action: string | string[] }> } | undefined) => {
    for (const st of doc?.Statement ?? []) {
      if (st.Effect !== 'Allow') continue;
      actions.push(...(Array.isArray(st.Action) ? st.Action : [st.Action]));
    }
  };
  const role = template.findResources('AWS::IAM::Role')[roleLogicalId];
  if (!role) throw new Error(`no role ${roleLogicalId}`);
  for (const p of role.Properties.Policies ?? []) collect(p.PolicyDocument);
  for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
    const roles: unknown[] = policy.Properties.Roles ?? [];
    if (roles.some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleLogicalId }))) collect(policy.Properties.PolicyDocument);
  }
  return actions;
}

/** DynamoDB actions that change data. */
export const DYNAMODB_WRITE_ACTIONS = [
  'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem',
  'dynamodb:TransactWriteItems', 'dynamodb:PartiQLInsert', 'dynamodb:PartiQLUpdate', 'dynamodb:PartiQLDelete',
  'dynamodb:DeleteTable', 'dynamodb:UpdateTable', 'dynamodb:RestoreTableFromBackup', 'dynamodb:ImportTable',
];

/** True when an action (possibly a wildcard such as dynamodb:* or *) covers the given concrete action. */
export const covers = (granted: string, action: string) =>
  new RegExp(`^${granted.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i').test(action);

type AlarmProps = { MetricName?: string; Dimensions?: unknown; Metrics?: Array<{ MetricStat?: { Metric: { MetricName: string; Dimensions?: unknown } } }> };

/** True when an alarm watches `metric` of the function whose logical id is given, alone or inside a math expression. */
export function watchesFunction(alarm: AlarmProps, metric: string, fnLogicalId: string): boolean {
  const dims = JSON.stringify([{ Name: 'FunctionName', Value: { Ref: fnLogicalId } }]);
  if (alarm.MetricName === metric && JSON.stringify(alarm.Dimensions) === dims) return true;
  return (alarm.Metrics ?? []).some((m) => m.MetricStat?.Metric.MetricName === metric && JSON.stringify(m.MetricStat.Metric.Dimensions) === dims);
}
