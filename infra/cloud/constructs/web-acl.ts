// One WAF web ACL: a per-IP rate limit and AWS's common managed rules. The same rules protect the CloudFront
// distributions (scope CLOUDFRONT, which AWS only accepts in us-east-1: see edge-stack.ts) and the user pool
// (scope REGIONAL, in the stack's own region).
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface WebAclProps {
  readonly scope: 'CLOUDFRONT' | 'REGIONAL';
  /** What the ACL protects, shown in the console and used in metric names. */
  readonly name: string;
  /** Requests from one IP address within 5 minutes before the rest are blocked. */
  readonly rateLimit: number;
}

/** The managed rule groups every ACL carries. Each one is a line on the WAF bill ($1 a month per rule). */
export const MANAGED_RULE_GROUPS = ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'] as const;

export class WebAcl extends Construct {
  readonly acl: wafv2.CfnWebACL;
  readonly arn: string;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const metric = (name: string) => ({ cloudWatchMetricsEnabled: true, metricName: `${props.name}-${name}`, sampledRequestsEnabled: true });
    this.acl = new wafv2.CfnWebACL(this, 'Acl', {
      scope: props.scope,
      description: `League platform: ${props.name}`,
      defaultAction: { allow: {} },
      visibilityConfig: metric('all'),
      rules: [
        {
          name: 'RateLimitPerIp',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: props.rateLimit, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
          visibilityConfig: metric('rate-limit'),
        },
        ...MANAGED_RULE_GROUPS.map((group, i) => ({
          name: group,
          priority: i + 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: group,
              // The common rules block bodies over 8 KB; league imports and long news posts are larger, so that one
              // rule only counts (its matches stay visible in the metrics).
              ...(group === 'AWSManagedRulesCommonRuleSet' ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] } : {}),
            },
          },
          visibilityConfig: metric(group),
        })),
      ],
    });
    this.arn = this.acl.attrArn;
  }
}
