import type { ResponseOf } from '../../shared/api-contract';
import { DEFAULT_TEAM_SETTINGS } from '../../shared/team-page-schema';
import { playerModel, teamModel, teamSettingsModel } from '../data/keys';
import { queryAll } from '../data/query';
import { getProfiles } from '../data/users';
import { getPublicLeague } from './service';

type PublicTeams = ResponseOf<'publicTeams'>;

/**
 * The public Teams and Players pages' data: the league's teams by name with their player counts, and the players
 * of the teams whose settings allow a public roster (allow_public_roster; a team that never saved its settings
 * keeps the default). Suspended and inactive players are left off the public list. Three Queries over the league's
 * partition (teams, roster entries, settings) and one BatchGet of the players' names; only active leagues answer.
 */
export async function publicTeamsOf(key: string): Promise<PublicTeams> {
  const league = await getPublicLeague(key);
  const [teams, entries, settings] = await Promise.all([
    queryAll(teamModel.ofLeague(league.id), teamModel.fromItem),
    queryAll(playerModel.ofLeague(league.id), playerModel.fromItem),
    queryAll(teamSettingsModel.ofLeague(league.id), teamSettingsModel.fromItem),
  ]);
  const hidden = new Set(settings.filter((s) => (s.allow_public_roster ?? DEFAULT_TEAM_SETTINGS.allow_public_roster) === false).map((s) => s.team_id));
  const teamNames = new Map(teams.map((t) => [t.id, t.name]));
  const shown = entries.filter((p) => !hidden.has(p.team_id) && teamNames.has(p.team_id) && (p.status === 'active' || p.status === 'injured'));
  const names = await getProfiles([...new Set(shown.map((p) => p.user_id))]);
  const players = shown
    .map((p) => {
      const n = names.get(p.user_id);
      return {
        id: p.user_id, name: n ? `${n.first_name} ${n.last_name}`.trim() : 'Player', team_id: p.team_id, team_name: teamNames.get(p.team_id) ?? p.team_name,
        jersey_number: p.jersey_number, position: p.position, status: p.status, joined_at: p.joined_at,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.team_name.localeCompare(b.team_name));
  return {
    teams: teams
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((t) => ({ id: t.id, name: t.name, logo_url: t.logo_url ?? null, level_id: t.level_id ?? null, player_count: t.player_count ?? 0 })),
    players,
  };
}
