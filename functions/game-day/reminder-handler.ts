// The reminder sweep's Lambda: EventBridge runs it every 5 minutes (infra/cloud/constructs/game-reminders.ts).
import { logger, withTelemetry } from '../lib/observability';
import { runReminderSweep } from './reminders';

export const handler = withTelemetry(async (): Promise<{ games: number; sent: number }> => {
  const result = await runReminderSweep();
  logger.info('reminder sweep', result);
  return result;
});
