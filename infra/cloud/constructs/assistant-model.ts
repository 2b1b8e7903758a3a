// The assistant's model in the cloud (issue 40 point 5): Amazon Bedrock's ConverseStream on the model the stage names
// in its CDK context (`assistantModelId`, cdk.json stages.<name>), with Bedrock Guardrails when the stage names one
// (`assistantGuardrailId` and `assistantGuardrailVersion`). A function that calls the model
// (functions/assistant/model.ts: `model: true` in functions/routes.ts, or grantAssistantModel for another function)
// gets the settings in its environment and may invoke that model alone. docs/assistant.md.
import { Aws, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { LeagueFunction } from './league-function';

export interface AssistantModelConfig {
  /** A foundation model id (`amazon.nova-lite-v1:0`), an inference profile id (`eu.`, `us.`, `global.` ...) or either's ARN. */
  readonly modelId: string;
  readonly guardrail?: { readonly id: string; readonly version: string };
}

/** What a stage without `assistantModelId` uses: Claude Haiku 4.5 through Bedrock's global inference profile. */
export const DEFAULT_ASSISTANT_MODEL_ID = 'global.anthropic.claude-haiku-4-5-20251001-v1:0';

/** Prefixes of Bedrock's cross-region inference profiles: such an id routes to the model in other regions. */
const PROFILE_PREFIX = /^(us|eu|apac|global|us-gov|jp|au|ca)\.(.+)$/;

/** The environment functions/assistant/model.ts reads (modelSettings). */
export function assistantModelEnvironment(model: AssistantModelConfig): Record<string, string> {
  return {
    ASSISTANT_MODEL_ID: model.modelId,
    ...(model.guardrail ? { ASSISTANT_GUARDRAIL_ID: model.guardrail.id, ASSISTANT_GUARDRAIL_VERSION: model.guardrail.version } : {}),
  };
}

/**
 * What invoking the model takes: bedrock:InvokeModel and InvokeModelWithResponseStream (Converse and ConverseStream
 * are authorised as these) on the model; for an inference profile, on the profile in this region and on the model
 * in every region it may route to (a global profile's model has no region in its ARN, which the `*` covers too);
 * and bedrock:ApplyGuardrail on the stage's guardrail when one is set.
 */
export function assistantModelStatements(model: AssistantModelConfig): iam.PolicyStatement[] {
  const actions = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'];
  const profile = PROFILE_PREFIX.exec(model.modelId);
  const resources = model.modelId.startsWith('arn:')
    ? [model.modelId]
    : profile
      ? [`arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/${model.modelId}`, `arn:${Aws.PARTITION}:bedrock:*::foundation-model/${profile[2]}`]
      : [`arn:${Aws.PARTITION}:bedrock:${Aws.REGION}::foundation-model/${model.modelId}`];
  const statements = [new iam.PolicyStatement({ sid: 'InvokeAssistantModel', actions, resources })];
  if (model.guardrail) {
    const g = model.guardrail.id;
    statements.push(new iam.PolicyStatement({
      sid: 'ApplyAssistantGuardrail', actions: ['bedrock:ApplyGuardrail'],
      resources: [g.startsWith('arn:') ? g : `arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:guardrail/${g}`],
    }));
  }
  return statements;
}

/** Lets `fn` call the stage's model: its settings in the environment and the calls above, nothing more. */
export function grantAssistantModel(fn: LeagueFunction, model: AssistantModelConfig): void {
  for (const [k, v] of Object.entries(assistantModelEnvironment(model))) fn.fn.addEnvironment(k, v);
  for (const s of assistantModelStatements(model)) fn.role.addToPrincipalPolicy(s);
  const profile = PROFILE_PREFIX.exec(model.modelId);
  if (profile && !model.modelId.startsWith('arn:')) {
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/${profile[2]}]`,
      reason: 'A cross-region inference profile sends each request to the model in one of its regions, chosen by Bedrock: the one model is allowed in any region, reached only through the stage\'s profile.',
    });
  }
}
