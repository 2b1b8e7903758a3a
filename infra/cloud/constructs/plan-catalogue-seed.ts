import { createHash } from 'node:crypto';
import { Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as cr from 'aws-cdk-lib/custom-resources';
import { marshall } from '@aws-sdk/util-dynamodb';
import { Construct } from 'constructs';
import { planModel } from '../../../functions/data/keys';
import { PLAN_CATALOGUE, type Plan } from '../../../shared/plan-catalogue';

export interface PlanCatalogueSeedProps {
  readonly table: ITable;
  /**
   * The plans to write.
   * @default PLAN_CATALOGUE from shared/plan-catalogue.ts
   */
  readonly plans?: readonly Plan[];
}

/**
 * Writes the plan catalogue into the table on every deploy that changes it (the local stack seeds the same
 * items on every start). Idempotent: plan items are keyed by slug, so a re-run overwrites them in place.
 */
export class PlanCatalogueSeed extends Construct {
  constructor(scope: Construct, id: string, props: PlanCatalogueSeedProps) {
    super(scope, id);
    const plans = props.plans ?? PLAN_CATALOGUE;
    const items = plans.map((p) => ({ PutRequest: { Item: marshall(planModel.item(p)) } }));
    const version = createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 16);
    const call = {
      service: 'DynamoDB',
      action: 'batchWriteItem',
      parameters: { RequestItems: { [props.table.tableName]: items } },
      // A new id whenever the catalogue changes makes CloudFormation run the write again.
      physicalResourceId: cr.PhysicalResourceId.of(`plan-catalogue-${version}`),
    };
    const seed = new cr.AwsCustomResource(this, 'Write', {
      onCreate: call,
      onUpdate: call,
      policy: cr.AwsCustomResourcePolicy.fromSdkCalls({ resources: [props.table.tableArn] }),
      installLatestAwsSdk: false,
    });
    seed.node.addDependency(props.table);

    // The singleton function behind AwsCustomResource is CDK's; its role and runtime are set by aws-cdk-lib.
    const stack = Stack.of(this);
    for (const child of stack.node.children.filter((c) => c.node.id.startsWith('AWS679f53fac002430cb0da5b7982bd2287'))) {
      Validations.of(child).acknowledge(
        { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'CDK-managed AwsCustomResource handler: the managed basic execution role only lets it write its own logs.' },
        { id: 'AwsSolutions-L1', reason: 'The CDK-managed AwsCustomResource handler pins its own runtime; it is upgraded with aws-cdk-lib.' },
      );
    }
  }
}
