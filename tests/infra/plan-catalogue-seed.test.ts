import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../../shared/plan-catalogue';
import { buildStack } from './stack-fixture';

describe('plan catalogue in the cloud', () => {
  it('writes the three plans into the table on deploy, with a write permission on that table only', () => {
    const { template } = buildStack();
    // The other AwsCustomResource reads the CloudFront web ACL's ARN from us-east-1.
    const seeds = Object.fromEntries(Object.entries(template.findResources('Custom::AWS')).filter(([id]) => id.startsWith('PlanCatalogue')));
    expect(Object.keys(seeds)).toHaveLength(1);
    const create = JSON.stringify(Object.values(seeds)[0].Properties.Create);
    for (const p of PLAN_CATALOGUE) expect(create).toContain(`PLAN#${p.slug}`);
    expect(create).toContain('batchWriteItem');
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: 'dynamodb:BatchWriteItem', Effect: 'Allow', Resource: Match.anyValue() })]),
      },
    });
  });
});
