// Game reminders in the cloud: an EventBridge rule runs the reminder sweep (functions/game-day/reminders.ts) every
// 5 minutes. A sweep reads only the queue partitions of the last few hours (REMINDQ#<hour>#<shard>, a handful of
// small Queries, mostly empty), so its cost does not grow with the number of leagues, only with the reminders due.
// Why a sweep and not one EventBridge Scheduler schedule per game: see infra/cloud/README.md (Game reminders).
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { LeagueFunction } from './league-function';
import { tableActionsOf } from '../table-actions';
import { mailEnvironment, sendMailStatement, type MailSender } from './mail-grant';

const REMINDER_SWEEP_ENTRY = 'functions/game-day/reminder-handler.ts';

export interface GameRemindersProps {
  readonly table: dynamodb.ITable;
  /** The API's signing key: the reminders' availability links are signed with it (functions/lib/signed-link.ts). */
  readonly signingSecret: secretsmanager.ISecret;
  readonly appUrl: string;
  readonly mail: MailSender;
  /** @default Duration.minutes(5) */
  readonly interval?: Duration;
}

export class GameReminders extends Construct {
  readonly sweeper: LeagueFunction;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: GameRemindersProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.sweeper = new LeagueFunction(this, 'Sweeper', {
      entry: REMINDER_SWEEP_ENTRY,
      description: 'Game reminders: e-mails each player and manager once before each game (sweep every 5 minutes)',
      environment: {
        TABLE_NAME: props.table.tableName,
        CURSOR_SECRET_ARN: props.signingSecret.secretArn,
        APP_URL: props.appUrl,
        ...mailEnvironment(props.mail),
      },
      paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, { cacheEnabled: false }),
      // A busy sweep (a Saturday morning's reminders) sends many e-mails one after another.
      timeout: Duration.minutes(4),
    });
    // The actions the sweep's code calls (table-actions.ts): no Scan, no stream reads.
    props.table.grant(this.sweeper.fn, ...tableActionsOf(REMINDER_SWEEP_ENTRY));
    props.signingSecret.grantRead(this.sweeper.fn);
    this.sweeper.fn.addToRolePolicy(sendMailStatement(stack, props.mail));
    const tableResource = props.table.node.defaultChild as dynamodb.CfnTable | undefined;
    if (tableResource) Validations.of(this.sweeper.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(tableResource)}.Arn>/index/*]`,
      reason: 'A grant on the table covers its global secondary indexes (gsi1, gsi2) with the same actions; the sweep queries the base table only.',
    });
    this.rule = new events.Rule(this, 'Sweep', {
      description: 'Runs the game reminder sweep',
      schedule: events.Schedule.rate(props.interval ?? Duration.minutes(5)),
      // A failed run is not retried: the next one, minutes later, finds the same reminders still queued.
      targets: [new targets.LambdaFunction(this.sweeper.fn, { retryAttempts: 0 })],
    });
  }
}
