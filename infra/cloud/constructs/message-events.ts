// What SES says became of the product's e-mails: every e-mail is sent through one configuration set, whose event
// destination publishes deliveries, bounces and complaints to an SNS topic; a function subscribed to it
// (functions/messages/ses-events-handler.ts) puts bounced and complaining addresses on the suppression list and marks
// each message's delivery log. The topic carries e-mail addresses, so it is encrypted with a key of its own that
// SES may use (SES cannot publish to a topic under the AWS managed SNS key) and takes only TLS.
// Its resources live in a nested stack of their own (MailEvents): the stage's stack stays within its budget
// (infra/cloud/stack-size.ts).
import { Duration, NestedStack, Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { LeagueFunction } from './league-function';
import { tableActionsOf } from '../table-actions';

export interface MessageEventsProps {
  readonly table: dynamodb.ITable;
}

const SES_EVENTS_ENTRY = 'functions/messages/ses-events-handler.ts';

export class MessageEvents extends Construct {
  readonly configurationSet: ses.ConfigurationSet;
  readonly topic: sns.Topic;
  readonly handler: LeagueFunction;

  constructor(scope: Construct, id: string, props: MessageEventsProps) {
    super(new NestedStack(scope, 'MailEvents', { description: 'SES delivery, bounce and complaint events' }), id);
    const stack = Stack.of(this);
    const key = new kms.Key(this, 'TopicKey', { description: 'Encrypts SES delivery, bounce and complaint events', enableKeyRotation: true });
    key.addToResourcePolicy(new iam.PolicyStatement({
      principals: [new iam.ServicePrincipal('ses.amazonaws.com')],
      actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
      resources: ['*'],
      conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
    }));
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'SES delivery, bounce and complaint events', enforceSSL: true, masterKey: key });
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {});
    this.configurationSet.addEventDestination('ToTopic', {
      destination: ses.EventDestination.snsTopic(this.topic),
      events: [ses.EmailSendingEvent.DELIVERY, ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    this.handler = new LeagueFunction(this, 'Handler', {
      entry: SES_EVENTS_ENTRY,
      description: 'SES events: suppresses bounced and complaining addresses and marks each message\'s delivery log',
      environment: { TABLE_NAME: props.table.tableName },
      timeout: Duration.seconds(30),
    });
    // The actions its code calls (table-actions.ts), on the table's items only: no index, no Scan.
    this.handler.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: tableActionsOf(SES_EVENTS_ENTRY), resources: [props.table.tableArn] }));
    this.topic.addSubscription(new subscriptions.LambdaSubscription(this.handler.fn));
  }
}
