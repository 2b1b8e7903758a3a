// The autopilot in the cloud: an EventBridge rule runs its sweep (functions/autopilot/handler.ts) every 5 minutes.
// A sweep reads only the due index (gsi2 AUTODUE#<shard>: a few small Queries, empty when nothing is due) and runs
// the jobs it finds; its cost follows the jobs due, not the number of leagues. Why a sweep and not one EventBridge
// Scheduler schedule per deadline, with the cost at 1,000,000 leagues: infra/cloud/README.md (Autopilot).
// Least privilege: the table actions its code calls (infra/cloud/table-actions.ts: conditional updates, the
// registration's transactions, no Scan), Query on gsi2 alone of the indexes, the payment provider's keys (a lapsed offer's or hold's
// checkout is ended, an online offer's opened), and sending from the app's sender.
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { TABLE_INDEXES } from '../../../functions/data/keys';
import { LeagueFunction } from './league-function';
import { tableActionsOf } from '../table-actions';
import { mailEnvironment, sendMailStatement, type MailSender } from './mail-grant';

export interface AutopilotProps {
  readonly table: dynamodb.ITable;
  /** The payment provider's keys (functions/payments/provider-config.ts). */
  readonly paymentsSecret: secretsmanager.ISecret;
  /** The API's signing key: scheduled messages' unsubscribe links are signed with it. */
  readonly signingSecret: secretsmanager.ISecret;
  readonly appUrl: string;
  readonly mail: MailSender;
  /**
   * Every minute: a message sent "now" is queued by the API and sent by this sweep (functions/lib/worker-nudge.ts),
   * so the interval is how long it can wait. Two sweeps overlapping are safe: every job's step is a conditional write.
   * @default Duration.minutes(1)
   */
  readonly interval?: Duration;
}

const AUTOPILOT_SWEEP_ENTRY = 'functions/autopilot/handler.ts';

export class Autopilot extends Construct {
  readonly sweeper: LeagueFunction;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: AutopilotProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.sweeper = new LeagueFunction(this, 'Sweeper', {
      entry: AUTOPILOT_SWEEP_ENTRY,
      description: 'Autopilot: runs the automation jobs due (waitlist offers, unpaid fee reminders and expiry) every 5 minutes',
      environment: {
        TABLE_NAME: props.table.tableName,
        PAYMENTS_SECRET_ARN: props.paymentsSecret.secretArn,
        APP_URL: props.appUrl,
        ...mailEnvironment(props.mail),
        // Scheduled messages carry signed unsubscribe links (functions/messages/preferences.ts).
        CURSOR_SECRET_ARN: props.signingSecret.secretArn,
      },
      paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, { cacheEnabled: false }),
      timeout: Duration.minutes(4),
    });
    const role = this.sweeper.role;
    // The actions the sweep's code calls (table-actions.ts), on the table's items; on the index, Query alone.
    role.addToPrincipalPolicy(new iam.PolicyStatement({ sid: 'JobItems', actions: tableActionsOf(AUTOPILOT_SWEEP_ENTRY), resources: [props.table.tableArn] }));
    role.addToPrincipalPolicy(new iam.PolicyStatement({ sid: 'DueIndex', actions: ['dynamodb:Query'], resources: [`${props.table.tableArn}/index/${TABLE_INDEXES.directory.name}`] }));
    props.paymentsSecret.grantRead(this.sweeper.fn);
    props.signingSecret.grantRead(this.sweeper.fn);
    role.addToPrincipalPolicy(sendMailStatement(stack, props.mail));
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray\'s PutTraceSegments and PutTelemetryRecords (active tracing) are account-wide by API design.',
    });
    this.rule = new events.Rule(this, 'Sweep', {
      description: 'Runs the autopilot jobs due',
      schedule: events.Schedule.rate(props.interval ?? Duration.minutes(1)),
      // A failed run is not retried: the next one, minutes later, finds the same jobs still due.
      targets: [new targets.LambdaFunction(this.sweeper.fn, { retryAttempts: 0 })],
    });
  }
}
