// The assistant's model in the cloud (issue 40 point 5): each stage names its Bedrock model in cdk.json (CDK context
// assistantModelId, overridable with -c), Guardrails switch on by configuration, and a function that calls the model
// gets its settings and may invoke that model alone (infra/cloud/constructs/assistant-model.ts).
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from '../../functions/routes';
import { DEFAULT_ASSISTANT_MODEL_ID, grantAssistantModel, type AssistantModelConfig } from '../../infra/cloud/constructs/assistant-model';
import { LeagueFunction } from '../../infra/cloud/constructs/league-function';
import { readStackConfig } from '../../infra/cloud/stack-config';
import { buildStack, CDK_JSON_CONTEXT, type Fixture } from './stack-fixture';

type Statement = { Action: string | string[]; Resource: unknown; Sid?: string };
type Resource = { Type: string; Properties: Record<string, any> };

const statementsOf = (template: Template, roleId: string): Statement[] => Object.values(template.toJSON().Resources as Record<string, Resource>)
  .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as { Ref: string }[]).some((x) => x.Ref === roleId))
  .flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[]);
const bedrockActions = (s: Statement[]) => s.flatMap((x) => [x.Action].flat()).filter((a) => a.startsWith('bedrock:'));
/** A stack of one function granted `model` (no bundling), its template and the function's role and resource ids. */
function granted(model: AssistantModelConfig) {
  const stack = new Stack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'ModelGrant');
  const fn = new LeagueFunction(stack, 'Assistant', { entry: 'functions/assistant/model.ts', description: 'calls the model' });
  grantAssistantModel(fn, model);
  const id = (c: { node: { defaultChild?: unknown } }) => stack.getLogicalId(c.node.defaultChild as never);
  const template = Template.fromStack(stack);
  return { stack, template, env: (template.toJSON().Resources[id(fn.fn)] as Resource).Properties.Environment.Variables, statements: statementsOf(template, id(fn.role)).filter((s) => bedrockActions([s]).length) };
}
const config = (context: Record<string, unknown>) => readStackConfig(new App({ context: { ...CDK_JSON_CONTEXT, stage: 'dev', ...context } }).node);

describe('the assistant\'s model per stage', () => {
  let f: Fixture;
  beforeAll(() => { f = buildStack({ stage: 'prod', ...PROD_LIKE }); });

  it('comes from the stage\'s CDK context, and -c overrides it', () => {
    const stages = CDK_JSON_CONTEXT.stages as Record<string, { assistantModelId?: string }>;
    expect(stages.dev.assistantModelId).toBe(DEFAULT_ASSISTANT_MODEL_ID);
    expect(f.stack.assistantModel).toEqual({ modelId: stages.prod.assistantModelId, guardrail: { id: 'gr-abc123', version: '2' } });
    expect(config({ assistantModelId: 'eu.amazon.nova-lite-v1:0' }).assistantModelId).toBe('eu.amazon.nova-lite-v1:0');
  });

  it('refuses a guardrail without its version, and a model id that is not one', () => {
    expect(() => config({ assistantGuardrailId: 'gr-1' })).toThrow(/assistantGuardrailVersion/);
    expect(() => config({ assistantGuardrailVersion: '1' })).toThrow(/assistantGuardrailId/);
    expect(() => config({ assistantModelId: 'claude please' })).toThrow(/assistantModelId/);
  });

  it('no API function may invoke a model unless it calls one (model: true in functions/routes.ts)', () => {
    for (const [name, def] of Object.entries(API_FUNCTIONS) as [keyof typeof API_FUNCTIONS, { model?: boolean }][]) {
      const actions = bedrockActions(statementsOf(f.template, f.logicalId(f.stack.api.functions[name].role)));
      expect(actions.length > 0, name).toBe(def.model === true);
    }
  });

  it('a function granted the model gets its settings and may invoke that model and apply that guardrail, nothing else', () => {
    const { stack, env, statements } = granted(f.stack.assistantModel);
    expect(env).toMatchObject({ ASSISTANT_MODEL_ID: DEFAULT_ASSISTANT_MODEL_ID, ASSISTANT_GUARDRAIL_ID: 'gr-abc123', ASSISTANT_GUARDRAIL_VERSION: '2' });
    expect(statements.map((s) => [s.Sid, [s.Action].flat().sort()])).toEqual([
      ['InvokeAssistantModel', ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream']],
      ['ApplyAssistantGuardrail', ['bedrock:ApplyGuardrail']],
    ]);
    const resources = JSON.stringify(statements.map((s) => s.Resource));
    // The global inference profile in this region, and its one model wherever the profile routes it.
    expect(resources).toContain(`:inference-profile/${DEFAULT_ASSISTANT_MODEL_ID}`);
    expect(resources).toContain(`:bedrock:*::foundation-model/${DEFAULT_ASSISTANT_MODEL_ID.replace(/^global\./, '')}`);
    expect(resources).toContain(':guardrail/gr-abc123');
    expect(resources).not.toContain('foundation-model/*');
    // The one wildcard (the profile's regions) is acknowledged with its reason: cdk-nag has nothing to say.
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(stack);
    expect(report.violations.filter((v) => v.ruleName.startsWith('AwsSolutions-IAM5')).map((v) => v.ruleName)).toEqual([]);
  });

  it('a plain foundation model id is allowed in the stack\'s own region only', () => {
    const { statements } = granted({ modelId: config({ assistantModelId: 'amazon.nova-lite-v1:0' }).assistantModelId! });
    expect(statements).toHaveLength(1);
    expect(JSON.stringify(statements[0].Resource)).toMatch(/bedrock:",\{"Ref":"AWS::Region"\},"::foundation-model\/amazon\.nova-lite-v1:0"/);
  });
});

const PROD_LIKE = {
  mailFrom: 'no-reply@leagues.example', alarmEmail: 'ops@leagues.example', apiOriginDomain: 'api-origin.leagues.example',
  apiOriginCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
  apiOriginClientCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/66666666-7777-8888-9999-000000000000',
  apiTruststoreUri: 's3://leagues-example-truststore/cloudfront-ca.pem', assistantGuardrailId: 'gr-abc123', assistantGuardrailVersion: '2',
};
