// What production needs, asserted on the synthesized templates: stages, the WAF and how the
// API's own URL is closed, alarms, the dead-letter queue, log retention, least privilege of the public functions,
// and asset deploys that keep old files.
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS, TRIGGER_FUNCTIONS } from '../../functions/routes';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/origin-verify';
import { FUNCTION_ERRORS_EXPRESSION } from '../../infra/cloud/constructs/alarms';
import { PUBLIC_ROUTE_REASONS, TABLE_READ_ACTIONS } from '../../infra/cloud/constructs/api';
import { PUBLIC_API_SHARES } from '../../infra/cloud/constructs/function-classes';
import { TABLE_INDEXES } from '../../functions/data/keys';
import { LeaguePlatformEdgeStack, edgeWebAclParameterName } from '../../infra/cloud/edge-stack';
import { ROUTES } from '../../shared/api-contract';
import { actionsOfRole, buildStack, CDK_JSON_CONTEXT, fakeDist, PROD, watchesFunction, type Fixture } from './stack-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any>; DeletionPolicy?: string }>;
const ofType = (r: Resources, type: string) => Object.entries(r).filter(([, v]) => v.Type === type);

describe('stages', () => {
  it('names the stack after the stage: LeaguePlatform-<stage>', () => {
    expect(buildStack(PROD).stack.stackName).toBe('LeaguePlatform-prod');
    expect(buildStack({ stage: 'dev' }).stack.stackName).toBe('LeaguePlatform-dev');
    const stages = { ...CDK_JSON_CONTEXT.stages as object, alice: { retainData: false, logRetentionDays: 7, requireProductionSettings: false, wafRateLimit: 2000 } };
    expect(buildStack({ stages, stage: 'alice' }).stack.stackName).toBe('LeaguePlatform-alice');
    expect(() => buildStack({ stage: 'Prod Stage' })).toThrow(/'stage'/);
  });

  it('refuses to synthesize without a stage, or with one cdk.json does not describe, naming the known ones', () => {
    expect(() => buildStack({ stage: undefined })).toThrow(/No stage given: pass -c stage=<name> with one of: dev, prod/);
    expect(() => buildStack({ stage: 'prd' })).toThrow(/Unknown stage 'prd' .*one of: dev, prod/);
    // A stage block missing a setting is refused too, rather than quietly taking another stage's value.
    expect(() => buildStack({ stages: { qa: { logRetentionDays: 7, requireProductionSettings: false, wafRateLimit: 2000 } }, stage: 'qa' }))
      .toThrow(/stages\.qa\.retainData/);
  });

  it('keeps every log group of production when the stack is deleted, and deletes a dev stage\'s with it', () => {
    const policies = (f: Fixture) => new Set(ofType(f.template.toJSON().Resources, 'AWS::Logs::LogGroup').map(([, g]) => g.DeletionPolicy));
    expect(policies(buildStack(PROD, { distDir: fakeDist() }))).toEqual(new Set(['Retain']));
    expect(policies(buildStack({ stage: 'dev' }, { distDir: fakeDist() }))).toEqual(new Set(['Delete']));
  });

  it('keeps the table, the user pool and the access logs of production when the stack goes', () => {
    const r = buildStack(PROD).template.toJSON().Resources as Resources;
    expect(ofType(r, 'AWS::DynamoDB::Table')[0][1]).toMatchObject({ DeletionPolicy: 'Retain', Properties: { DeletionProtectionEnabled: true } });
    expect(ofType(r, 'AWS::Cognito::UserPool')[0][1]).toMatchObject({ DeletionPolicy: 'Retain', Properties: { DeletionProtection: 'ACTIVE' } });
    const logBucket = ofType(r, 'AWS::S3::Bucket').find(([id]) => id.startsWith('WebAccessLogs'))!;
    expect(logBucket[1].DeletionPolicy).toBe('Retain');
  });

  it('lets a dev stage be destroyed whole', () => {
    const r = buildStack().template.toJSON().Resources as Resources;
    expect(ofType(r, 'AWS::DynamoDB::Table')[0][1]).toMatchObject({ DeletionPolicy: 'Delete', Properties: { DeletionProtectionEnabled: false } });
    expect(ofType(r, 'AWS::Cognito::UserPool')[0][1]).toMatchObject({ DeletionPolicy: 'Delete', Properties: { DeletionProtection: 'INACTIVE' } });
    for (const [id, bucket] of ofType(r, 'AWS::S3::Bucket')) expect(bucket.DeletionPolicy, id).toBe('Delete');
  });

  it('takes its settings from cdk.json: production keeps logs 90 days and needs a sender and an alarm address', () => {
    const retention = (f: Fixture) => new Set(ofType(f.template.toJSON().Resources, 'AWS::Logs::LogGroup').map(([, g]) => g.Properties.RetentionInDays));
    expect(retention(buildStack(PROD))).toEqual(new Set([90]));
    expect(retention(buildStack())).toEqual(new Set([7]));
    expect(() => buildStack({ stage: 'prod', mailFrom: PROD.mailFrom })).toThrow(/'alarmEmail'/);
  });
});

