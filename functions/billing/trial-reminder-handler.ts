// Billing's scheduled sweep (EventBridge rules in infra/cloud/constructs/trial-reminders.ts), one function for two
// jobs named by the rule's input: hourly, e-mail trials without a card ending within 3 days; every 5 minutes,
// reconcile the registrations still waiting on a hosted checkout with the payment provider (a payment whose
// webhook was lost is applied, a hold past its time is settled), as the local stack does at start and on its timer.
import { logger, withTelemetry } from '../lib/observability';
import { reconcileOpenCheckouts } from '../registrations/checkout-settlement';
import { RECONCILE_CHECKOUTS_JOB } from './sweep-jobs';
import { remindEndingTrials } from './trial-reminder';

export const handler = withTelemetry(async (event?: { job?: string }): Promise<Record<string, number>> => {
  if (event?.job === RECONCILE_CHECKOUTS_JOB) {
    const result = await reconcileOpenCheckouts();
    logger.info('open checkouts reconciled', result);
    return result;
  }
  const sent = await remindEndingTrials();
  logger.info('trial reminders sent', { sent });
  return { sent };
});
