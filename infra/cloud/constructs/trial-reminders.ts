// The hourly sweep that e-mails organisers whose trial without a card ends within 3 days (functions/billing/
// trial-reminder-handler.ts). It may query the trial index, read the user, subscription and plan, write the
// per-user reminder marker, and send from the app's sender only.
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { TABLE_INDEXES } from '../../../functions/data/keys';
import { LeagueFunction } from './league-function';

export interface TrialRemindersProps {
  readonly table: dynamodb.ITable;
  readonly appUrl: string;
  readonly mail: { from: string; identity: string; region: string };
}

export class TrialReminders extends Construct {
  readonly function: LeagueFunction;
  readonly schedule: events.Rule;

  constructor(scope: Construct, id: string, props: TrialRemindersProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.function = new LeagueFunction(this, 'Sweep', {
      entry: 'functions/billing/trial-reminder-handler.ts',
      description: 'E-mails organisers whose free trial ends within 3 days (once each)',
      environment: { TABLE_NAME: props.table.tableName, APP_URL: props.appUrl, MAIL_FROM: props.mail.from, SES_REGION: props.mail.region },
      timeout: Duration.minutes(2),
    });
    const role = this.function.role;
    role.addToPrincipalPolicy(new iam.PolicyStatement({ sid: 'ReadUsersWriteMarker', actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], resources: [props.table.tableArn] }));
    role.addToPrincipalPolicy(new iam.PolicyStatement({ sid: 'EndingTrials', actions: ['dynamodb:Query'], resources: [`${props.table.tableArn}/index/${TABLE_INDEXES.directory.name}`] }));
    role.addToPrincipalPolicy(new iam.PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [stack.formatArn({ service: 'ses', region: props.mail.region, resource: 'identity', resourceName: props.mail.identity })],
    }));
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray\'s PutTraceSegments and PutTelemetryRecords (active tracing) are account-wide by API design.',
    });
    this.schedule = new events.Rule(this, 'Hourly', {
      description: 'E-mails trials without a card that end within 3 days',
      schedule: events.Schedule.rate(Duration.hours(1)),
      targets: [new targets.LambdaFunction(this.function.fn, { retryAttempts: 0 })],
    });
  }
}
