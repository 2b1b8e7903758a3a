// Isolation of function classes. Every function of an account draws on one regional pool of concurrent executions
// (1,000 by default). Public reads scale with visitors and crawlers, which nobody controls: a flood of uncached
// league pages could take the whole pool, and then sign-in, sign-up (the post-confirmation trigger) and every
// organiser's write would be throttled. The public classes get reserved concurrency, which both caps them and
// keeps their share; everything else shares what is left. Numbers and reasoning: docs/deploying.md.
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { LeagueFunction } from './league-function';

export interface PublicFunctions {
  /** Server-rendered league pages (/l/*, custom domains), behind CloudFront's 30 s cache. */
  readonly siteRender: LeagueFunction;
  /** The public JSON API (directory, public league data, calendar feeds). */
  readonly publicApi: LeagueFunction;
}

/**
 * Caps each public class at `perClass` concurrent executions (0: no cap, for an account whose concurrency quota is
 * still the new-account minimum, where any reservation would fail the deploy).
 */
export function capPublicConcurrency(fns: PublicFunctions, perClass: number): void {
  if (perClass <= 0) return;
  for (const f of [fns.siteRender, fns.publicApi]) {
    (f.fn.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = perClass;
  }
}
