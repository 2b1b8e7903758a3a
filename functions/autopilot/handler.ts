// The autopilot sweep's Lambda: EventBridge runs it every 5 minutes (infra/cloud/constructs/autopilot.ts).
import { logger, withTelemetry } from '../lib/observability';
import { runAutopilotSweep, type SweepResult } from './sweep';

export const handler = withTelemetry(async (): Promise<SweepResult> => {
  const result = await runAutopilotSweep();
  logger.info('autopilot sweep', { ...result });
  return result;
});
