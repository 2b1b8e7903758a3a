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
  /**
   * The API's own per-client rules (CloudFront only): writes to /api/ from one IP address, and requests carrying
   * one sign-in token (one user, however many addresses), each within 5 minutes.
   * @default - none
   */
  readonly api?: { readonly writesPerIp: number; readonly perToken: number };
}

/** The API's per-client limits from the stage's per-IP limit: a fifth of it for writes, the same per sign-in token. */
export const apiClientLimits = (rateLimit: number) => ({ writesPerIp: Math.max(100, Math.floor(rateLimit / 5)), perToken: rateLimit });

/** The managed rule groups every ACL carries. Each one is a line on the WAF bill ($1 a month per rule). */
export const MANAGED_RULE_GROUPS = ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'] as const;

export class WebAcl extends Construct {
  readonly acl: wafv2.CfnWebACL;
  readonly arn: string;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const metric = (name: string) => ({ cloudWatchMetricsEnabled: true, metricName: `${props.name}-${name}`, sampledRequestsEnabled: true });
    const rateRule = (priority: number, name: string, metricName: string, statement: wafv2.CfnWebACL.RateBasedStatementProperty) => ({
      name,
      priority,
      action: { block: {} },
      statement: { rateBasedStatement: { evaluationWindowSec: 300, ...statement } },
      visibilityConfig: metric(metricName),
    });
    this.acl = new wafv2.CfnWebACL(this, 'Acl', {
      scope: props.scope,
      description: `League platform: ${props.name}`,
      defaultAction: { allow: {} },
      visibilityConfig: metric('all'),
      rules: [
        // Every block rule counts requests over 5 minutes per key (an address, or a sign-in token).
        rateRule(0, 'RateLimitPerIp', 'rate-limit', { limit: props.rateLimit, aggregateKeyType: 'IP' }),
        ...(props.api ? [
          // An organiser entering a season's results makes a few writes a minute; a script creating thousands does not.
          rateRule(1, 'RateLimitApiWritesPerIp', 'api-writes-per-ip', {
            limit: props.api.writesPerIp, aggregateKeyType: 'IP',
            scopeDownStatement: {
              andStatement: {
                statements: [
                  { byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'STARTS_WITH', searchString: '/api/', textTransformations: [{ priority: 0, type: 'NONE' }] } },
                  { notStatement: { statement: { regexMatchStatement: { fieldToMatch: { method: {} }, regexString: '^(GET|HEAD|OPTIONS)$', textTransformations: [{ priority: 0, type: 'NONE' }] } } } },
                ],
              },
            },
          }),
          // One signed-in user spreading a flood over many addresses is still one token.
          rateRule(2, 'RateLimitApiPerToken', 'api-per-token', {
            limit: props.api.perToken, aggregateKeyType: 'CUSTOM_KEYS',
            customKeys: [{ header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } }],
          }),
        ] : []),
        ...MANAGED_RULE_GROUPS.map((group, i) => ({
          name: group,
          priority: i + 3,
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
