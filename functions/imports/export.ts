// A league's teams, rosters, a season's games with results and its standings as CSV, in the columns the imports
// read (shared/import-schema.ts), so an exported file imported into another league or season gives the same teams,
// players, games and results. Teams carry their manager's e-mail (the invited address while the invitation is
// pending) and rosters their players' and invited players' e-mails: the addresses the admin invited, which the
// import needs to invite them again.
import { isFinalResult } from '../../shared/game-result';
import { EXPORT_COLUMNS, type ExportKind } from '../../shared/import-schema';
import type { League } from '../../shared/league-schema';
import { listSeasonGames } from '../data/game-reads';
import { listLeagueLevels } from '../data/levels';
import { getActiveSeasonId, getSeason } from '../data/seasons';
import { listPendingInvitations } from '../data/invitations';
import { listLeagueTeams } from '../data/teams';
import { getProfiles } from '../data/users';
import { badRequest } from '../lib/errors';
import { requireOwnLeague } from '../access/league';
import { gameView, seasonStandingsOf } from '../games/service';
import { toCsv } from '../lib/csv';
import { leagueRosters } from './rosters';
import { standingsGroupTitle } from '../../shared/standings-title';

type Row = Record<string, string | number | null>;

const slug = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'league';

async function seasonOf(leagueId: string, seasonId: string | undefined) {
  const id = seasonId ?? (await getActiveSeasonId(leagueId));
  const season = id ? await getSeason(leagueId, id) : null;
  if (!season) throw badRequest(seasonId ? 'season_id: Season not found in this league' : 'season_id: Choose a season: the league has no active season', 'season_id');
  return season;
}

async function gameRows(league: League, seasonId: string): Promise<Row[]> {
  // By start, then home team: the same games give the same file whatever their ids.
  const games = (await listSeasonGames(league.id, seasonId)).filter((g) => g.status !== 'cancelled')
    .sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at) || a.home_team.name.localeCompare(b.home_team.name));
  return games.map((g) => {
    const v = gameView(g, league);
    const counted = isFinalResult(g);
    return {
      date: v.local_date, time: v.local_time, home: g.home_team.name, away: g.away_team.name, venue: v.venue_name, field: g.field,
      home_score: counted ? g.home_score : null, away_score: counted ? g.away_score : null,
    };
  });
}

async function teamRows(leagueId: string): Promise<Row[]> {
  const [teams, levels, pending] = await Promise.all([listLeagueTeams(leagueId), listLeagueLevels(leagueId), listPendingInvitations(leagueId)]);
  const levelNames = new Map(levels.map((l) => [l.id, l.name]));
  const managers = await getProfiles([...new Set(teams.map((t) => t.manager_id))]);
  // Newest first: a team's latest manager invitation is the one that counts.
  const invited = new Map<string, string>();
  for (const i of pending) if (i.kind === 'team_manager' && i.team_id && !invited.has(i.team_id)) invited.set(i.team_id, i.invited_email);
  return teams.sort((a, b) => a.name.localeCompare(b.name)).map((t) => ({
    name: t.name, level: t.level_id ? levelNames.get(t.level_id) ?? null : null,
    manager_email: invited.get(t.id) ?? managers.get(t.manager_id)?.email.toLowerCase() ?? null,
  }));
}

async function rosterRows(leagueId: string): Promise<Row[]> {
  const teams = (await listLeagueTeams(leagueId)).sort((a, b) => a.name.localeCompare(b.name));
  const rosters = await leagueRosters(leagueId, teams);
  // Within a team by name, then e-mail: the same people give the same file, on the roster or invited.
  return teams.flatMap((t) => (rosters.get(t.id) ?? [])
    .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name) || a.email.localeCompare(b.email))
    .map((p) => ({ team: t.name, first_name: p.first_name, last_name: p.last_name, email: p.email, jersey_number: p.jersey_number, position: p.position })));
}

async function standingRows(userId: string, leagueId: string, seasonId: string): Promise<Row[]> {
  const { groups } = await seasonStandingsOf(userId, leagueId, seasonId);
  return groups.flatMap((g) => g.rows.map((r, i) => ({
    // A division's table names its division with its level: positions count within each table.
    level: standingsGroupTitle(g), position: i + 1, team: r.team_name, played: r.games_played, wins: r.wins, losses: r.losses, ties: r.ties,
    points_for: r.points_for, points_against: r.points_against, points: r.league_points,
  })));
}

export async function exportCsvOf(userId: string, leagueId: string, kind: ExportKind, seasonId?: string): Promise<{ file_name: string; csv: string }> {
  const league = await requireOwnLeague(userId, leagueId);
  const season = kind === 'games' || kind === 'standings' ? await seasonOf(leagueId, seasonId) : null;
  const rows = kind === 'games' ? await gameRows(league, season!.id)
    : kind === 'standings' ? await standingRows(userId, leagueId, season!.id)
      : kind === 'teams' ? await teamRows(leagueId) : await rosterRows(leagueId);
  return { file_name: `${slug(league.name)}-${season ? `${slug(season.name)}-` : ''}${kind}.csv`, csv: toCsv(EXPORT_COLUMNS[kind], rows) };
}
