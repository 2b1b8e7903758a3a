// The parts of a stage that AWS only accepts in us-east-1, whatever region the stage runs in: the WAF web ACL of
// scope CLOUDFRONT. Its ARN is written to an SSM parameter in us-east-1; the stage's stack reads it at deploy time
// (a cross-region GetParameter call, league-platform-stack.ts) and attaches the ACL to both distributions.
// `cdk deploy --all` deploys this stack first (the stage's stack depends on it).
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { apiClientLimits, WebAcl } from './constructs/web-acl';

/** Where a stage's CloudFront web ACL ARN is published (in us-east-1). */
export const edgeWebAclParameterName = (stage: string) => `/league-platform/${stage}/cloudfront-web-acl-arn`;

export interface EdgeStackProps extends StackProps {
  readonly stage: string;
  readonly rateLimit: number;
}

export class LeaguePlatformEdgeStack extends Stack {
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: 'us-east-1' } });
    this.webAcl = new WebAcl(this, 'CloudFrontAcl', {
      scope: 'CLOUDFRONT', name: `league-${props.stage}-edge`, rateLimit: props.rateLimit, api: apiClientLimits(props.rateLimit),
    });
    new ssm.StringParameter(this, 'WebAclArn', {
      parameterName: edgeWebAclParameterName(props.stage),
      description: 'ARN of the CloudFront web ACL the league platform distributions use',
      stringValue: this.webAcl.arn,
    });
  }
}
