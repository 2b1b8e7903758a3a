// Every log group of a stage keeps its events for the stage's retention (cdk.json stages.<name>.logRetentionDays),
// including the log groups of CDK's own custom-resource handlers, which Lambda would otherwise create on first
// write with no retention at all (kept, and billed, forever).
import { CfnResource, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';

const CONTEXT_KEY = 'league:logRetentionDays';

/** Sets the retention constructs below `scope` use (call before creating them). */
export function setLogRetention(scope: IConstruct, days: number): void {
  scope.node.setContext(CONTEXT_KEY, days);
}

/** The stage's retention, as a RetentionDays value (CloudWatch accepts only some numbers of days). */
export function logRetentionOf(scope: IConstruct): logs.RetentionDays {
  const days = Number(scope.node.tryGetContext(CONTEXT_KEY) ?? 30);
  const allowed = Object.values(logs.RetentionDays).filter((v): v is number => typeof v === 'number' && v !== logs.RetentionDays.INFINITE);
  if (!allowed.includes(days)) throw new Error(`Log retention of ${days} days is not one CloudWatch accepts (${allowed.sort((a, b) => a - b).join(', ')})`);
  return days as logs.RetentionDays;
}

/**
 * Gives every Lambda function in the stack that has no log group of its own (CDK's custom-resource handlers) one
 * with the stage's retention, through its LoggingConfig, so the group exists before the function first runs.
 * Call once, after every construct is created.
 */
export function retainLogsOfEveryFunction(stack: Stack, removalPolicy: RemovalPolicy): void {
  const retention = logRetentionOf(stack);
  const functions = stack.node.findAll().filter((c): c is CfnResource => CfnResource.isCfnResource(c) && c.cfnResourceType === 'AWS::Lambda::Function');
  for (const fn of functions) {
    // Our functions (LeagueFunction) and BucketDeployment's handler name their log group already.
    if (fn instanceof lambda.CfnFunction && fn.loggingConfig) continue;
    const group = new logs.LogGroup(fn.node.scope ?? stack, `${fn.node.id}Logs`, { retention, removalPolicy });
    fn.addPropertyOverride('LoggingConfig.LogGroup', group.logGroupName);
    fn.node.addDependency(group);
  }
}

/**
 * What happens to every log group of the stack (and its nested stacks) when the stack is deleted: production keeps
 * them (what happened before a deletion is exactly what one wants to read after it), a dev stage deletes them.
 * Call once, after every construct (and retainLogsOfEveryFunction) is created.
 */
export function setLogGroupsRemoval(stack: Stack, removalPolicy: RemovalPolicy): void {
  for (const c of stack.node.findAll()) {
    if (c instanceof logs.CfnLogGroup) c.applyRemovalPolicy(removalPolicy);
  }
}
