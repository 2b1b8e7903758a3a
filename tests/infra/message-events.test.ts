// Bounces and complaints in the cloud stack: every e-mail goes through one SES configuration set whose event
// destination publishes deliveries, bounces and complaints to an encrypted, TLS-only SNS topic; one function
// subscribed to it writes the suppression list (no Query, no Scan); and every function that sends may use that set.
import { CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableActionsOf } from '../../infra/cloud/table-actions';
import { actionsOfRole, buildStack, type Fixture } from './stack-fixture';

type Resource = { Type: string; Properties: Record<string, any> };

describe('SES events (bounces and complaints)', () => {
  let f: Fixture;
  let resources: Record<string, Resource>;
  let nested: Template;
  beforeAll(() => {
    f = buildStack({ mailFrom: 'news@league.example.org' });
    nested = Template.fromStack(Stack.of(f.stack.messageEvents));
    // The main stack's and the MailEvents nested stack's resources (logical ids do not collide between them here).
    resources = { ...f.template.toJSON().Resources, ...nested.toJSON().Resources } as Record<string, Resource>;
  });
  const nestedId = (c: IConstruct) => Stack.of(c).getLogicalId(c.node.defaultChild as CfnElement);
  const of = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

  it('publishes deliveries, bounces and complaints of one configuration set to an encrypted topic the handler is subscribed to', () => {
    expect(Stack.of(f.stack.messageEvents)).not.toBe(f.stack);
    const setId = nestedId(f.stack.messageEvents.configurationSet);
    const topicId = nestedId(f.stack.messageEvents.topic);
    const [, destination] = of('AWS::SES::ConfigurationSetEventDestination').find(([, r]) => JSON.stringify(r.Properties).includes(setId))!;
    const d = destination.Properties.EventDestination;
    expect(d.Enabled).toBe(true);
    expect([...d.MatchingEventTypes].sort()).toEqual(['bounce', 'complaint', 'delivery']);
    expect(JSON.stringify(d.SnsDestination)).toContain(topicId);
    expect(resources[topicId]!.Properties.KmsMasterKeyId).toBeDefined();
    const fnId = nestedId(f.stack.messageEvents.handler.fn);
    const sub = of('AWS::SNS::Subscription').find(([, r]) => JSON.stringify(r.Properties.TopicArn).includes(topicId))!;
    expect(sub[1].Properties.Protocol).toBe('lambda');
    expect(JSON.stringify(sub[1].Properties.Endpoint)).toContain(fnId);
    // SES may encrypt with the topic's key (the AWS managed SNS key would refuse it).
    const key = resources[nestedId(f.stack.messageEvents.topic.masterKey!)]!;
    expect(JSON.stringify(key.Properties.KeyPolicy)).toContain('ses.amazonaws.com');
    expect(key.Properties.EnableKeyRotation).toBe(true);
  });

  it('lets the handler write only what its code writes, never Scan', () => {
    const roleId = nestedId(f.stack.messageEvents.handler.role);
    const actions = actionsOfRole(nested, roleId).filter((a) => a.startsWith('dynamodb:'));
    expect([...new Set(actions)].sort()).toEqual([...tableActionsOf('functions/messages/ses-events-handler.ts')].sort());
    expect(actions).not.toContain('dynamodb:Scan');
    expect(JSON.stringify(nested.toJSON())).not.toContain('/index/');
  });

  it('sends every e-mail through the set: the senders name it and may use it', () => {
    // The set's name, handed up from the MailEvents stack: the same reference in every sender.
    const setName = resources[f.logicalId(f.stack.api.functions.messages.fn)]!.Properties.Environment.Variables.SES_CONFIGURATION_SET;
    expect(JSON.stringify(setName)).toContain('MailEvents');
    for (const fn of [f.stack.api.functions.messages.fn, f.stack.api.functions.games.fn, f.stack.autopilot.sweeper.fn, f.stack.reminders.sweeper.fn]) {
      const env = resources[f.logicalId(fn)]!.Properties.Environment.Variables;
      expect(env.SES_CONFIGURATION_SET).toEqual(setName);
      const statements = of('AWS::IAM::Policy').filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(f.logicalId(fn.role!)))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[]);
      const ses = statements.find((s) => s.Action === 'ses:SendEmail')!;
      expect(JSON.stringify(ses.Resource)).toContain(':configuration-set/');
    }
    // The scheduled messages' unsubscribe links are signed: the autopilot reads the signing key.
    expect(resources[f.logicalId(f.stack.autopilot.sweeper.fn)]!.Properties.Environment.Variables.CURSOR_SECRET_ARN).toBeDefined();
  });
});