describe('log retention', () => {
  it('gives every log group a retention, and every function (ours and CDK\'s custom-resource handlers) a log group', () => {
    const f = buildStack(PROD, { distDir: fakeDist() });
    const r = f.template.toJSON().Resources as Resources;
    const groups = ofType(r, 'AWS::Logs::LogGroup');
    for (const [id, g] of groups) expect(g.Properties.RetentionInDays, id).toBe(90);
    const functions = ofType(r, 'AWS::Lambda::Function');
    // Ours (the provisioner, the site function, the site backfill, the site rebuild, the game and trial reminder sweeps, the autopilot sweep
    // and the handler of replies to texts besides the API's and the triggers), the AwsCustomResource handler, the S3 auto-delete handler
    // and the BucketDeployment handler.
    expect(functions.length).toBe(Object.keys(API_FUNCTIONS).length + Object.keys(TRIGGER_FUNCTIONS).length + 8 + 3);
    for (const [id, fn] of functions) {
      const group = fn.Properties.LoggingConfig?.LogGroup;
      expect(group, id).toEqual({ Ref: expect.any(String) });
      expect(r[group.Ref].Type, id).toBe('AWS::Logs::LogGroup');
    }
  });
});

describe('WAF', () => {
  let f: Fixture;
  let r: Resources;
  beforeAll(() => {
    f = buildStack(PROD);
    r = f.template.toJSON().Resources as Resources;
  });

  it('builds the CLOUDFRONT web ACL in a us-east-1 edge stack, with a per-IP rate limit and AWS common rules, and publishes its ARN there', () => {
    const app = new App();
    const edge = new LeaguePlatformEdgeStack(app, 'LeaguePlatformEdge-prod', { stage: 'prod', rateLimit: 2000 });
    expect(edge.region).toBe('us-east-1');
    const t = Template.fromStack(edge);
    t.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({ Action: { Block: {} }, Statement: { RateBasedStatement: Match.objectLike({ Limit: 2000, AggregateKeyType: 'IP' }) } }),
        Match.objectLike({ Statement: { ManagedRuleGroupStatement: Match.objectLike({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' }) } }),
      ]),
    });
    t.hasResourceProperties('AWS::SSM::Parameter', { Name: edgeWebAclParameterName('prod'), Value: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] } });
    expect(new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(edge).violations).toEqual([]);
  });

  it('attaches that ACL to both distributions, read from us-east-1 at deploy time', () => {
    const readers = ofType(r, 'Custom::AWS').filter(([, c]) => JSON.stringify(c.Properties.Create).includes('getParameter'));
    expect(readers).toHaveLength(1);
    const [readerId, reader] = readers[0];
    const call = JSON.stringify(reader.Properties.Create);
    expect(call).toMatch(/region\\?":\\?"us-east-1/);
    expect(call).toContain(edgeWebAclParameterName('prod'));
    const aclRef = { 'Fn::GetAtt': [readerId, 'Parameter.Value'] };
    expect(r[f.logicalId(f.stack.web.distribution)].Properties.DistributionConfig.WebACLId).toEqual(aclRef);
    expect(r[f.logicalId(f.stack.domains.distribution)].Properties.DistributionConfig.WebACLId).toEqual(aclRef);
  });

  it('closes the execute-api URL: both distributions send the origin-verify secret, and every API function requires it', () => {
    const secretId = f.logicalId(f.stack.api.originVerifySecret);
    const resolvesSecret = (v: unknown) => JSON.stringify(v).includes(secretId) && JSON.stringify(v).includes('resolve:secretsmanager');
    const mainApiOrigin = (r[f.logicalId(f.stack.web.distribution)].Properties.DistributionConfig.Origins as Array<Record<string, any>>)
      .find((o) => o.CustomOriginConfig)!;
    const header = (mainApiOrigin.OriginCustomHeaders as Array<{ HeaderName: string; HeaderValue: unknown }>).find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER)!;
    expect(resolvesSecret(header.HeaderValue)).toBe(true);
    const tenantApiOrigin = (r[f.logicalId(f.stack.domains.distribution)].Properties.DistributionConfig.Origins as Array<Record<string, any>>)
      .find((o) => o.Id === 'api')!;
    expect(tenantApiOrigin.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: header.HeaderValue }]);
    for (const [name, fn] of Object.entries(f.stack.api.functions)) {
      expect(r[f.logicalId(fn.fn)].Properties.Environment.Variables.ORIGIN_VERIFY, name).toEqual(header.HeaderValue);
    }
  });
});

