// Quotas that traffic uses up at 1,000,000 leagues (infra/cloud/README.md, "Quotas"), alarmed at 80 % on the
// synthesized production stack as the certificate and tenant quotas are: DynamoDB's read units a second per table
// and per index, Cognito's sign-in rate, and the public functions' reserved concurrency.
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES } from '../../functions/data/keys';
import { QUOTA_DEFAULTS } from '../../infra/cloud/stack-config';
import { buildStack, CDK_JSON_CONTEXT, PROD, type Fixture } from './stack-fixture';

type Alarm = { AlarmDescription: string; Threshold: number; ComparisonOperator: string; MetricName?: string; Statistic?: string; Period?: number;
  Dimensions?: { Name: string; Value: unknown }[]; Metrics?: { Expression?: string; MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: unknown }[] }; Period: number; Stat: string } }[] };

const alarmsOf = (f: Fixture) => Object.values(f.template.toJSON().Resources as Record<string, { Type: string; Properties: Alarm }>)
  .filter((r) => r.Type === 'AWS::CloudWatch::Alarm').map((r) => r.Properties);
const watching = (alarms: Alarm[], namespace: string, metric: string) =>
  alarms.filter((a) => a.Metrics?.some((m) => m.MetricStat?.Metric.Namespace === namespace && m.MetricStat.Metric.MetricName === metric));
const dims = (a: Alarm) => Object.fromEntries(a.Metrics!.find((m) => m.MetricStat)!.MetricStat!.Metric.Dimensions.map((d) => [d.Name, d.Value]));

describe('the quota alarms of the production stack', () => {
  let f: Fixture;
  let alarms: Alarm[];
  beforeAll(() => {
    f = buildStack(PROD);
    alarms = alarmsOf(f);
  });

  it('warns at 80 % of DynamoDB\'s 40,000 read units a second, for the table and for each index, naming the quota to raise', () => {
    expect(QUOTA_DEFAULTS.tableReadUnitsPerSecond).toBe(40_000);
    const reads = watching(alarms, 'AWS/DynamoDB', 'ConsumedReadCapacityUnits');
    expect(reads).toHaveLength(1 + Object.keys(TABLE_INDEXES).length);
    for (const a of reads) {
      expect(a).toMatchObject({ Threshold: 32_000, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
      // A minute's sum divided by its 60 seconds: read units a second.
      expect(a.Metrics!.find((m) => m.Expression)?.Expression).toBe('used / PERIOD(used)');
      expect(a.Metrics!.find((m) => m.MetricStat)!.MetricStat).toMatchObject({ Period: 60, Stat: 'Sum' });
      expect(a.AlarmDescription).toContain('L-CF0CBE56');
    }
    expect(reads.map((a) => dims(a).GlobalSecondaryIndexName ?? 'table').sort()).toEqual(['table', ...Object.values(TABLE_INDEXES).map((i) => i.name)].sort());
  });

  it('warns at 80 % of Cognito\'s 120 sign-in calls a second, from the account\'s UserAuthentication usage', () => {
    const signIns = watching(alarms, 'AWS/Usage', 'CallCount');
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({ Threshold: 96, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(dims(signIns[0])).toEqual({ Service: 'Cognito user pools', Type: 'API', Resource: 'UserAuthentication', Class: 'None' });
    expect(signIns[0].Metrics!.find((m) => m.MetricStat)!.MetricStat).toMatchObject({ Period: 300, Stat: 'Sum' });
    expect(signIns[0].AlarmDescription).toContain('L-026ADBA3');
  });

  it('warns at 80 % of each public function\'s reserved concurrency: 200 for the public API and the site function, 50 for the registration offer', () => {
    const concurrency = alarms.filter((a) => a.MetricName === 'ConcurrentExecutions');
    const of = (fn: { node: { defaultChild?: unknown } }) => concurrency.filter((a) => JSON.stringify(a.Dimensions) === JSON.stringify([{ Name: 'FunctionName', Value: { Ref: f.logicalId(fn as never) } }]));
    const at = (threshold: number) => [expect.objectContaining({ Threshold: threshold, Statistic: 'Maximum', Period: 60, ComparisonOperator: 'GreaterThanOrEqualToThreshold' })];
    for (const fn of [f.stack.api.functions.publicSite.fn, f.stack.site.function.fn]) expect(of(fn)).toEqual(at(160));
    expect(of(f.stack.api.functions.publicRegistration.fn)).toEqual(at(40));
    expect(concurrency).toHaveLength(3);
  });

  it('follows cdk.json when AWS raises a quota, and alarms on no reservation where none is made (dev)', () => {
    const stages = { ...(CDK_JSON_CONTEXT.stages as Record<string, Record<string, unknown>>) };
    const raised = alarmsOf(buildStack({ ...PROD, stages: { ...stages, prod: { ...stages.prod, publicConcurrency: 400, quotas: { tableReadUnitsPerSecond: 80_000, signInsPerSecond: 700 } } } }));
    expect(watching(raised, 'AWS/DynamoDB', 'ConsumedReadCapacityUnits').map((a) => a.Threshold)).toEqual(expect.arrayContaining([64_000]));
    expect(watching(raised, 'AWS/Usage', 'CallCount')[0].Threshold).toBe(560);
    expect(raised.filter((a) => a.MetricName === 'ConcurrentExecutions').map((a) => a.Threshold).sort()).toEqual([320, 320, 80].sort());
    expect(alarmsOf(buildStack({ stage: 'dev' })).filter((a) => a.MetricName === 'ConcurrentExecutions')).toEqual([]);
  });
});
