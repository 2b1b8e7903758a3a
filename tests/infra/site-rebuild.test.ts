// League sites follow writes from the table's stream (infra/cloud/constructs/site-rebuild.ts): an event source
// mapping with a batching window keeps only writes to the item types a site shows, splits and retries a failed batch,
// sends what it gives up to a queue, and alarms watch that queue, the lag and the function.
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_SOURCE_SK_PREFIXES } from '../../functions/data/keys';
import { SITE_REBUILD_LAG_ALARM } from '../../infra/cloud/constructs/site-rebuild';
import { actionsOfRole, buildStack, type Fixture, watchesFunction } from './stack-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

describe('the site rebuild from the table\'s stream', () => {
  let f: Fixture;
  let r: Resources;
  let fnId: string;
  beforeAll(() => {
    f = buildStack();
    r = f.template.toJSON().Resources as Resources;
    fnId = f.logicalId(f.stack.siteRebuild.function.fn);
  });

  const mapping = () => Object.values(r).filter((x) => x.Type === 'AWS::Lambda::EventSourceMapping')
    .map((x) => x.Properties).find((p) => p.FunctionName?.Ref === fnId)!;

  it('reads the table\'s stream with a batching window, so a burst of writes rebuilds each league once', () => {
    const tableId = f.logicalId(f.stack.data.table);
    const m = mapping();
    expect(m).toBeDefined();
    expect(m.EventSourceArn).toEqual({ 'Fn::GetAtt': [tableId, 'StreamArn'] });
    expect(m).toMatchObject({ StartingPosition: 'LATEST', BatchSize: 100, MaximumBatchingWindowInSeconds: 1, FunctionResponseTypes: ['ReportBatchItemFailures'] });
  });

  it('invokes the rebuild only for writes to a league\'s site sources, never for its own site items', () => {
    const patterns = (mapping().FilterCriteria.Filters as { Pattern: string }[]).map((p) => JSON.parse(p.Pattern));
    expect(patterns).toEqual([{
      dynamodb: { Keys: { pk: { S: [{ prefix: 'LEAGUE#' }] }, sk: { S: SITE_SOURCE_SK_PREFIXES.map((prefix) => ({ prefix })) } } },
    }]);
    const sk = patterns[0].dynamodb.Keys.sk.S as { prefix: string }[];
    expect(sk.some((p) => 'SITE'.startsWith(p.prefix))).toBe(false);
    expect(sk.some((p) => 'BOARD#s1#G#g1'.startsWith(p.prefix))).toBe(true);
  });

  it('splits and retries a failed batch, gives up an hour-old record to a queue, and alarms on it, the lag and errors', () => {
    const m = mapping();
    expect(m).toMatchObject({ BisectBatchOnFunctionError: true, MaximumRetryAttempts: 5, MaximumRecordAgeInSeconds: 3600 });
    const queueId = f.logicalId(f.stack.siteRebuild.deadLetterQueue);
    expect(m.DestinationConfig.OnFailure.Destination).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });

    const alarms = Object.values(r).filter((x) => x.Type === 'AWS::CloudWatch::Alarm').map((a) => a.Properties);
    const onQueue = alarms.find((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible'
      && JSON.stringify(a.Dimensions).includes(queueId));
    expect(onQueue).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    const lag = alarms.find((a) => a.MetricName === 'IteratorAge' && JSON.stringify(a.Dimensions).includes(fnId));
    expect(lag).toMatchObject({ Threshold: SITE_REBUILD_LAG_ALARM.toMilliseconds(), Statistic: 'Maximum' });
    for (const metric of ['Errors', 'Throttles']) expect(alarms.some((a) => watchesFunction(a, metric, fnId)), metric).toBe(true);
  });

  it('lets the rebuild read the table and put and delete items, but neither scan nor update', () => {
    const actions = actionsOfRole(f.template, f.logicalId(f.stack.siteRebuild.function.role));
    // The stream's own reading (DescribeStream, GetRecords, GetShardIterator, ListStreams) comes with the event source.
    const streamReads = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'];
    expect([...new Set(actions.filter((a) => a.startsWith('dynamodb:') && !streamReads.includes(a)))].sort()).toEqual(
      ['dynamodb:BatchGetItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query'],
    );
  });
});
