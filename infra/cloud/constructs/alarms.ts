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
import { SITE_REBUILD_LAG_ALARM } from './site-rebuild';

/** Share of a quota in use at which its alarm goes off. */
export const QUOTA_WARNING = 0.8;

export interface AlarmsProps {
  /** Who is told. @default - nobody yet: subscribe to the topic (output AlarmTopicArn) by hand */
  readonly email?: string;
  /** Every function we run: errors and throttles of each. */
  readonly functions: Record<string, lambda.IFunction>;
  readonly apiStage: apigwv2.HttpStage;
  /** The REST API that streams the assistant's reply (streaming-api.ts): its name and stage, for its 5XX metric. @default - none */
  readonly streamingApi?: { readonly apiName: string; readonly stage: string };
  /** The API's access log group: 429s are counted from it (HTTP APIs publish 4xx, not 429, as a metric). */
  readonly apiAccessLogs: logs.ILogGroup;
  readonly deadLetterQueue: sqs.IQueue;
  /** The stream-driven function whose iterator age shows records piling up. */
  readonly streamFunction: lambda.IFunction;
  readonly table: dynamodb.ITable;
  /** Account quotas the provisioner sweep's hourly counts are compared with (alarms at 80 %). @default - none */
  readonly quotas?: Quotas;
  /**
   * The functions with reserved concurrency (function-classes.ts) and how many executions each may run: an alarm
   * at 80 % of it, before the cap throttles public reads. @default - none reserved
   */
  readonly reserved?: Record<string, { readonly fn: { readonly fn: lambda.IFunction }; readonly executions: number }>;
  /** The site rebuild fed by the table's stream (site-rebuild.ts): its given-up records and its lag. */
  readonly siteRebuild?: { fn: lambda.IFunction; deadLetterQueue: sqs.IQueue };
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
    if (props.streamingApi) {
      alarm('StreamingApi5xx', new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway', metricName: '5XXError', statistic: 'Sum', period: fiveMinutes,
        dimensionsMap: { ApiName: props.streamingApi.apiName, Stage: props.streamingApi.stage },
      }), 5, 'The streaming API (the assistant\'s reply) answered 5 or more server errors in 5 minutes: see the streaming function\'s log');
    }
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
    if (props.siteRebuild) {
      alarm('SiteRebuildDeadLetters', props.siteRebuild.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }), 1,
        'League sites: stream records the site rebuild gave up on (in its failure queue); those leagues\' pages show what was kept until their next write');
      alarm('SiteRebuildLag', props.siteRebuild.fn.metric('IteratorAge', { period: Duration.minutes(1), statistic: 'Maximum' }), SITE_REBUILD_LAG_ALARM.toMilliseconds(),
        'League sites: the site rebuild is a minute or more behind the writes (public pages show older data meanwhile)');
    }
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
      this.addRateQuotaAlarms(alarm, props.table, props.quotas);
    }
    // A reserved function throttles at its reservation however much of the account's pool is free.
    for (const [name, { fn, executions }] of Object.entries(props.reserved ?? {})) {
      alarm(`${name}ConcurrencyQuota`, fn.fn.metric('ConcurrentExecutions', { period: Duration.minutes(1), statistic: 'Maximum' }), Math.floor(executions * QUOTA_WARNING),
        `${name}: concurrent executions reached 80 % of its reserved ${executions} (cdk.json publicConcurrency): raise it, after the account's Lambda concurrency quota (lambda L-B99A9384) if need be`);
    }
    alarm('SitePagesFailing', business('SitePageFailed', 'Sum'), 3,
      'League site pages: the site function answered 3 or more with a 500 page in 5 minutes (see its log group)');
    // A rebuild failing after its retries leaves a league's public pages showing what was kept before the write.
    alarm('SiteRebuildsFailing', business('SiteRebuildFailed', 'Sum'), 1,
      'League sites: a site snapshot could not be rebuilt after its retries; the stream retries the batch, and its pages show the previous one meanwhile (see the SiteRebuild function\'s log)');
  }

  /**
   * Rate quotas that grow with traffic (infra/cloud/README.md, "Quotas"): a warning at 80 % of the per-second rate,
   * from a minute's (DynamoDB) or five minutes' (Cognito publishes every 5) sum divided by its seconds.
   */
  private addRateQuotaAlarms(alarm: (id: string, metric: cloudwatch.IMetric, threshold: number, description: string) => cloudwatch.Alarm, table: dynamodb.ITable, quotas: Quotas) {
    const perSecond = (metric: cloudwatch.Metric, label: string) => new cloudwatch.MathExpression({
      expression: 'used / PERIOD(used)', usingMetrics: { used: metric }, period: metric.period, label,
    });
    const readUnits = (dimensionsMap: Record<string, string>) => new cloudwatch.Metric({
      namespace: 'AWS/DynamoDB', metricName: 'ConsumedReadCapacityUnits', dimensionsMap, period: Duration.minutes(1), statistic: 'Sum',
    });
    const reads = Math.floor(quotas.tableReadUnitsPerSecond * QUOTA_WARNING);
    alarm('TableReadUnitsQuota', perSecond(readUnits({ TableName: table.tableName }), 'Read units a second'), reads,
      `DynamoDB: the table read 80 % of its ${quotas.tableReadUnitsPerSecond} read units a second (cdk.json quotas.tableReadUnitsPerSecond): ask AWS for more (dynamodb L-CF0CBE56)`);
    // The quota is per table and per index: each index reads on its own.
    for (const index of Object.values(TABLE_INDEXES)) {
      alarm(`Index${index.name.charAt(0).toUpperCase()}${index.name.slice(1)}ReadUnitsQuota`,
        perSecond(readUnits({ TableName: table.tableName, GlobalSecondaryIndexName: index.name }), `Read units a second of ${index.name}`), reads,
        `DynamoDB: the index ${index.name} read 80 % of its ${quotas.tableReadUnitsPerSecond} read units a second (cdk.json quotas.tableReadUnitsPerSecond): ask AWS for more (dynamodb L-CF0CBE56)`);
    }
    // Cognito's quota usage (the account's UserAuthentication calls, every pool of the region), as Service Quotas reads it.
    const signIns = new cloudwatch.Metric({
      namespace: 'AWS/Usage', metricName: 'CallCount', period: Duration.minutes(5), statistic: 'Sum',
      dimensionsMap: { Service: 'Cognito user pools', Type: 'API', Resource: 'UserAuthentication', Class: 'None' },
    });
    alarm('SignInRateQuota', perSecond(signIns, 'Sign-in calls a second'), Math.floor(quotas.signInsPerSecond * QUOTA_WARNING),
      `Cognito: sign-in calls reached 80 % of the account's ${quotas.signInsPerSecond} a second (cdk.json quotas.signInsPerSecond): ask AWS for more (cognito-idp L-026ADBA3)`);
  }
}
