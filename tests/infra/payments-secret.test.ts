// The payment provider's keys in the cloud: one Secrets Manager secret, created empty for the operator to fill
// (infra/cloud/README.md), readable by exactly the functions that call the provider (payments: true in
// functions/routes.ts), which get its ARN (never its value) and the extension they read it through at cold start.
// The provider's webhook route takes no user token: the function checks the signature instead.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/api-contract';
import { API_FUNCTIONS } from '../../functions/routes';
import { buildStack, type Fixture } from './stack-fixture';

type Resource = { Type: string; Properties: Record<string, any> };

describe('the payment provider keys', () => {
  let f: Fixture;
  let resources: Record<string, Resource>;
  let secretId: string;
  beforeAll(() => {
    f = buildStack();
    resources = f.template.toJSON().Resources as Record<string, Resource>;
    secretId = f.logicalId(f.stack.api.paymentsSecret);
  });

  const paying = Object.entries(API_FUNCTIONS).filter(([, d]) => 'payments' in d && d.payments).map(([n]) => n);

  it('are one secret holding no key in the template: the operator puts the test-mode keys in after the first deploy', () => {
    const generated = resources[secretId].Properties.GenerateSecretString;
    expect(JSON.parse(generated.SecretStringTemplate)).toEqual({ secret_key: '', webhook_secret: '' });
    expect(resources[secretId].Properties.SecretString).toBeUndefined();
  });

  it('are readable by the billing function, by registrations and the public registration offer (league fees through Connect; reading the offer ends the checkouts of holds that ran out), by account erasure (which deletes the provider customer), by billing\'s sweep (which reconciles open checkouts) and by the autopilot sweep (a lapsed offer\'s checkout), and no other role', () => {
    expect(paying.sort()).toEqual(['account', 'billing', 'publicRegistration', 'registrations']);
    const readers: string[] = [];
    for (const res of Object.values(resources)) {
      if (res.Type !== 'AWS::IAM::Policy') continue;
      const statements = res.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[];
      if (statements.some((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue') && [s.Resource].flat().some((r) => JSON.stringify(r) === JSON.stringify({ Ref: secretId })))) {
        readers.push(...(res.Properties.Roles as { Ref: string }[]).map((r) => r.Ref));
      }
    }
    const sweeps = [f.logicalId(f.stack.trialReminders.function.role), f.logicalId(f.stack.autopilot.sweeper.role)];
    expect(readers.sort()).toEqual([...paying.map((n) => f.logicalId(f.stack.api.functions[n as keyof typeof API_FUNCTIONS].role)), ...sweeps].sort());
  });

  it('reach those functions as an ARN read through the secrets extension, never as a value', () => {
    for (const [name, fn] of Object.entries(f.stack.api.functions)) {
      const props = resources[f.logicalId(fn.fn)].Properties;
      const env = props.Environment.Variables as Record<string, unknown>;
      if (paying.includes(name)) {
        expect(env.PAYMENTS_SECRET_ARN, name).toEqual({ Ref: secretId });
        expect(JSON.stringify(props.Layers), name).toMatch(/paramsandsecrets/i);
      } else expect(env.PAYMENTS_SECRET_ARN, name).toBeUndefined();
      expect(JSON.stringify(env), name).not.toMatch(/STRIPE_|sk_(test|live)_|whsec_/);
    }
  });

  it('leave the webhook route without an authorizer, and every other billing route behind the sign-in authorizer', () => {
    const routes = Object.values(f.routes.toJSON().Resources as Record<string, Resource>).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route');
    const byKey = new Map(routes.map((r) => [r.Properties.RouteKey as string, r.Properties]));
    const webhook = byKey.get(`POST ${ROUTES.billingWebhook.path}`)!;
    expect(webhook.AuthorizationType).toBe('NONE');
    expect(webhook.AuthorizerId).toBeUndefined();
    for (const name of API_FUNCTIONS.billing.routes.filter((r) => r !== 'billingWebhook')) {
      const route = byKey.get(`${ROUTES[name].method} ${ROUTES[name].path}`)!;
      expect(route.AuthorizationType, name).toBe('JWT');
    }
  });

  it('and the trial-ending e-mails go out hourly from billing\'s sweep, the rule that runs it without a job', () => {
    const fnId = f.logicalId(f.stack.trialReminders.function.fn);
    const rule = resources[f.logicalId(f.stack.trialReminders.schedule)];
    expect(rule.Properties.ScheduleExpression).toBe('rate(1 hour)');
    expect(JSON.stringify(rule.Properties.Targets)).toContain(fnId);
    expect(rule.Properties.Targets[0].Input).toBeUndefined();
  });
});
