// Who a group is: the people of a league's teams (managers and players), a level's, all managers, one team's,
// a season's registrants by status, and the players who have not answered for a game. Each resolves inside one
// league only (every read is in the league's partition), each person once.
import type { League } from '../../shared/league-schema';
import { MESSAGE_MESSAGES, type MessageGroup } from '../../shared/messages-schema';
import { getGame } from '../data/game-reads';
import { listGameAvailability } from '../data/game-day';
import { getLevel } from '../data/levels';
import { listSeasonRegistrations, type RegistrationRecord } from '../data/registrations';
import { getActiveSeasonId, getSeason } from '../data/seasons';
import { accountWrittenTo, getTeam, listLeagueTeams, listTeamPlayers, type TeamRecord } from '../data/teams';
import { getProfiles } from '../data/users';
import { badRequest } from '../lib/errors';
import type { Recipient } from './channel';

/** One key per person: their account, else their address. */
export const personKey = (r: Pick<Recipient, 'user_id' | 'email'>): string => (r.user_id ? `u:${r.user_id}` : `e:${(r.email ?? '').trim().toLowerCase()}`);

export interface ResolvedGroup { label: string; recipients: Recipient[] }

/** People by account, with their names and addresses from their profiles; each once, by name. */
export async function accountsOf(userIds: string[], league: Pick<League, 'time_zone'>): Promise<Recipient[]> {
  const profiles = await getProfiles([...new Set(userIds)]);
  return [...profiles.values()]
    .map((p) => ({ user_id: p.id, email: p.email, name: `${p.first_name} ${p.last_name}`.trim() || p.email, time_zone: league.time_zone }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The managers and players of the given teams. */
export async function teamPeople(league: League, teams: TeamRecord[]): Promise<Recipient[]> {
  const rosters = await Promise.all(teams.map((t) => listTeamPlayers(league.id, t.id)));
  // A child on a roster is written to through their parent's account.
  return accountsOf([...teams.map((t) => t.manager_id), ...rosters.flat().map(accountWrittenTo)], league);
}

/** Unpaid: a place taken whose fee is still owed (a waitlist offer not yet taken up is not a place). */
const STATUS_OF = { paid: 'paid', unpaid: 'awaiting_payment', waitlisted: 'waitlisted' } as const;
const inStatus = (status: keyof typeof STATUS_OF) => (r: RegistrationRecord) => r.status === STATUS_OF[status];

function registrantsAsPeople(regs: RegistrationRecord[], league: League): Recipient[] {
  const seen = new Map<string, Recipient>();
  for (const r of regs) {
    const person: Recipient = { user_id: r.user_id, email: r.email, name: `${r.first_name} ${r.last_name}`.trim() || r.email, time_zone: league.time_zone };
    if (!seen.has(personKey(person))) seen.set(personKey(person), person);
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

async function seasonOf(league: League, seasonId?: string) {
  const id = seasonId ?? (await getActiveSeasonId(league.id));
  const season = id ? await getSeason(league.id, id) : null;
  if (!season) throw badRequest('group.season_id: Season not found in this league', 'group');
  return season;
}

const merged = (...lists: Recipient[][]): Recipient[] => {
  const out = new Map<string, Recipient>();
  for (const r of lists.flat()) if (!out.has(personKey(r))) out.set(personKey(r), r);
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
};

/** The people a group names in `league`; a level, team, season or game of another league is refused (400). */
export async function resolveGroup(league: League, group: MessageGroup): Promise<ResolvedGroup> {
  switch (group.type) {
    case 'league': {
      // Every team's people, and the active season's registrants who are still in (not cancelled or refunded).
      const activeId = await getActiveSeasonId(league.id);
      const [teams, regs] = await Promise.all([listLeagueTeams(league.id), activeId ? listSeasonRegistrations(league.id, activeId) : []]);
      const live = regs.filter((r) => r.status !== 'cancelled' && r.status !== 'refunded');
      return { label: `Everyone in ${league.name}`, recipients: merged(await teamPeople(league, teams), registrantsAsPeople(live, league)) };
    }
    case 'level': {
      const level = await getLevel(league.id, group.level_id);
      if (!level) throw badRequest('group.level_id: Level not found in this league', 'group');
      const teams = (await listLeagueTeams(league.id)).filter((t) => t.level_id === level.id);
      return { label: `Level ${level.name}`, recipients: await teamPeople(league, teams) };
    }
    case 'managers': {
      const teams = await listLeagueTeams(league.id);
      return { label: 'All team managers', recipients: await accountsOf(teams.map((t) => t.manager_id), league) };
    }
    case 'team': {
      const team = await getTeam(league.id, group.team_id);
      if (!team) throw badRequest('group.team_id: Team not found in this league', 'group');
      return { label: `Team ${team.name}`, recipients: await teamPeople(league, [team]) };
    }
    case 'registrants': {
      const season = await seasonOf(league, group.season_id);
      const regs = (await listSeasonRegistrations(league.id, season.id)).filter(inStatus(group.status));
      return { label: `${group.status[0]!.toUpperCase()}${group.status.slice(1)} registrants of ${season.name}`, recipients: registrantsAsPeople(regs, league) };
    }
    case 'unanswered': {
      const game = await getGame(league.id, group.game_id);
      if (!game) throw badRequest('group.game_id: Game not found in this league', 'group');
      const [answers, home, away] = await Promise.all([
        listGameAvailability(league.id, game.id), listTeamPlayers(league.id, game.home_team_id), listTeamPlayers(league.id, game.away_team_id),
      ]);
      const answered = new Set(answers.map((a) => a.user_id));
      const waiting = [...home, ...away].filter((p) => !answered.has(p.user_id)).map(accountWrittenTo);
      return { label: `Not answered for ${game.home_team.name} vs ${game.away_team.name}`, recipients: await accountsOf(waiting, league) };
    }
  }
}

export function requireSomeone(g: ResolvedGroup): ResolvedGroup {
  if (g.recipients.length === 0) throw badRequest(`group: ${MESSAGE_MESSAGES.noOne}`, 'group');
  return g;
}
