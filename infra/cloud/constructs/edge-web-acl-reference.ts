// Reads the stage's CloudFront web ACL ARN from us-east-1 (edge-stack.ts) at deploy time, so a stack in any
// region can attach it to its distributions. CloudFormation's own cross-stack references stop at the region;
// this one GetParameter call, run by CDK's AwsCustomResource singleton, is the bridge.
import { Stack } from 'aws-cdk-lib';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { edgeWebAclParameterName } from '../edge-stack';

export class EdgeWebAclReference extends Construct {
  /** The web ACL ARN (a deploy-time value). */
  readonly arn: string;

  constructor(scope: Construct, id: string, props: { stage: string }) {
    super(scope, id);
    const name = edgeWebAclParameterName(props.stage);
    const call: cr.AwsSdkCall = {
      service: 'SSM',
      action: 'getParameter',
      parameters: { Name: name },
      region: 'us-east-1',
      // A fixed id: the value is read again on every update of this resource (the parameter name is its input).
      physicalResourceId: cr.PhysicalResourceId.of(name),
    };
    const read = new cr.AwsCustomResource(this, 'Read', {
      onCreate: call,
      onUpdate: call,
      policy: cr.AwsCustomResourcePolicy.fromSdkCalls({
        resources: [Stack.of(this).formatArn({ service: 'ssm', region: 'us-east-1', resource: 'parameter', resourceName: name.slice(1) })],
      }),
      installLatestAwsSdk: false,
    });
    this.arn = read.getResponseField('Parameter.Value');
  }
}
