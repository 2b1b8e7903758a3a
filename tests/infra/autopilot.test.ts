// The autopilot's sweep in the cloud stack: an EventBridge rule every minute runs one function that may query
// the table and gsi2 (the due index) only, read and write items (no Scan, no table-wide writes), read the payment
// provider's keys, and send from the app's sender.
import { beforeAll, describe, expect, it } from 'vitest';
import { tableActionsOf } from '../../infra/cloud/table-actions';
import { actionsOfRole, buildStack, type Fixture } from './stack-fixture';

type Resource = { Type: string; Properties: Record<string, any> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

describe('the autopilot sweep', () => {
  let f: Fixture;
  let resources: Record<string, Resource>;
  beforeAll(() => {
    f = buildStack();
    resources = f.template.toJSON().Resources as Record<string, Resource>;
  });

  it('runs every minute from an EventBridge rule (a message sent now waits at most that), without retries (the next sweep finds the same jobs due)', () => {
    const fnId = f.logicalId(f.stack.autopilot.sweeper.fn);
    const rule = Object.values(resources).find((r) => r.Type === 'AWS::Events::Rule' && JSON.stringify(r.Properties.Targets).includes(fnId))!;
    expect(rule.Properties.ScheduleExpression).toBe('rate(1 minute)');
    expect(rule.Properties.Targets[0].RetryPolicy).toMatchObject({ MaximumRetryAttempts: 0 });
    expect(resources[fnId].Properties.Handler).toBeDefined();
  });

  it('may read and write items and query the table and its due index, never Scan or touch the table itself; reads the payment keys; sends mail from one identity', () => {
    const roleId = f.logicalId(f.stack.autopilot.sweeper.role);
    const actions = actionsOfRole(f.template, roleId);
    expect([...new Set(actions.filter((a) => a.startsWith('dynamodb:')))].sort()).toEqual([...tableActionsOf('functions/autopilot/handler.ts')].sort());
    expect(tableActionsOf('functions/autopilot/handler.ts')).toEqual(expect.arrayContaining(['dynamodb:ConditionCheckItem', 'dynamodb:Query', 'dynamodb:UpdateItem']));
    expect(actions).not.toContain('dynamodb:Scan');
    const statements = Object.values(resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles).includes(roleId))
      .flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[]);
    const index = statements.find((s) => JSON.stringify(s.Resource).includes('/index/'))!;
    expect([index.Action].flat()).toEqual(['dynamodb:Query']);
    expect(JSON.stringify(index.Resource)).toContain('/index/gsi2');
    expect(JSON.stringify(index.Resource)).not.toContain('/index/*');
    expect(actions).toContain('secretsmanager:GetSecretValue');
    const ses = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('ses:')));
    expect(ses).toHaveLength(1);
    expect(JSON.stringify(ses[0].Resource)).toContain('identity/');
    const env = resources[f.logicalId(f.stack.autopilot.sweeper.fn)].Properties.Environment.Variables;
    expect(env).toMatchObject({ PAYMENTS_SECRET_ARN: { Ref: f.logicalId(f.stack.api.paymentsSecret) } });
  });
});
