// The hourly sweep (an EventBridge schedule in infra/cloud): e-mails trials without a card ending within 3 days.
import { logger, withTelemetry } from '../lib/observability';
import { remindEndingTrials } from './trial-reminder';

export const handler = withTelemetry(async (): Promise<{ sent: number }> => {
  const sent = await remindEndingTrials();
  logger.info('trial reminders sent', { sent });
  return { sent };
});
