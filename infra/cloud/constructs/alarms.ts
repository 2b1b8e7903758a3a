// Failures someone sees: CloudWatch alarms on everything that can break without a user reporting it, all sent to
// one SNS topic with an e-mail subscription (context alarmEmail). Thresholds are chosen so one alarm means one
// thing to look at, not noise: a single throttle, dead letter or day-old domain is already worth a look.
import { Duration, Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { TABLE_INDEXES } from '../../../functions/data/keys';
import type { Quotas } from '../stack-config';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../../functions/lib/telemetry-names';

/** Share of a quota in use at which its alarm goes off. */
export const QUOTA_WARNING = 0.8;

export interface AlarmsProps {
  /** Who is told. @default - nobody yet: subscribe to the topic (output AlarmTopicArn) by hand */
  readonly email?: string;
  /** Every function we run: errors and throttles of each. */
  readonly functions: Record<string, lambda.IFunction>;
  readonly apiStage: apigwv2.HttpStage;
  /** The API's access log group: 429s are counted from it (HTTP APIs publish 4xx, not 429, as a metric). */
  readonly apiAccessLogs: logs.ILogGroup;
  readonly deadLetterQueue: sqs.IQueue;
  /** The stream-driven function whose iterator age shows records piling up. */
  readonly streamFunction: lambda.IFunction;
  readonly table: dynamodb.ITable;
  /** Account quotas the provisioner sweep's hourly counts are compared with (alarms at 80 %). @default - none */
  readonly quotas?: Quotas;
}

/**
 * A function's errors alarm (1 = alarm): 3 failed invocations in 5 minutes for a busy function, or, for one that runs
 * rarely (the site backfill once per deploy, the domain sweep every 5 minutes, the sign-up triggers of a small
 * platform), a single failure that is at least a tenth of its invocations. A fixed "3 in 5 minutes" could never fire
 * for a function that runs once.
 */
export const FUNCTION_ERRORS_EXPRESSION = 'IF(errors >= 3 || (errors >= 1 && errors * 10 >= invocations), 1, 0)';

/** Name of the metric counting API requests answered 429 (from the access log). */
export const API_THROTTLED_METRIC = 'ApiRequestsThrottled';

export class Alarms extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'League platform alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason: 'Alarm notifications carry alarm names and states only, no user data. CloudWatch cannot publish to a topic encrypted with the AWS managed SNS key, and a customer key only for this would cost more than the data it protects.',
    });
    const action = new actions.SnsAction(this.topic);
    const fiveMinutes = Duration.minutes(5);
    const alarm = (alarmId: string, metric: cloudwatch.IMetric, threshold: number, description: string) => {
      const a = new cloudwatch.Alarm(this, alarmId, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      a.addAlarmAction(action);
      a.addOkAction(action);
      this.alarms.push(a);
      return a;
    };

    for (const [name, fn] of Object.entries(props.functions)) {
      alarm(`${name}Errors`, new cloudwatch.MathExpression({
        expression: FUNCTION_ERRORS_EXPRESSION,
        usingMetrics: {
          errors: fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
          invocations: fn.metricInvocations({ period: fiveMinutes, statistic: 'Sum' }),
        },
        period: fiveMinutes,
        label: `${name} failing`,
      }), 1, `${name}: 3 or more invocations failed in 5 minutes, or at least one that is a tenth of its invocations (see its log group)`);
      alarm(`${name}Throttles`, fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' }), 1,
        `${name}: invocations were throttled (account concurrency reached: see infra/cloud/README.md, quotas)`);
    }

    alarm('Api5xx', props.apiStage.metricServerError({ period: fiveMinutes, statistic: 'Sum' }), 5,
      'The API answered 5 or more server errors in 5 minutes');
    const throttled = new logs.MetricFilter(this, 'Api429Filter', {
      logGroup: props.apiAccessLogs,
      metricNamespace: METRICS_NAMESPACE,
      metricName: API_THROTTLED_METRIC,
      filterPattern: logs.FilterPattern.stringValue('$.status', '=', '429'),
      metricValue: '1',
    });
    alarm('Api429', throttled.metric({ period: fiveMinutes, statistic: 'Sum' }), 20,
      'The API refused 20 or more requests with 429 in 5 minutes: its stage throttle (api.ts) is reached');

    alarm('DeadLetters', props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }), 1,
      'A custom-domain stream record was given up (in the dead-letter queue): a domain may hold a tenant nobody removed');
    alarm('StreamIteratorAge', props.streamFunction.metric('IteratorAge', { period: fiveMinutes, statistic: 'Maximum' }), Duration.minutes(30).toMilliseconds(),
      'Custom-domain stream records are 30 minutes or more behind');
    alarm('TableThrottling', new cloudwatch.MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: props.table.metric('ReadThrottleEvents', { period: fiveMinutes, statistic: 'Sum' }),
        writes: props.table.metric('WriteThrottleEvents', { period: fiveMinutes, statistic: 'Sum' }),
      },
      period: fiveMinutes,
      label: 'Read and write throttle events',
    }), 1, 'DynamoDB throttled reads or writes on the table');
    // An index throttles on its own (its partitions, and the writes the table copies into it), and CloudWatch counts
    // it under the index's dimension only: the table's alarm above never sees it.
    for (const index of Object.values(TABLE_INDEXES)) {
      const indexMetric = (metricName: string) => new cloudwatch.Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: props.table.tableName, GlobalSecondaryIndexName: index.name },
        period: fiveMinutes,
        statistic: 'Sum',
      });
      alarm(`Index${index.name.charAt(0).toUpperCase()}${index.name.slice(1)}Throttling`, new cloudwatch.MathExpression({
        expression: 'reads + writes',
        usingMetrics: { reads: indexMetric('ReadThrottleEvents'), writes: indexMetric('WriteThrottleEvents') },
        period: fiveMinutes,
        label: `Read and write throttle events of ${index.name}`,
      }), 1, `DynamoDB throttled reads or writes on the index ${index.name}`);
    }
    // The product's own metrics (functions/lib/observability.ts), counted per service over 5 minutes.
    const business = (metricName: string, statistic: 'Sum' | 'Maximum') => new cloudwatch.Metric({
      namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service: SERVICE_NAME }, period: fiveMinutes, statistic,
    });
    alarm('DomainsPendingTooLong', business('DomainsPendingTooLong', 'Maximum'), 1,
      'A custom domain has been pending for more than 72 hours (counted by the provisioner sweep)');
    // The site function answers its failures with a 500 page instead of failing the invocation (Errors stays 0).
    // Custom domains use up account quotas (infra/cloud/README.md, "Quotas"): a warning at 80 %, while there is time
    // to ask AWS for more or to add an account. Counted hourly by the sweep (functions/domains/quota-usage.ts).
    if (props.quotas) {
      const hourly = (metricName: string) => new cloudwatch.Metric({
        namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service: SERVICE_NAME }, period: Duration.hours(1), statistic: 'Maximum',
      });
      alarm('DistributionTenantsQuota', hourly('DistributionTenantsInUse'), Math.floor(props.quotas.distributionTenants * QUOTA_WARNING),
        `CloudFront distribution tenants (one per custom domain) reached 80 % of the account's quota of ${props.quotas.distributionTenants} (cdk.json quotas.distributionTenants): ask AWS for more`);
      alarm('CertificatesQuota', hourly('CertificatesInUse'), Math.floor(props.quotas.certificates * QUOTA_WARNING),
        `ACM certificates in us-east-1 (one per custom domain) reached 80 % of the account's quota of ${props.quotas.certificates} (cdk.json quotas.certificates): ask AWS for more`);
    }
    alarm('SitePagesFailing', business('SitePageFailed', 'Sum'), 3,
      'League site pages: the site function answered 3 or more with a 500 page in 5 minutes (see its log group)');
    // A rebuild failing after its retries leaves a league's public pages showing what was kept before the write.
    alarm('SiteRebuildsFailing', business('SiteRebuildFailed', 'Sum'), 1,
      'League sites: a site snapshot could not be rebuilt after its retries; its pages show the previous one until the next write (see the API functions\' logs)');
  }
}
