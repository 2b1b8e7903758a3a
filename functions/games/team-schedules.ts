// A team's schedule and W-L-T record: for its league's admin, manager and players, and publicly once published.
import { isFinalResult, teamOutcome } from '../../shared/game-result';
import { isPublished } from '../../shared/league-constants';
import type { League } from '../../shared/league-schema';
import { TEAM_MESSAGES } from '../../shared/team-schema';
import { teamAccessOf, teamWithLeague } from '../access/team';
import { isLeagueAdmin, managesTeam } from '../access/roles';
import { listTeamGames } from '../data/game-reads';
import { getActiveSeasonId } from '../data/seasons';
import type { TeamRecord } from '../data/teams';
import { notFound } from '../lib/errors';
import { gameView, publicGameView, teamRef } from './game-views';

async function teamSchedule(league: League, team: TeamRecord, canReport: boolean, canManage: boolean, view = gameView) {
  const seasonId = await getActiveSeasonId(league.id);
  const games = seasonId ? (await listTeamGames(team.id)).filter((g) => g.season_id === seasonId && g.league_id === league.id) : [];
  const tally = { wins: 0, losses: 0, ties: 0 };
  const tallyKey = { win: 'wins', loss: 'losses', tie: 'ties' } as const;
  for (const g of games) if (isFinalResult(g)) tally[tallyKey[teamOutcome(g, team.id)]]++;
  return {
    team: teamRef(team), league: { id: league.id, name: league.name, time_zone: league.time_zone },
    games: games.map((g) => view(g, league)), record: tally, can_report: canReport, can_manage: canManage,
  };
}

/** A team's schedule for its league's admin, its manager and its players; anyone else: the missing team's 404. */
export async function teamGamesFor(userId: string, teamId: string) {
  const { team, league } = await teamAccessOf(userId, teamId);
  return teamSchedule(league, team, managesTeam(userId, team), isLeagueAdmin(userId, league));
}

export async function publicTeam(teamId: string): Promise<{ league: League; team: TeamRecord }> {
  const { team, league } = await teamWithLeague(teamId);
  if (!isPublished(league.status)) throw notFound(TEAM_MESSAGES.notFound);
  return { league, team };
}

export async function publicTeamGamesOf(teamId: string) {
  const { league, team } = await publicTeam(teamId);
  return teamSchedule(league, team, false, false, publicGameView);
}
