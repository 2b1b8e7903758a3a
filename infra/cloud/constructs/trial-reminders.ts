// Billing's sweep (functions/billing/trial-reminder-handler.ts), two jobs on two schedules:
// - hourly, it e-mails organisers whose trial without a card ends within 3 days: it may query the trial index, read
//   the user, subscription and plan, write the per-user reminder marker, and send from the app's sender only;
// - every 5 minutes, it reconciles registrations still waiting on a hosted checkout with the payment provider
//   (Stripe's advice: a webhook can be lost): it reads the provider's keys from their secret, queries the
//   open-checkout index, and applies a payment or releases a hold as the API would (conditional updates, puts and
//   deletes of the registration, its counters and the team it creates; the receipt e-mail). Never Scan.
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { TABLE_INDEXES } from '../../../functions/data/keys';
import { RECONCILE_CHECKOUTS_JOB } from '../../../functions/billing/sweep-jobs';
import { LeagueFunction } from './league-function';
import { mailEnvironment, sendMailStatement, type MailSender } from './mail-grant';

export interface TrialRemindersProps {
  readonly table: dynamodb.ITable;
  readonly appUrl: string;
  readonly mail: MailSender;
  /** The payment provider's keys (the reconciliation asks the provider about each open checkout). */
  readonly paymentsSecret: secretsmanager.ISecret;
}

export class TrialReminders extends Construct {
  readonly function: LeagueFunction;
  readonly schedule: events.Rule;
  readonly checkoutSchedule: events.Rule;

  constructor(scope: Construct, id: string, props: TrialRemindersProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.function = new LeagueFunction(this, 'Sweep', {
      entry: 'functions/billing/trial-reminder-handler.ts',
      description: 'E-mails organisers whose free trial ends within 3 days (once each); reconciles open registration checkouts with the payment provider',
      environment: {
        TABLE_NAME: props.table.tableName, APP_URL: props.appUrl, ...mailEnvironment(props.mail),
        PAYMENTS_SECRET_ARN: props.paymentsSecret.secretArn,
      },
      // The provider's keys are read once per container through the extension (functions/payments/provider-config.ts).
      paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, { cacheEnabled: false }),
      // A busy evening's few thousand open checkouts, 8 provider calls at a time (infra/cloud/README.md: hot keys).
      timeout: Duration.minutes(4),
    });
    props.paymentsSecret.grantRead(this.function.fn);
    const role = this.function.role;
    role.addToPrincipalPolicy(new iam.PolicyStatement({ sid: 'ReadUsersWriteMarker', actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], resources: [props.table.tableArn] }));
    role.addToPrincipalPolicy(new iam.PolicyStatement({ sid: 'EndingTrialsOpenCheckouts', actions: ['dynamodb:Query'], resources: [`${props.table.tableArn}/index/${TABLE_INDEXES.directory.name}`] }));
    role.addToPrincipalPolicy(new iam.PolicyStatement({
      sid: 'SettleOpenCheckouts',
      actions: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'],
      resources: [props.table.tableArn],
    }));
    role.addToPrincipalPolicy(sendMailStatement(stack, props.mail));
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray\'s PutTraceSegments and PutTelemetryRecords (active tracing) are account-wide by API design.',
    });
    this.schedule = new events.Rule(this, 'Hourly', {
      description: 'E-mails trials without a card that end within 3 days',
      schedule: events.Schedule.rate(Duration.hours(1)),
      targets: [new targets.LambdaFunction(this.function.fn, { retryAttempts: 0 })],
    });
    this.checkoutSchedule = new events.Rule(this, 'OpenCheckouts', {
      description: 'Reconciles registrations waiting on a hosted checkout with the payment provider',
      schedule: events.Schedule.rate(Duration.minutes(5)),
      // Not retried: the next run, 5 minutes later, finds the same checkouts still open.
      targets: [new targets.LambdaFunction(this.function.fn, { retryAttempts: 0, event: events.RuleTargetInput.fromObject({ job: RECONCILE_CHECKOUTS_JOB }) })],
    });
  }
}
