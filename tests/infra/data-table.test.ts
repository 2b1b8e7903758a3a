import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES } from '../../functions/data/keys';
import { buildStack, PROD, type Fixture } from './stack-fixture';

describe('the single DynamoDB table', () => {
  let f: Fixture;
  beforeAll(() => { f = buildStack(PROD); });

  it('is the only table in the stack', () => {
    f.template.resourceCountIs('AWS::DynamoDB::Table', 1);
  });

  it('survives deletion of a production stack and can be restored to any point in time', () => {
    f.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    });
  });

  it('is billed per request and encrypted with an AWS-managed key', () => {
    f.template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('has the generic pk/sk keys and the gsi1/gsi2 indexes the key module queries, projecting every attribute', () => {
    const index = (i: { name: string; pk: string; sk: string }) => ({
      IndexName: i.name,
      KeySchema: [{ AttributeName: i.pk, KeyType: 'HASH' }, { AttributeName: i.sk, KeyType: 'RANGE' }],
      Projection: { ProjectionType: 'ALL' },
    });
    expect(Object.values(TABLE_INDEXES).map((i) => i.name)).toEqual(expect.arrayContaining(['gsi1', 'gsi2']));
    f.template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
      GlobalSecondaryIndexes: Match.arrayEquals(Object.values(TABLE_INDEXES).map(index)),
      AttributeDefinitions: Match.arrayWith(
        ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      ),
    });
  });
});