describe('alarms', () => {
  let f: Fixture;
  let r: Resources;
  let alarms: Array<[string, Record<string, any>]>;
  beforeAll(() => {
    f = buildStack(PROD);
    r = f.template.toJSON().Resources as Resources;
    alarms = ofType(r, 'AWS::CloudWatch::Alarm').map(([id, a]) => [id, a.Properties]);
  });
  const topic = () => ({ Ref: f.logicalId(f.stack.alarms.topic) });
  const metricOf = (a: Record<string, any>) => JSON.stringify(a.MetricName ? a : a.Metrics);

  it('go to an SNS topic with the e-mail subscription from context, on alarm and when it clears', () => {
    f.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: PROD.alarmEmail, TopicArn: topic() });
    expect(alarms.length).toBeGreaterThan(0);
    for (const [id, a] of alarms) {
      expect(a.AlarmActions, id).toEqual([topic()]);
      expect(a.OKActions, id).toEqual([topic()]);
    }
  });

  it('watch errors and throttles of every function', () => {
    const fns = [...Object.values(f.stack.api.functions).map((x) => x.fn), f.stack.auth.customMessageFunction.fn, f.stack.auth.postConfirmationFunction.fn, f.stack.domains.provisioner.fn, f.stack.site.function.fn, f.stack.siteBackfill.function.fn, f.stack.siteRebuild.function.fn];
    for (const fn of fns) {
      for (const metric of ['Errors', 'Throttles']) {
        const found = alarms.some(([, a]) => watchesFunction(a, metric, f.logicalId(fn)));
        expect(found, `${f.logicalId(fn)} ${metric}`).toBe(true);
      }
    }
  });

  it('fire on a single failure of a function that runs rarely (the site backfill, the domain sweep), and on 3 in 5 minutes of a busy one', () => {
    const errorAlarms = alarms.filter(([, a]) => (a.Metrics ?? []).some((m: any) => m.MetricStat?.Metric.MetricName === 'Errors'));
    // Every function of ours: the API's, their streaming twins (the assistant's), the triggers, and eight others (the
    // provisioner, the site function, the site rebuild, the reminder sweeps, the autopilot sweep, the SMS replies'
    // handler, the mail events' handler).
    expect(Object.keys(f.stack.api.streamFunctions)).toEqual(['assistant']);
    expect(errorAlarms.length).toBe(Object.keys(API_FUNCTIONS).length + 1 + Object.keys(TRIGGER_FUNCTIONS).length + 8);
    for (const [id, a] of errorAlarms) {
      const math = a.Metrics.find((m: any) => m.Expression);
      expect(math.Expression, id).toBe(FUNCTION_ERRORS_EXPRESSION);
      const ids = Object.fromEntries(a.Metrics.filter((m: any) => m.MetricStat).map((m: any) => [m.Id, m.MetricStat]));
      expect(ids.errors.Metric.MetricName, id).toBe('Errors');
      expect(ids.invocations.Metric.MetricName, id).toBe('Invocations');
      expect(ids.invocations.Metric.Dimensions, id).toEqual(ids.errors.Metric.Dimensions);
      expect(a, id).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1 });
    }
    // The expression, read as CloudWatch reads it, for the cases that matter.
    const fires = (errors: number, invocations: number) => Boolean(new Function('errors', 'invocations',
      `const IF = (c, a, b) => (c ? a : b); return ${FUNCTION_ERRORS_EXPRESSION};`)(errors, invocations));
    expect(fires(1, 1)).toBe(true); // the backfill's one run failed
    expect(fires(1, 3)).toBe(true); // one of three sweeps failed
    expect(fires(3, 10_000)).toBe(true);
    expect(fires(2, 10_000)).toBe(false); // a busy function's odd failure is not a page
    expect(fires(0, 0)).toBe(false);
  });

  it('watch each index\'s throttles, which the table\'s own alarm does not count', () => {
    for (const index of Object.values(TABLE_INDEXES)) {
      // (Each index also has its read-units quota alarm, tests/infra/quota-alarms.test.ts.)
      const found = alarms.filter(([, a]) => (a.Metrics ?? []).some((m: any) => /ThrottleEvents$/.test(m.MetricStat?.Metric.MetricName ?? '')
        && JSON.stringify(m.MetricStat?.Metric.Dimensions ?? []).includes(`"Value":"${index.name}"`)));
      expect(found, index.name).toHaveLength(1);
      const names = found[0][1].Metrics.filter((m: any) => m.MetricStat).map((m: any) => m.MetricStat.Metric.MetricName).sort();
      expect(names).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    }
  });

  it('watch API 5xx, API 429 (counted from the access log), dead letters, stream iterator age, table throttling, domains pending over 72 hours and league pages failing', () => {
    const has = (re: RegExp) => {
      const found = alarms.some(([, a]) => re.test(metricOf(a)));
      if (!found) throw new Error(`no alarm matches ${re}`);
      return found;
    };
    expect(has(/"MetricName":"5xx".*"Namespace":"AWS\/ApiGateway"/)).toBe(true);
    expect(has(/"MetricName":"ApiRequestsThrottled"/)).toBe(true);
    f.template.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: f.logicalId(f.stack.api.accessLogs) },
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [Match.objectLike({ MetricName: 'ApiRequestsThrottled' })],
    });
    expect(has(new RegExp(`^(?=.*ApproximateNumberOfMessagesVisible)(?=.*${f.logicalId(f.stack.domains.deadLetterQueue)})`))).toBe(true);
    expect(has(/"MetricName":"IteratorAge"/)).toBe(true);
    expect(has(/ReadThrottleEvents/) && has(/WriteThrottleEvents/)).toBe(true);
    expect(has(/"MetricName":"DomainsPendingTooLong"/)).toBe(true);
    expect(has(/"MetricName":"SitePageFailed"/)).toBe(true);
  });

  it('send custom-domain stream records the provisioner gives up on to the dead-letter queue', () => {
    const provisionerId = f.logicalId(f.stack.domains.provisioner.fn);
    const mapping = ofType(r, 'AWS::Lambda::EventSourceMapping').find(([, m]) => m.Properties.FunctionName?.Ref === provisionerId)!;
    expect(mapping[1].Properties.DestinationConfig).toEqual({
      OnFailure: { Destination: { 'Fn::GetAtt': [f.logicalId(f.stack.domains.deadLetterQueue), 'Arn'] } },
    });
  });
});

