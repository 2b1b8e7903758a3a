// Wakes a season's payment-plan job (autopilot kind `registration-instalments`, subject the season) for a
// registration's next charge, creating the job the first time: no plan or switch gates it.
import { wakeOrCreateAutopilotJob } from '../data/autopilot';
import type { RegistrationRecord } from '../data/registrations';

export async function armInstalments(r: RegistrationRecord, now: Date): Promise<void> {
  const first = r.instalment_plan?.instalments.find((x) => x.state === 'scheduled');
  if (first) await wakeOrCreateAutopilotJob(r.league_id, 'registration-instalments', r.season_id, first.due_at, now.toISOString());
}
