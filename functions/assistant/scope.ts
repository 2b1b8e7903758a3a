// What the signed-in person may name: the leagues they run and the leagues of the teams they manage, with those
// leagues' seasons, teams, levels and venues. Every name or id a tool is given is looked up here and only here, so
// another tenant's league, team or season (by name or by id) resolves to nothing and the answer says so.
import type { Level, Season } from '../../shared/api-contract';
import type { League } from '../../shared/league-schema';
import { isLeagueAdmin, managesTeam } from '../access/roles';
import { listAllLeaguesByAdmin } from '../data/leagues';
import { listLeagueLevels } from '../data/levels';
import { listLeagueSeasons } from '../data/seasons';
import { getLeaguesByIds, listLeagueTeams, listTeamsManagedBy, type TeamRecord } from '../data/teams';

export interface LeagueScope { league: League; admin: boolean; seasons: Season[]; teams: TeamRecord[]; levels: Level[]; managed: TeamRecord[] }
export interface CallerScope { userId: string; leagues: LeagueScope[]; defaultLeagueId: string | null }

/** A tool's refusal or "cannot find": told to the person as the tool's answer, never an error of the request. */
export class ToolRefusal extends Error {}

export async function callerScope(userId: string, defaultLeagueId: string | null = null): Promise<CallerScope> {
  const [owned, managedTeams] = await Promise.all([listAllLeaguesByAdmin(userId), listTeamsManagedBy(userId)]);
  const others = await getLeaguesByIds([...new Set(managedTeams.map((t) => t.league_id))].filter((id) => !owned.some((l) => l.id === id)));
  const all = [...owned, ...others.values()];
  const leagues = await Promise.all(all.map(async (league): Promise<LeagueScope> => {
    const [seasons, teams, levels] = await Promise.all([listLeagueSeasons(league.id), listLeagueTeams(league.id), listLeagueLevels(league.id)]);
    const managed = teams.filter((t) => managesTeam(userId, t));
    if (isLeagueAdmin(userId, league)) return { league, admin: true, seasons, teams, levels, managed };
    // A team's manager sees what the league shows its members and the public: the active season of a published
    // league with its teams and levels, else only their own teams (an upcoming season's name is the organiser's).
    const published = league.status === 'active';
    return {
      league, admin: false, managed, seasons: published ? seasons.filter((x) => x.status === 'active') : [],
      teams: published ? teams : managed, levels: published ? levels : [],
    };
  }));
  return { userId, leagues, defaultLeagueId: defaultLeagueId && leagues.some((l) => l.league.id === defaultLeagueId) ? defaultLeagueId : null };
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** By id, then by the whole name, then by a name that contains the words given ("spring" finds "Spring 2027"). */
export function byName<T extends { id: string; name: string }>(items: readonly T[], given: string): T | null {
  const g = norm(given);
  return items.find((i) => i.id === given.trim()) ?? items.find((i) => norm(i.name) === g) ?? items.find((i) => norm(i.name).includes(g)) ?? null;
}

/** Quoted as data wherever a name from the league or the question appears in an answer. */
export const quoted = (s: string) => JSON.stringify(s);

export function pickLeague(scope: CallerScope, given?: string): LeagueScope {
  if (given) {
    const found = byName(scope.leagues.map((l) => ({ id: l.league.id, name: l.league.name, l })), given);
    if (!found) throw new ToolRefusal(`I cannot find a league called ${quoted(given)} among your leagues.`);
    return found.l;
  }
  const preferred = scope.leagues.find((l) => l.league.id === scope.defaultLeagueId) ?? (scope.leagues.length === 1 ? scope.leagues[0] : null);
  if (!preferred) {
    throw new ToolRefusal(scope.leagues.length === 0 ? 'You do not run a league or manage a team yet.' : `Which league? Yours are ${scope.leagues.map((l) => quoted(l.league.name)).join(', ')}.`);
  }
  return preferred;
}

/** The season named, else the active one, else the next upcoming one. */
export function pickSeason(l: LeagueScope, given?: string): Season {
  if (given) {
    const found = byName(l.seasons, given);
    if (!found) throw new ToolRefusal(`I cannot find a season called ${quoted(given)} in ${quoted(l.league.name)}.`);
    return found;
  }
  const s = l.seasons.find((x) => x.status === 'active') ?? [...l.seasons].filter((x) => x.status === 'upcoming').sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
  if (!s) throw new ToolRefusal(`${quoted(l.league.name)} has no active or upcoming season.`);
  return s;
}

export function pickTeam(l: LeagueScope, given: string): TeamRecord {
  const t = byName(l.teams, given);
  if (!t) throw new ToolRefusal(`I cannot find a team called ${quoted(given)} in ${quoted(l.league.name)}.`);
  return t;
}

export function pickVenue(l: LeagueScope, given: string) {
  const v = byName(l.league.venues ?? [], given);
  if (!v) throw new ToolRefusal(`I cannot find a venue called ${quoted(given)} in ${quoted(l.league.name)}.`);
  return v;
}

export function pickLevel(l: LeagueScope, given: string): Level {
  const v = byName(l.levels, given);
  if (!v) throw new ToolRefusal(`I cannot find a level called ${quoted(given)} in ${quoted(l.league.name)}.`);
  return v;
}

/** Act tools change a league: only its admin may (a manager is told so before anything is proposed). */
export function requireAdmin(l: LeagueScope): void {
  if (!l.admin) throw new ToolRefusal(`Only the organiser of ${quoted(l.league.name)} can do that.`);
}
