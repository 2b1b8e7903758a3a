// Open registration checkouts are reconciled with the payment provider every 5 minutes in the cloud (a payment
// whose webhook was lost is applied; a hold past its time is released only once the provider says it was not
// paid). Billing's sweep runs it: its own rule and input, the provider's keys by ARN through the secrets
// extension, and exactly the table actions settling a checkout takes. No Scan.
import { beforeAll, describe, expect, it } from 'vitest';
import { RECONCILE_CHECKOUTS_JOB } from '../../functions/billing/sweep-jobs';
import { TABLE_INDEXES } from '../../functions/data/keys';
import { buildStack, PROD, type Fixture } from './stack-fixture';

type Resource = { Type: string; Properties: Record<string, any> };

describe('the reconciliation of open checkouts in the cloud', () => {
  let f: Fixture;
  let resources: Record<string, Resource>;
  beforeAll(() => {
    f = buildStack({ ...PROD });
    resources = f.template.toJSON().Resources as Record<string, Resource>;
  });

  it('runs every 5 minutes on billing\'s sweep, named by its rule\'s input', () => {
    const rule = resources[f.logicalId(f.stack.trialReminders.checkoutSchedule)].Properties;
    expect(rule.ScheduleExpression).toBe('rate(5 minutes)');
    expect(rule.Targets).toHaveLength(1);
    expect(JSON.stringify(rule.Targets[0].Arn)).toContain(f.logicalId(f.stack.trialReminders.function.fn));
    expect(JSON.parse(rule.Targets[0].Input)).toEqual({ job: RECONCILE_CHECKOUTS_JOB });
    expect(rule.Targets[0].RetryPolicy).toEqual({ MaximumRetryAttempts: 0 });
  });

  it('reads the provider\'s keys by ARN through the secrets extension, never as a value', () => {
    const props = resources[f.logicalId(f.stack.trialReminders.function.fn)].Properties;
    expect(props.Environment.Variables.PAYMENTS_SECRET_ARN).toEqual({ Ref: f.logicalId(f.stack.api.paymentsSecret) });
    expect(JSON.stringify(props.Layers)).toMatch(/paramsandsecrets/i);
    expect(JSON.stringify(props.Environment.Variables)).not.toMatch(/STRIPE_|sk_(test|live)_|whsec_/);
  });

  it('may query only the sparse index (open checkouts, ending trials) and settle a checkout with conditional writes, and never Scan', () => {
    const role = f.logicalId(f.stack.trialReminders.function.role);
    const statements = Object.values(resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles).includes(role))
      .flatMap((r) => r.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const table = f.logicalId(f.stack.data.table);
    const onTable = (s: { Resource: unknown }) => JSON.stringify(s.Resource) === JSON.stringify({ 'Fn::GetAtt': [table, 'Arn'] });
    const tableActions = statements.filter(onTable).flatMap((s) => [s.Action].flat()).filter((a) => a.startsWith('dynamodb:')).sort();
    expect(tableActions).toEqual(['dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    const query = statements.filter((s) => [s.Action].flat().includes('dynamodb:Query'));
    expect(query).toHaveLength(1);
    expect(JSON.stringify(query[0].Resource)).toContain(`/index/${TABLE_INDEXES.directory.name}`);
    expect(statements.flatMap((s) => [s.Action].flat()).filter((a) => /Scan|dynamodb:\*/.test(a))).toEqual([]);
  });
});
