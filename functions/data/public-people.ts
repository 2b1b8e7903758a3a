// The one rule for people on anything the public reads (the public API, the server-rendered site on every address,
// calendar feeds, sitemaps, the site items kept for them): a person is shown only where their team's roster is
// public, and a player's status never is. A team's roster is public only once its manager (or the league's admin)
// has switched 'Public roster' on in the team's settings; a team that never saved its settings stays private.
// Every public read that names a person goes through `publicPeopleOf`, so a new public page cannot forget it.
import { teamSettingsModel } from './keys';
import { queryAll } from './query';

/** The teams of a league whose roster is public: one Query over the league's stored team settings. */
export async function publicRosterTeams(leagueId: string): Promise<Set<string>> {
  const settings = await queryAll(teamSettingsModel.ofLeague(leagueId), teamSettingsModel.fromItem);
  return new Set(settings.filter((s) => s.allow_public_roster === true).map((s) => s.team_id));
}

/** The rows (players, leaders, season totals) whose team's roster is public; everyone else is left out. */
export function publicPeopleOf<T extends { team_id: string }>(rows: T[], publicTeams: ReadonlySet<string>): T[] {
  return rows.filter((r) => publicTeams.has(r.team_id));
}
