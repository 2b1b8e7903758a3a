// The jobs of billing's scheduled sweep, named by its EventBridge rule's input (pure: the CDK app reads it at synth).
/** Reconciles registrations still waiting on a hosted checkout with the payment provider (every 5 minutes). */
export const RECONCILE_CHECKOUTS_JOB = 'reconcile-checkouts';
