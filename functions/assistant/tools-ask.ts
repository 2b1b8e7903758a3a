// The ask tools: read the caller's own league through the product's reads and services (a service refuses what the
// API would), and answer figures with a link to the page they come from. Nothing here writes.
import { localDay } from '../../shared/site-dates';
import type { ToolInput } from './tool-catalogue';
import { listGameAvailability } from '../data/game-day';
import { listSeasonGames } from '../data/game-reads';
import { listSeasonRegistrations } from '../data/registrations';
import { listTeamPlayers } from '../data/teams';
import { getProfiles } from '../data/users';
import { standingsFor } from '../games/service';
import { listFor } from '../registrations/admin';
import { pickLeague, pickSeason, pickTeam, quoted, requireAdmin, ToolRefusal, type CallerScope, type LeagueScope } from './scope';
import { leagueLink, localMoment, money, type ToolResult } from './tool-result';

const teamName = (l: LeagueScope, id: string) => l.teams.find((t) => t.id === id)?.name ?? 'a team';
const venueName = (l: LeagueScope, id: string | null) => (id ? l.league.venues?.find((v) => v.id === id)?.name ?? null : null);
const gameLine = (l: LeagueScope, g: { scheduled_at: string; home_team_id: string; away_team_id: string; venue_id: string | null }) =>
  `${localMoment(g.scheduled_at, l.league.time_zone)} ${quoted(teamName(l, g.home_team_id))} v ${quoted(teamName(l, g.away_team_id))}${venueName(l, g.venue_id) ? ` at ${quoted(venueName(l, g.venue_id)!)}` : ' (no venue yet)'}`;

export async function nextGames(scope: CallerScope, input: ToolInput<'next_games'>, now: Date): Promise<ToolResult> {
  const l = pickLeague(scope, input.league);
  const season = pickSeason(l, input.season);
  const team = input.team ? pickTeam(l, input.team) : null;
  const games = (await listSeasonGames(l.league.id, season.id))
    .filter((g) => g.status === 'scheduled' && g.scheduled_at >= now.toISOString() && (!team || g.home_team_id === team.id || g.away_team_id === team.id))
    .slice(0, input.count ?? 5);
  const who = team ? quoted(team.name) : quoted(l.league.name);
  return {
    summary: games.length ? `Next games of ${who}:\n${games.map((g) => gameLine(l, g)).join('\n')}` : `${who} has no games scheduled ahead in ${quoted(season.name)}.`,
    data: games.map((g) => ({ id: g.id, at: localMoment(g.scheduled_at, l.league.time_zone), home: teamName(l, g.home_team_id), away: teamName(l, g.away_team_id), venue: venueName(l, g.venue_id) })),
    links: [leagueLink(l.league.id, 'schedule', `Schedule of ${l.league.name}`)],
  };
}

export async function standings(scope: CallerScope, input: ToolInput<'standings'>): Promise<ToolResult> {
  const l = pickLeague(scope, input.league);
  const season = pickSeason(l, input.season);
  const { groups } = await standingsFor(l.league, season.id, l.levels);
  const shown = input.level ? groups.filter((g) => (g.level_name ?? '').toLowerCase().includes(input.level!.toLowerCase())) : groups;
  const text = shown.map((g) => `${g.level_name ? `${quoted(g.level_name)}${g.division_name ? ` / ${quoted(g.division_name)}` : ''}:\n` : ''}${
    g.rows.map((r) => `${r.rank}. ${quoted(r.team_name)} played ${r.games_played}, won ${r.wins}, drawn ${r.ties}, lost ${r.losses}`).join('\n')}`).join('\n\n');
  return {
    summary: text ? `Standings of ${quoted(season.name)}:\n${text}` : `No standings yet for ${quoted(season.name)}.`,
    data: shown.map((g) => ({ level: g.level_name, rows: g.rows.map((r) => ({ rank: r.rank, team: r.team_name, played: r.games_played, won: r.wins, drawn: r.ties, lost: r.losses })) })),
    links: [leagueLink(l.league.id, 'schedule', `Standings of ${season.name}`)],
  };
}

