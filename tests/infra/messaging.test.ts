// Texts and pushes in the cloud (infra/cloud/constructs/messaging.ts): replies to the stage's texts reach an
// encrypted SNS topic only End User Messaging of this account may publish to, which invokes the inbound handler
// (STOP: the opt-out list), allowed to write the opt-out items and nothing else; the functions that text may send
// texts, and those that push read the VAPID private key's secret (never its value in the template).
import { beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from '../../functions/routes';
import { SMS_INBOUND_ENTRY } from '../../infra/cloud/constructs/messaging';
import { buildStack, type Fixture } from './stack-fixture';

type Resource = { Type: string; Properties: Record<string, any> };

describe('texts and pushes', () => {
  let f: Fixture;
  let resources: Record<string, Resource>;
  const policiesOf = (roleId: string) => Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as { Ref: string }[]).some((x) => x.Ref === roleId))
    .flatMap((r) => r.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Sid?: string }[]);
  beforeAll(() => {
    f = buildStack({ vapidPublicKey: 'BPublicVapidKeyOfTheStage', smsOriginationIdentity: 'pool-0123456789abcdef', supportOperators: '@ops.leagues.example' });
    resources = f.template.toJSON().Resources as Record<string, Resource>;
  });

  it('replies to texts arrive on an encrypted topic that only this account\'s End User Messaging may publish to, invoking the inbound handler', () => {
    const topicId = f.logicalId(f.stack.messaging.inboundTopic);
    expect(resources[topicId].Properties.KmsMasterKeyId).toBeTruthy();
    const policy = Object.values(resources).find((r) => r.Type === 'AWS::SNS::TopicPolicy' && JSON.stringify(r.Properties.Topics).includes(topicId))!;
    const publish = (policy.Properties.PolicyDocument.Statement as { Action: string; Effect: string; Principal: unknown; Condition?: unknown }[]).find((s) => s.Action === 'sns:Publish' && s.Effect === 'Allow');
    expect(publish?.Principal).toEqual({ Service: 'sms-voice.amazonaws.com' });
    expect(JSON.stringify(publish?.Condition)).toContain('aws:SourceAccount');
    const handlerId = f.logicalId(f.stack.messaging.inboundHandler.fn);
    f.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda', TopicArn: { Ref: topicId }, Endpoint: { 'Fn::GetAtt': [handlerId, 'Arn'] } });
    expect(resources[handlerId].Properties.Description).toContain('STOP');
    expect(SMS_INBOUND_ENTRY).toBe('functions/messages/sms-inbound.ts');
  });

  it('the inbound handler may only put and delete items (the opt-out list)', () => {
    const statements = policiesOf(f.logicalId(f.stack.messaging.inboundHandler.role)).filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
    expect(statements.flatMap((s) => [s.Action].flat()).sort()).toEqual(['dynamodb:DeleteItem', 'dynamodb:PutItem']);
  });

  it('the functions that text may send texts from the stage\'s origination identity, and those that push read the VAPID secret', () => {
    const secretId = f.logicalId(f.stack.messaging.vapidSecret);
    expect(resources[secretId].Properties.SecretString).toBeUndefined();
    const senders = Object.entries(API_FUNCTIONS).filter(([, d]) => 'sms' in d && d.sms).map(([n]) => n);
    expect(senders).toEqual(['notifications']);
    for (const fn of [f.stack.api.functions.notifications, f.stack.autopilot.sweeper]) {
      const env = resources[f.logicalId(fn.fn)].Properties.Environment.Variables;
      expect(env).toMatchObject({ SMS_ORIGINATION_IDENTITY: 'pool-0123456789abcdef', VAPID_PUBLIC_KEY: 'BPublicVapidKeyOfTheStage', VAPID_SECRET_ARN: { Ref: secretId } });
      const statements = policiesOf(f.logicalId(fn.role));
      expect(statements.some((s) => [s.Action].flat().includes('sms-voice:SendTextMessage'))).toBe(true);
      expect(statements.some((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue') && JSON.stringify([s.Resource].flat()).includes(JSON.stringify({ Ref: secretId })))).toBe(true);
    }
    // No other API function can text.
    const others = Object.keys(API_FUNCTIONS).filter((n) => n !== 'notifications') as (keyof typeof API_FUNCTIONS)[];
    for (const name of others) {
      expect(policiesOf(f.logicalId(f.stack.api.functions[name].role)).some((s) => [s.Action].flat().includes('sms-voice:SendTextMessage')), name).toBe(false);
    }
  });

  it('support requests go to the stage\'s contact address, answered by the operators it names', () => {
    const env = resources[f.logicalId(f.stack.api.functions.support.fn)].Properties.Environment.Variables;
    expect(env.SUPPORT_OPERATORS).toBe('@ops.leagues.example');
    expect(env.MAIL_FROM).toBeTruthy();
  });
});
