// The deploy's site backfill (infra/cloud/constructs/site-backfill.ts): each deploy with a new site item format
// queues one run of the backfill function, without waiting for it, and the function may rebuild site items but
// not touch the table's structure.
import { beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_SHARDS } from '../../functions/data/keys';
import { SITE_FORMAT } from '../../functions/data/site';
import { actionsOfRole, buildStack, type Fixture, watchesFunction } from './stack-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

describe('the site backfill on deploy', () => {
  let f: Fixture;
  let r: Resources;
  let fnId: string;
  beforeAll(() => {
    f = buildStack();
    r = f.template.toJSON().Resources as Resources;
    fnId = f.logicalId(f.stack.siteBackfill.function.fn);
  });

  it('queues one asynchronous run of the backfill function per site item format and directory layout', () => {
    const run = r[f.logicalId(f.stack.siteBackfill.run)].Properties;
    // The call is a JSON text joined around the function's Ref: read it with the Ref's logical id in place.
    const callOf = (v: { 'Fn::Join': [string, Array<string | { Ref: string }>] }) =>
      JSON.parse(v['Fn::Join'][1].map((p) => (typeof p === 'string' ? p : p.Ref)).join(''));
    for (const phase of ['Create', 'Update']) {
      expect(callOf(run[phase]), phase).toEqual({
        service: 'Lambda', action: 'invoke',
        parameters: { FunctionName: fnId, InvocationType: 'Event' },
        physicalResourceId: { id: `site-backfill-format-${SITE_FORMAT}-directory-${DIRECTORY_SHARDS}` },
      });
    }
    expect(run.Delete).toBeUndefined();
  });

  it('gives the run 15 minutes, puts, deletes and updates items (moving directory entries to their shard) but cannot scan, and has alarms on errors and throttles', () => {
    expect(r[fnId].Properties).toMatchObject({ Runtime: 'nodejs22.x', Timeout: 900, MemorySize: 1024 });
    expect(r[fnId].Properties.Handler).toBe('index.handler');
    const actions = actionsOfRole(f.template, f.logicalId(f.stack.siteBackfill.function.role));
    expect([...new Set(actions.filter((a) => a.startsWith('dynamodb:')))].sort()).toEqual(
      ['dynamodb:BatchGetItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    );
    const alarms = Object.values(r).filter((x) => x.Type === 'AWS::CloudWatch::Alarm').map((a) => a.Properties);
    for (const metric of ['Errors', 'Throttles']) {
      expect(alarms.some((a) => watchesFunction(a, metric, fnId)), metric).toBe(true);
    }
  });
});