describe('least privilege and deploys', () => {
  let f: Fixture;
  beforeAll(() => { f = buildStack(PROD, { distDir: fakeDist() }); });

  it('lets the public-site function only Get, Query and BatchGet the table: no Scan, no writes', () => {
    for (const name of ['publicSite', 'me'] as const) {
      const dynamo = actionsOfRole(f.template, f.logicalId(f.stack.api.functions[name].role)).filter((a) => a.startsWith('dynamodb:'));
      expect([...new Set(dynamo)].sort(), name).toEqual([...TABLE_READ_ACTIONS].sort());
    }
  });

  it('keeps the previous version of every overwritten web file for a day, and never prunes deployed files', () => {
    const r = f.template.toJSON().Resources as Resources;
    expect(r[f.logicalId(f.stack.web.bucket)].Properties).toMatchObject({
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: { Rules: [{ NoncurrentVersionExpiration: { NoncurrentDays: 1 }, Status: 'Enabled' }] },
    });
    for (const [id, d] of ofType(r, 'Custom::CDKBucketDeployment')) expect(d.Properties.Prune, id).toBe(false);
  });

  it('gives every public route its own true reason for cdk-nag, and the plans route speaks of plans', () => {
    const publicRoutes = Object.entries(ROUTES).filter(([, def]) => !def.auth).map(([name]) => name);
    expect(Object.keys(PUBLIC_ROUTE_REASONS).sort()).toEqual(publicRoutes.sort());
    expect(PUBLIC_ROUTE_REASONS.plans).toMatch(/plan catalogue/);
    expect(PUBLIC_ROUTE_REASONS.plans).not.toMatch(/league page/);
    expect(new Set(Object.values(PUBLIC_ROUTE_REASONS)).size).toBe(publicRoutes.length);
  });

  it('leaves cdk-nag nothing to report on a production stage', () => {
    expect(new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(f.stack).violations.map((v) => v.ruleName)).toEqual([]);
  });
});

