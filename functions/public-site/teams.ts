import type { ResponseOf } from '../../shared/api-contract';
import { playerModel, teamModel } from '../data/keys';
import { queryAll } from '../data/query';
import { getProfiles } from '../data/users';
import { publicPeopleOf, publicRosterTeams } from '../data/public-people';
import { getPublicLeague } from '../leagues/public-league';

type PublicTeams = ResponseOf<'publicTeams'>;
export type PublicTeamRow = PublicTeams['teams'][number];
export type PublicPlayerRow = PublicTeams['players'][number];

/** A league's teams by name with their player counts: one Query over the league's partition. */
export async function publicTeamListOf(leagueId: string): Promise<PublicTeamRow[]> {
  const teams = await queryAll(teamModel.ofLeague(leagueId), teamModel.fromItem);
  return teams
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => ({ id: t.id, name: t.name, logo_url: t.logo_url ?? null, level_id: t.level_id ?? null, player_count: t.player_count ?? 0 }));
}

/**
 * The public Players page's list: the players of the teams whose roster is public (public-people.ts), by name,
 * without their status (never public). Suspended and inactive players are left off. Two Queries over the league's
 * partition (roster entries, settings) and one BatchGet of the players' names.
 */
export async function publicPlayersOf(leagueId: string, teams: PublicTeamRow[]): Promise<PublicPlayerRow[]> {
  const [entries, open] = await Promise.all([queryAll(playerModel.ofLeague(leagueId), playerModel.fromItem), publicRosterTeams(leagueId)]);
  const teamNames = new Map(teams.map((t) => [t.id, t.name]));
  const shown = publicPeopleOf(entries, open).filter((p) => teamNames.has(p.team_id) && (p.status === 'active' || p.status === 'injured'));
  const names = await getProfiles([...new Set(shown.map((p) => p.user_id))]);
  return shown
    .map((p) => {
      const n = names.get(p.user_id);
      return {
        id: p.user_id, name: n ? `${n.first_name} ${n.last_name}`.trim() : 'Player', team_id: p.team_id, team_name: teamNames.get(p.team_id) ?? p.team_name,
        jersey_number: p.jersey_number, position: p.position, joined_at: p.joined_at,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.team_name.localeCompare(b.team_name));
}

/** The public Teams and Players pages' data; only active leagues answer. */
export async function publicTeamsOf(key: string): Promise<PublicTeams> {
  const league = await getPublicLeague(key);
  const teams = await publicTeamListOf(league.id);
  return { teams, players: await publicPlayersOf(league.id, teams) };
}