export async function unpaidRegistrants(scope: CallerScope, input: ToolInput<'unpaid_registrants'>, now: Date): Promise<ToolResult> {
  const l = pickLeague(scope, input.league);
  requireAdmin(l);
  const season = pickSeason(l, input.season);
  const { registrations } = await listFor(scope.userId, l.league.id, { season_id: season.id, status: 'awaiting_payment' }, now);
  const rows = registrations.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`.trim(), team: r.team_name, owed: money(r.amounts.total - r.amounts.paid, r.amounts.currency) }));
  return {
    summary: rows.length
      ? `${rows.length} registrant${rows.length === 1 ? ' has' : 's have'} not paid for ${quoted(season.name)}:\n${rows.map((r) => `${quoted(r.name)}${r.team ? ` (${quoted(r.team)})` : ''} owes ${r.owed}`).join('\n')}`
      : `Everyone registered for ${quoted(season.name)} has paid.`,
    data: rows,
    links: [leagueLink(l.league.id, 'registrations', `Registrations of ${season.name}`)],
  };
}

/** The games on a date (the league's calendar day), or a team's next game. */
async function gamesOn(l: LeagueScope, date: string | undefined, teamId: string | null, now: Date) {
  const season = pickSeason(l);
  const games = (await listSeasonGames(l.league.id, season.id)).filter((g) => g.status === 'scheduled' && (!teamId || g.home_team_id === teamId || g.away_team_id === teamId));
  if (date) return games.filter((g) => localDay(new Date(g.scheduled_at), l.league.time_zone) === date);
  const next = games.find((g) => g.scheduled_at >= now.toISOString());
  if (!next) return [];
  const day = localDay(new Date(next.scheduled_at), l.league.time_zone);
  return teamId ? [next] : games.filter((g) => localDay(new Date(g.scheduled_at), l.league.time_zone) === day);
}

export async function unansweredPlayers(scope: CallerScope, input: ToolInput<'unanswered_players'>, now: Date): Promise<ToolResult> {
  const l = pickLeague(scope, input.league);
  const team = input.team ? pickTeam(l, input.team) : null;
  if (!l.admin && !(team && l.managed.some((t) => t.id === team.id))) throw new ToolRefusal(`Only the organiser of ${quoted(l.league.name)} or the team's manager can see who has answered.`);
  const games = await gamesOn(l, input.date, team?.id ?? null, now);
  const rows: { game: string; team: string; player: string; user_id: string; game_id: string }[] = [];
  for (const g of games) {
    const answered = new Set((await listGameAvailability(l.league.id, g.id)).map((a) => a.user_id));
    for (const teamId of [g.home_team_id, g.away_team_id]) {
      if (team && team.id !== teamId) continue;
      const players = (await listTeamPlayers(l.league.id, teamId)).filter((p) => p.status === 'active' && !answered.has(p.user_id));
      const names = await getProfiles(players.map((p) => p.user_id));
      for (const p of players) {
        const n = names.get(p.user_id);
        rows.push({ game: gameLine(l, g), team: teamName(l, teamId), player: n ? `${n.first_name} ${n.last_name}`.trim() : 'A player', user_id: p.user_id, game_id: g.id });
      }
    }
  }
  return {
    summary: games.length === 0 ? 'There is no game on that day.' : rows.length
      ? `${rows.length} player${rows.length === 1 ? ' has' : 's have'} not said whether they are coming:\n${rows.map((r) => `${quoted(r.player)} (${quoted(r.team)}) for ${r.game}`).join('\n')}`
      : 'Every player has answered.',
    data: rows.map(({ user_id: _u, ...r }) => r),
    links: [leagueLink(l.league.id, 'schedule', `Games of ${l.league.name}`)],
  };
}

export async function registrationProgress(scope: CallerScope, input: ToolInput<'registration_progress'>, now: Date): Promise<ToolResult> {
  const l = pickLeague(scope, input.league);
  requireAdmin(l);
  const season = pickSeason(l, input.season);
  const previous = l.seasons.filter((s) => s.start_date < season.start_date).sort((a, b) => b.start_date.localeCompare(a.start_date))[0] ?? null;
  const counted = (rs: { status: string; created_at: string }[], before: string) => rs.filter((r) => r.status !== 'cancelled' && r.status !== 'refunded' && r.created_at <= before).length;
  const thisSeason = counted(await listSeasonRegistrations(l.league.id, season.id), now.toISOString());
  let lastSeason: number | null = null;
  if (previous) {
    // The same point of last season: as many days before its start as today is before this season's start.
    const daysBefore = (Date.parse(`${season.start_date}T00:00:00Z`) - now.getTime()) / 86_400_000;
    const then = new Date(Date.parse(`${previous.start_date}T00:00:00Z`) - daysBefore * 86_400_000).toISOString();
    lastSeason = counted(await listSeasonRegistrations(l.league.id, previous.id), then);
  }
  return {
    summary: `${quoted(season.name)} has ${thisSeason} registration${thisSeason === 1 ? '' : 's'} so far` +
      (previous ? `; ${quoted(previous.name)} had ${lastSeason} at the same point.` : '; there is no earlier season to compare with.'),
    data: { season: season.name, registrations: thisSeason, previous_season: previous?.name ?? null, previous_at_same_point: lastSeason },
    links: [leagueLink(l.league.id, 'registrations', `Registrations of ${season.name}`)],
  };
}

export async function gamesWithoutVenue(scope: CallerScope, input: ToolInput<'games_without_venue'>, now: Date): Promise<ToolResult> {
  const l = pickLeague(scope, input.league);
  const season = pickSeason(l, input.season);
  const from = input.from ?? localDay(now, l.league.time_zone);
  const games = (await listSeasonGames(l.league.id, season.id)).filter((g) => {
    const day = localDay(new Date(g.scheduled_at), l.league.time_zone);
    return g.status === 'scheduled' && g.venue_id === null && day >= from && (!input.to || day <= input.to);
  });
  return {
    summary: games.length ? `${games.length} game${games.length === 1 ? ' has' : 's have'} no venue yet:\n${games.map((g) => gameLine(l, g)).join('\n')}` : 'Every scheduled game has a venue.',
    data: games.map((g) => ({ id: g.id, at: localMoment(g.scheduled_at, l.league.time_zone), home: teamName(l, g.home_team_id), away: teamName(l, g.away_team_id) })),
    links: [leagueLink(l.league.id, 'schedule', `Schedule of ${l.league.name}`)],
  };
}
