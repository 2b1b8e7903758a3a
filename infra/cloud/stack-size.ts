// CloudFormation refuses a stack of more than 500 resources. The budgets below keep each of the stage's stacks far
// enough under it that 150 more API routes (and the functions they bring) fit without a split: the infra test
// (tests/infra/stack-size.test.ts) fails above them, and `npm run bench -- --stacks` prints the counts.
import { NestedStack, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** CloudFormation's limit on resources per stack (nested stacks count separately). */
export const CLOUDFORMATION_MAX_RESOURCES = 500;
/** Routes the API must be able to add before any stack needs splitting. */
export const ROUTE_HEADROOM = 150;
/**
 * The stage's stack: routes add nothing here; a new API function adds its role, policy, log group, function and
 * two alarms (6). It stood at 300 before this round; the Autopilot page's function, issue 45's texts, pushes and
 * support (two API functions, the SMS replies' topic and handler) and the public registration offer's own capped
 * function took it past 320; issue 45's SES events take a nested stack of their own (MailEvents:
 * constructs/message-events.ts), one resource here. The assistant's streamed reply (streaming-api.ts) added five: the
 * REST API, its nested stack, the streaming function's two alarms and the REST stage's 5xx alarm (349 to 354; the
 * function itself is in the nested stack). 360 leaves room for one more function, well under CloudFormation's 500. Past it, fold routes into an
 * existing function, or put the next one in a nested stack as the streaming function is.
 */
export const MAIN_STACK_BUDGET = 360;
/** The routes' nested stack: one resource per route, plus an integration and a permission per function. */
export const ROUTES_STACK_BUDGET = CLOUDFORMATION_MAX_RESOURCES - ROUTE_HEADROOM;

export interface StackSize {
  readonly path: string;
  readonly resources: number;
  readonly budget: number;
}

/** Resources in a synthesized template. */
export const resourceCount = (template: { Resources?: Record<string, unknown> }) => Object.keys(template.Resources ?? {}).length;

/** Every stack under `scope` (the stage's stack and its nested stacks), for a budget check or a printout. */
export function stacksUnder(scope: IConstruct): Stack[] {
  return scope.node.findAll().filter((c): c is Stack => Stack.isStack(c));
}

export const budgetOf = (stack: Stack) => (NestedStack.isNestedStack(stack) ? ROUTES_STACK_BUDGET : MAIN_STACK_BUDGET);
