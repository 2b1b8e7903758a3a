import { beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS, TRIGGER_FUNCTIONS } from '../../functions/routes';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../functions/lib/telemetry-names';
import { buildStack, fakeDist, type Fixture } from './stack-fixture';

// Handlers aws-lambda-nodejs does not build from our code: CDK's own custom-resource providers (AwsCustomResource,
// S3 auto-delete, BucketDeployment). Their runtime, code and role come with aws-cdk-lib.
const CDK_MANAGED = [/^AWS679f53fac002430cb0da5b7982bd2287/, /^CustomS3AutoDeleteObjectsCustomResourceProvider/, /^CustomCDKBucketDeployment/];

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
const list = <T>(v: T | T[]) => (Array.isArray(v) ? v : [v]);

describe('observability in the cloud stack', () => {
  let fx: Fixture;
  let ours: [string, { [key: string]: any }][];
  beforeAll(() => {
    fx = buildStack({ domainName: 'admin.example.com', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc' }, { distDir: fakeDist() });
    ours = Object.entries(fx.template.findResources('AWS::Lambda::Function')).filter(([id]) => !CDK_MANAGED.some((re) => re.test(id)));
  });

  it('covers every function we build: the API functions, the Cognito triggers, the domain provisioner, the site function, the site backfill, the site rebuild, the game and trial reminder sweeps, the autopilot sweep and the handler of replies to texts', () => {
    expect(ours).toHaveLength(Object.keys(API_FUNCTIONS).length + Object.keys(TRIGGER_FUNCTIONS).length + 8);
  });

  it('traces every one of them with X-Ray (active) and gives it the environment its Powertools middleware reads: service and namespace, no answer or event recorded, nothing switched off', () => {
    for (const [id, fn] of ours) {
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      const env = fn.Properties.Environment?.Variables ?? {};
      expect(env, id).toMatchObject({
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        // An answer or an event holds people's details and tokens: neither goes into a trace or a log line.
        POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false', POWERTOOLS_LOGGER_LOG_EVENT: 'false',
      });
      // Dev mode would pretty-print every line and drop every metric; the others turn metrics or traces off.
      for (const off of ['POWERTOOLS_DEV', 'POWERTOOLS_METRICS_DISABLED', 'POWERTOOLS_TRACE_ENABLED']) expect(env, id).not.toHaveProperty(off);
    }
  });

  it('lets each of them write traces, and grants nothing else account-wide beyond what the provisioner needs', () => {
    const policies = Object.values(fx.template.findResources('AWS::IAM::Policy'));
    for (const [id, fn] of ours) {
      const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
      const statements: Statement[] = policies
        .filter((p) => (p.Properties.Roles ?? []).some((r: unknown) => JSON.stringify(r) === JSON.stringify({ Ref: roleId })))
        .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
      const onEverything = statements.filter((s) => s.Effect === 'Allow' && list(s.Resource).includes('*')).flatMap((s) => list(s.Action));
      expect(onEverything, id).toEqual(expect.arrayContaining(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']));
      const provisionerOnly = ['acm:RequestCertificate', 'acm:DescribeCertificate', 'dynamodb:ListStreams', 'acm:ListCertificates', 'cloudfront:ListDistributionTenants'];
      // The stream readers (the provisioner, the site rebuild) list the table's streams, an account-wide action.
      const allowed = id.startsWith('DomainsProvisioner') ? ['xray:PutTraceSegments', 'xray:PutTelemetryRecords', ...provisionerOnly]
        : id.startsWith('SiteRebuild') ? ['xray:PutTraceSegments', 'xray:PutTelemetryRecords', 'dynamodb:ListStreams'] : ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];
      expect(onEverything.filter((a) => !allowed.includes(a)), id).toEqual([]);
    }
  });
});