describe('isolation of function classes', () => {
  const reserved = (f: Fixture) => Object.fromEntries(ofType(f.template.toJSON().Resources as Resources, 'AWS::Lambda::Function')
    .filter(([, fn]) => fn.Properties.ReservedConcurrentExecutions !== undefined)
    .map(([id, fn]) => [id, fn.Properties.ReservedConcurrentExecutions]));

  it('caps the public site, the public API and the registration offer in production, so a flood of public reads leaves the pool for sign-in, sign-up and writes', () => {
    const f = buildStack(PROD);
    const caps = reserved(f);
    expect(caps).toEqual({
      [f.logicalId(f.stack.site.function.fn)]: 200,
      [f.logicalId(f.stack.api.functions.publicSite.fn)]: 200,
      [f.logicalId(f.stack.api.functions.publicRegistration.fn)]: 50,
    });
    // What is left for everything else of a default 1,000-execution account.
    expect(1000 - Object.values(caps).reduce((a, b) => a + Number(b), 0)).toBeGreaterThanOrEqual(550);
  });

  it('gives every function that serves a /api/public/ route reserved concurrency', () => {
    const f = buildStack(PROD);
    const caps = reserved(f);
    const publicFunctions = Object.entries(API_FUNCTIONS)
      .filter(([, def]) => def.routes.some((r) => ROUTES[r].path.startsWith('/api/public/')))
      .map(([name]) => name as keyof typeof API_FUNCTIONS);
    expect(publicFunctions).toEqual(expect.arrayContaining(['publicSite', 'publicRegistration']));
    expect(API_FUNCTIONS.publicRegistration.routes).toContain('publicRegistrationOffer');
    for (const name of publicFunctions) expect(caps[f.logicalId(f.stack.api.functions[name].fn)], name).toBeGreaterThan(0);
  });

  it('refuses to synthesize a public route in a function without a share of the public concurrency', () => {
    const share = PUBLIC_API_SHARES.publicRegistration;
    delete PUBLIC_API_SHARES.publicRegistration;
    try {
      expect(() => buildStack(PROD)).toThrow(/publicRegistration serves a \/api\/public\/ route but has no reserved concurrency/);
    } finally {
      PUBLIC_API_SHARES.publicRegistration = share;
    }
  });

  it('reserves nothing on a dev stage, whose new account may still have the minimum concurrency quota', () => {
    expect(reserved(buildStack({ stage: 'dev' }))).toEqual({});
  });
});
