// Texts and pushes in the cloud (issue 45 points 2 and 3):
// - Texts go through AWS End User Messaging SMS from the stage's origination identity (`smsOriginationIdentity`:
//   a phone pool or number, bought and registered in the console: infra/cloud/README.md, Texts and pushes); the
//   functions that send (sms: true in functions/routes.ts, and the autopilot sweep, which sends what quiet hours
//   held) may call sms-voice:SendTextMessage.
// - Replies (STOP) reach an SNS topic the origination identity's two-way channel publishes to, which invokes
//   functions/messages/sms-inbound.ts: it may put and delete the opt-out items, nothing else.
// - Web push signs with the stage's VAPID keys: the public key is a setting (`vapidPublicKey`, also served in
//   /config.json), the private key a Secrets Manager secret the operator fills, read at cold start through the
//   extension by the functions that push (push: true, and the autopilot sweep).
import { Aws, Stack, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { RemovalPolicy } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { LeagueFunction } from './league-function';

export const SMS_INBOUND_ENTRY = 'functions/messages/sms-inbound.ts';

export interface MessagingProps {
  readonly table: dynamodb.ITable;
  /** The phone pool or number texts come from; without it the service picks one of the account's. */
  readonly smsOriginationIdentity?: string;
  /** The stage's public VAPID key; without it push is off (the account page says so). */
  readonly vapidPublicKey?: string;
}

export class Messaging extends Construct {
  readonly inboundTopic: sns.Topic;
  readonly inboundHandler: LeagueFunction;
  readonly vapidSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, private readonly props: MessagingProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.vapidSecret = new secretsmanager.Secret(this, 'VapidPrivateKey', {
      description: 'Web push VAPID private key (or web-push\'s generate-vapid-keys JSON), read by the functions that push at cold start',
      generateSecretString: { passwordLength: 8, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.vapidSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'The VAPID key pair is made once with web-push and put here by hand with its public half in the stage settings; rotating the private key alone would break every browser subscription.',
    });

    this.inboundTopic = new sns.Topic(this, 'SmsInbound', {
      displayName: 'Replies to the stage\'s texts (End User Messaging SMS two-way channel)',
      enforceSSL: true,
      masterKey: kms.Alias.fromAliasName(this, 'SnsKey', 'alias/aws/sns'),
    });
    // End User Messaging publishes the replies of this account's numbers.
    this.inboundTopic.addToResourcePolicy(new iam.PolicyStatement({
      actions: ['sns:Publish'], principals: [new iam.ServicePrincipal('sms-voice.amazonaws.com')], resources: [this.inboundTopic.topicArn],
      conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
    }));
    this.inboundHandler = new LeagueFunction(this, 'SmsInboundHandler', {
      entry: SMS_INBOUND_ENTRY,
      description: 'Replies to our texts: STOP puts the number on the opt-out list, START takes it off',
      environment: { TABLE_NAME: props.table.tableName },
    });
    this.inboundHandler.role.addToPrincipalPolicy(new iam.PolicyStatement({
      sid: 'OptOutItems', actions: ['dynamodb:PutItem', 'dynamodb:DeleteItem'], resources: [props.table.tableArn],
    }));
    this.inboundTopic.addSubscription(new subscriptions.LambdaSubscription(this.inboundHandler.fn));
  }

  /** Lets a function send texts and/or pushes: their settings in its environment, and the calls they need. */
  grantSending(fn: LeagueFunction, what: { sms?: boolean; push?: boolean }): void {
    if (what.sms) {
      if (this.props.smsOriginationIdentity) fn.fn.addEnvironment('SMS_ORIGINATION_IDENTITY', this.props.smsOriginationIdentity);
      // On this account's End User Messaging resources in this region (number or pool, configuration set, opt-out list).
      fn.role.addToPrincipalPolicy(new iam.PolicyStatement({
        sid: 'SendTexts', actions: ['sms-voice:SendTextMessage'], resources: [`arn:${Aws.PARTITION}:sms-voice:${Aws.REGION}:${Aws.ACCOUNT_ID}:*`],
      }));
      Validations.of(fn.role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:sms-voice:<AWS::Region>:<AWS::AccountId>:*]',
        reason: 'SendTextMessage is authorised on the origination identity, the configuration set and the opt-out list, whose ARNs the operator picks in the console after deploy (infra/cloud/README.md: Texts and pushes).',
      });
    }
    if (what.push) {
      if (this.props.vapidPublicKey) fn.fn.addEnvironment('VAPID_PUBLIC_KEY', this.props.vapidPublicKey);
      fn.fn.addEnvironment('VAPID_SECRET_ARN', this.vapidSecret.secretArn);
      this.vapidSecret.grantRead(fn.fn);
    }
  }
}
