// When the season invitation job (functions/autopilot/season-invitations.ts) is due: armed when the organiser
// saves a season's registration (due as it opens), woken when a returning team registers or its fee is paid (its
// players are invited), and armed for every season still taking registrations when the organiser switches the
// invitations on. It reads the league's switches and plan when it runs, so it is armed whatever they are.
import { wakeOrCreateAutopilotJob } from '../data/autopilot';
import { listLeagueRegistrationSettings } from '../data/registrations';

const KIND = 'season-invitations';

/** Due when registration opens (at once if it is open already). */
export async function armSeasonInvitations(leagueId: string, seasonId: string, opensAt: string, now: Date): Promise<void> {
  await wakeOrCreateAutopilotJob(leagueId, KIND, seasonId, opensAt, now.toISOString());
}

/** Due now: a team came back (or may have). */
export async function wakeSeasonInvitations(leagueId: string, seasonId: string, now: Date): Promise<void> {
  await wakeOrCreateAutopilotJob(leagueId, KIND, seasonId, now.toISOString(), now.toISOString());
}

/** For the league's switches turned on: every season whose registration has not closed is looked at when it opens. */
export async function armLeagueInvitations(leagueId: string, now: Date): Promise<void> {
  const t = now.toISOString();
  for (const s of await listLeagueRegistrationSettings(leagueId)) {
    if (s.closes_at > t) await armSeasonInvitations(leagueId, s.season_id, s.opens_at > t ? s.opens_at : t, now);
  }
}
