// The act tools. `propose` reads (never writes) and answers exactly what would change: each game with its old and
// new time, each message with its recipient count. `run` is called only when the person confirms, with the
// arguments stored in the proposal (ids, times, revisions), through the product's own services as that person, so
// the API's checks apply again (a game changed since the preview answers 409 and nothing is written).
import { gameInputSchema, gameUpdateSchema, scheduleRequestSchema, type GameUpdate } from '../../shared/game-schema';
import { messageComposeSchema, type MessageGroup } from '../../shared/messages-schema';
import { registrationSettingsInputSchema } from '../../shared/registration-schema';
import { localDay } from '../../shared/site-dates';
import { listSeasonGames, type GameRecord } from '../data/game-reads';
import { createGameIn, enterResultIn, previewScheduleIn, saveScheduleIn, updateGameIn } from '../games/service';
import { previewLeagueMessage, sendLeagueMessage } from '../messages/service';
import { listFor, offerPlace } from '../registrations/admin';
import { readSettings, saveSettings } from '../registrations/settings';
import type { AssistantLink } from '../../shared/assistant-schema';
import type { ToolInput, ToolName } from './tool-catalogue';
import { pickLeague, pickSeason, pickTeam, pickVenue, quoted, requireAdmin, ToolRefusal, type CallerScope, type LeagueScope } from './scope';
import { leagueLink, localMoment, localTime } from './tool-result';
import { invitePlayers, inviteTeams } from './tools-invite';

export interface Draft { league_id: string; summary: string; changes: string[]; args: Record<string, unknown>; links: AssistantLink[] }
export interface Ran { message: string; links: AssistantLink[] }
export type ActName = Exclude<ToolName, 'next_games' | 'standings' | 'unpaid_registrants' | 'unanswered_players' | 'registration_progress' | 'games_without_venue'>;

const teamName = (l: LeagueScope, id: string) => l.teams.find((t) => t.id === id)?.name ?? 'a team';
const versus = (l: LeagueScope, g: GameRecord) => `${quoted(teamName(l, g.home_team_id))} v ${quoted(teamName(l, g.away_team_id))}`;
const scheduleLink = (leagueId: string) => leagueLink(leagueId, 'schedule', 'Schedule');

/** The league's games on a local date, at a venue or of a team, still to be played. */
async function gamesOnDate(l: LeagueScope, seasonName: string | undefined, date: string, venue?: string, team?: string) {
  const season = pickSeason(l, seasonName);
  const venueId = venue ? pickVenue(l, venue).id : null;
  const teamId = team ? pickTeam(l, team).id : null;
  const games = (await listSeasonGames(l.league.id, season.id)).filter((g) => ['scheduled', 'postponed'].includes(g.status)
    && localDay(new Date(g.scheduled_at), l.league.time_zone) === date && (!venueId || g.venue_id === venueId)
    && (!teamId || g.home_team_id === teamId || g.away_team_id === teamId));
  if (games.length === 0) throw new ToolRefusal(`There are no games to change on ${date}${venue ? ` at ${quoted(venue)}` : ''}${team ? ` for ${quoted(team)}` : ''}.`);
  return games;
}

/** A game's whole edit as the API takes it, from the game as it is, with `change` applied. */
const edit = (g: GameRecord, tz: string, change: Partial<GameUpdate>): GameUpdate => gameUpdateSchema.parse({
  season_id: g.season_id, level_id: g.level_id, home_team_id: g.home_team_id, away_team_id: g.away_team_id,
  date: localDay(new Date(g.scheduled_at), tz), time: localTime(g.scheduled_at, tz), venue_id: g.venue_id, field: g.field,
  status: g.status, length_minutes: g.length_minutes ?? null, revision: g.revision, ...change,
});

const GROUPS: Record<ToolInput<'draft_message'>['group'], string> = {
  unpaid: 'registrants who have not paid', waitlisted: 'waitlisted registrants', paid: 'registrants who have paid', team: 'the team', managers: 'all team managers', league: 'the whole league',
};

export interface ActTool<N extends ActName> {
  propose(scope: CallerScope, input: ToolInput<N>, now: Date): Promise<Draft>;
  run(userId: string, leagueId: string, args: Record<string, unknown>, now: Date): Promise<Ran>;
}

export const ACT_TOOLS: { [N in ActName]: ActTool<N> } = {
  create_game: {
    async propose(scope, input) {
      const l = pickLeague(scope, input.league); requireAdmin(l);
      const season = pickSeason(l, input.season);
      const home = pickTeam(l, input.home_team); const away = pickTeam(l, input.away_team);
      const venue = input.venue ? pickVenue(l, input.venue) : null;
      const [date, time] = input.starts_at.split('T');
      return {
        league_id: l.league.id, summary: `Create a game: ${quoted(home.name)} v ${quoted(away.name)}`,
        changes: [`New game on ${date} at ${time}: ${quoted(home.name)} v ${quoted(away.name)}${venue ? ` at ${quoted(venue.name)}` : ''} (${quoted(season.name)})`],
        args: { season_id: season.id, home_team_id: home.id, away_team_id: away.id, date, time, venue_id: venue?.id ?? null }, links: [scheduleLink(l.league.id)],
      };
    },
    async run(userId, leagueId, a) {
      const g = await createGameIn(userId, leagueId, gameInputSchema.parse({ ...a, status: 'scheduled' }));
      return { message: 'The game is created.', links: [{ label: 'The new game', href: `/league-management?league=${leagueId}&tab=schedule&game=${g.id}` }] };
    },
  },
  move_games: {
    async propose(scope, input) {
      const l = pickLeague(scope, input.league); requireAdmin(l);
      const games = await gamesOnDate(l, input.season, input.date, input.venue, input.team);
      const tz = l.league.time_zone;
      const moves = games.map((g) => ({ game_id: g.id, time: input.to_time ?? localTime(g.scheduled_at, tz), revision: g.revision }));
      return {
        league_id: l.league.id, summary: `Move ${games.length} game${games.length === 1 ? '' : 's'} from ${input.date} to ${input.to_date}`,
        changes: games.map((g, i) => `${versus(l, g)}: ${localMoment(g.scheduled_at, tz)} -> ${input.to_date} ${moves[i].time}`),
        args: { to_date: input.to_date, moves }, links: [scheduleLink(l.league.id)],
      };
    },
    async run(userId, leagueId, a) {
      const { to_date, moves } = a as { to_date: string; moves: { game_id: string; time: string; revision: number }[] };
      const l = await leagueOf(userId, leagueId);
      for (const m of moves) {
        const g = await gameOf(l, m.game_id);
        await updateGameIn(userId, leagueId, g.id, edit(g, l.league.time_zone, { date: to_date, time: m.time, revision: m.revision }));
      }
      return { message: `${moves.length} game${moves.length === 1 ? ' is' : 's are'} moved; the teams are told.`, links: [scheduleLink(leagueId)] };
    },
  },
  cancel_games: {
    async propose(scope, input) {
      const l = pickLeague(scope, input.league); requireAdmin(l);
      const games = await gamesOnDate(l, input.season, input.date, input.venue, input.team);
      return {
        league_id: l.league.id, summary: `Cancel ${games.length} game${games.length === 1 ? '' : 's'} on ${input.date}`,
        changes: games.map((g) => `${versus(l, g)} at ${localMoment(g.scheduled_at, l.league.time_zone)}: cancelled`),
        args: { games: games.map((g) => ({ game_id: g.id, revision: g.revision })) }, links: [scheduleLink(l.league.id)],
      };
    },
    async run(userId, leagueId, a) {
      const { games } = a as { games: { game_id: string; revision: number }[] };
      const l = await leagueOf(userId, leagueId);
      for (const c of games) {
        const g = await gameOf(l, c.game_id);
        await updateGameIn(userId, leagueId, g.id, edit(g, l.league.time_zone, { status: 'cancelled', revision: c.revision }));
      }
      return { message: `${games.length} game${games.length === 1 ? ' is' : 's are'} cancelled; the teams are told.`, links: [scheduleLink(leagueId)] };
    },
  },
  preview_schedule: {
    async propose(scope, input) {
      const l = pickLeague(scope, input.league); requireAdmin(l);
      const season = pickSeason(l, input.season);
      const level = input.level ? l.levels.find((x) => x.name.toLowerCase().includes(input.level!.toLowerCase())) ?? null : null;
      if (input.level && !level) throw new ToolRefusal(`I cannot find a level called ${quoted(input.level)} in ${quoted(l.league.name)}.`);
      const venues = (l.league.venues ?? []).map((v) => ({ venue_id: v.id }));
      if (venues.length === 0) throw new ToolRefusal(`${quoted(l.league.name)} has no venues yet: add one on the Venues page first.`);
      const request = scheduleRequestSchema.parse({ level_id: level?.id ?? null, venues });
      const { games } = await previewScheduleIn(scope.userId, l.league.id, season.id, request);
      return {
        league_id: l.league.id, summary: `Save a generated schedule of ${games.length} games for ${quoted(season.name)}`,
        changes: games.slice(0, 50).map((g) => `${g.local_date} ${g.local_time} ${quoted(g.home_team.name)} v ${quoted(g.away_team.name)}${g.venue_name ? ` at ${quoted(g.venue_name)}` : ''}`)
          .concat(games.length > 50 ? [`... and ${games.length - 50} more`] : []),
        args: { season_id: season.id, request }, links: [scheduleLink(l.league.id)],
      };
    },
    async run(userId, leagueId, a) {
      await saveScheduleIn(userId, leagueId, String(a.season_id), scheduleRequestSchema.parse(a.request));
      return { message: 'The schedule is saved.', links: [scheduleLink(leagueId)] };
    },
  },
  invite_teams: inviteTeams,
  invite_players: invitePlayers,
  draft_message: {
    async propose(scope, input) {
      const l = pickLeague(scope, input.league); requireAdmin(l);
      const season = ['unpaid', 'waitlisted', 'paid'].includes(input.group) ? pickSeason(l, input.season) : null;
      let group: MessageGroup;
      if (input.group === 'team') {
        if (!input.team) throw new ToolRefusal('Which team should I write to?');
        group = { type: 'team', team_id: pickTeam(l, input.team).id };
      } else if (input.group === 'managers' || input.group === 'league') group = { type: input.group };
      else group = { type: 'registrants', status: input.group, season_id: season!.id };
      const preview = await previewLeagueMessage(scope.userId, l.league.id, group);
      if (preview.count === 0) throw new ToolRefusal(`There is no one in ${GROUPS[input.group]} to write to.`);
      const reminder = input.group === 'unpaid';
      const subject = input.subject ?? (reminder ? `Payment reminder: ${season!.name}` : `A message from ${l.league.name}`);
      const body = input.body ?? (reminder
        ? `Hello,\n\nYour registration for ${season!.name} in ${l.league.name} is waiting for its payment. Please pay your registration fee so your place is kept.\n\nThank you!`
        : `Hello from ${l.league.name}.`);
      return {
        league_id: l.league.id, summary: `Send ${quoted(subject)} to ${preview.count} ${preview.count === 1 ? 'person' : 'people'} (${GROUPS[input.group]})`,
        changes: [`E-mail to ${preview.count} recipient${preview.count === 1 ? '' : 's'}: ${preview.people.map((p) => quoted(p.name)).join(', ')}`, `Subject: ${subject}`, `Message: ${body}`],
        args: { group, subject, body, kind: reminder ? 'registration' : 'league_news', link: reminder ? { to: 'registration' } : null },
        links: [leagueLink(l.league.id, 'messages', 'Messages')],
      };
    },
    async run(userId, leagueId, a) {
      const sent = await sendLeagueMessage(userId, leagueId, messageComposeSchema.parse(a));
      return { message: `The message is on its way to ${sent.recipients} ${sent.recipients === 1 ? 'person' : 'people'}.`, links: [leagueLink(leagueId, 'messages', 'The message in Messages')] };
    },
  },
  open_registration: registrationSwitch('open'),
  close_registration: registrationSwitch('close'),
  offer_waitlist_place: {
    async propose(scope, input, now) {
      const l = pickLeague(scope, input.league); requireAdmin(l);
      const season = pickSeason(l, input.season);
      const { registrations } = await listFor(scope.userId, l.league.id, { season_id: season.id, status: 'waitlisted' }, now);
      const line = [...registrations].sort((a, b) => (a.waitlist_position ?? 0) - (b.waitlist_position ?? 0));
      const who = input.person ? line.find((r) => `${r.first_name} ${r.last_name}`.toLowerCase().includes(input.person!.toLowerCase())) : line[0];
      if (!who) throw new ToolRefusal(input.person ? `${quoted(input.person)} is not on the waitlist of ${quoted(season.name)}.` : `No one is on the waitlist of ${quoted(season.name)}.`);
      const name = `${who.first_name} ${who.last_name}`.trim();
      return {
        league_id: l.league.id, summary: `Offer ${quoted(name)} a place in ${quoted(season.name)}`,
        changes: [`${quoted(name)} (waitlist position ${who.waitlist_position}) is offered a place for 72 hours and e-mailed`],
        args: { registration_id: who.id }, links: [leagueLink(l.league.id, 'registrations', 'Registrations')],
      };
    },
    async run(userId, leagueId, a, now) {
      await offerPlace(userId, leagueId, String(a.registration_id), { hours: 72 }, now);
      return { message: 'The place is offered; they have 72 hours to take it.', links: [leagueLink(leagueId, 'registrations', 'Registrations')] };
    },
  },
  enter_result: {
    async propose(scope, input, now) {
      const l = pickLeague(scope, input.league); requireAdmin(l);
      const season = pickSeason(l, input.season);
      const home = pickTeam(l, input.home_team); const away = pickTeam(l, input.away_team);
      const tz = l.league.time_zone;
      const candidates = (await listSeasonGames(l.league.id, season.id)).filter((g) => g.home_team_id === home.id && g.away_team_id === away.id
        && g.status !== 'cancelled' && (input.date ? localDay(new Date(g.scheduled_at), tz) === input.date : g.scheduled_at <= now.toISOString()));
      const game = candidates.at(-1);
      if (!game) throw new ToolRefusal(`I cannot find a game ${quoted(home.name)} v ${quoted(away.name)}${input.date ? ` on ${input.date}` : ' played yet'}.`);
      return {
        league_id: l.league.id, summary: `Enter the result ${quoted(home.name)} ${input.home_score} - ${input.away_score} ${quoted(away.name)}`,
        changes: [`${versus(l, game)} on ${localMoment(game.scheduled_at, tz)}: ${game.home_score ?? '-'}-${game.away_score ?? '-'} -> ${input.home_score}-${input.away_score}, final`],
        args: { game_id: game.id, home_score: input.home_score, away_score: input.away_score, revision: game.revision }, links: [scheduleLink(l.league.id)],
      };
    },
    async run(userId, leagueId, a) {
      await enterResultIn(userId, leagueId, String(a.game_id), { home_score: Number(a.home_score), away_score: Number(a.away_score), revision: Number(a.revision) });
      return { message: 'The result is entered and the standings follow.', links: [{ label: 'The game', href: `/league-management?league=${leagueId}&tab=schedule&game=${String(a.game_id)}` }] };
    },
  },
};

function registrationSwitch(to: 'open' | 'close'): ActTool<'open_registration' | 'close_registration'> {
  return {
    async propose(scope, input, now) {
      const l = pickLeague(scope, input.league); requireAdmin(l);
      const season = pickSeason(l, input.season);
      const { settings } = await readSettings(scope.userId, l.league.id, season.id);
      if (!settings) throw new ToolRefusal(`Registration for ${quoted(season.name)} is not set up yet: set it up on the Registrations page first.`);
      const at = now.toISOString();
      const open = settings.opens_at <= at && settings.closes_at > at;
      if (to === 'open' && open) throw new ToolRefusal(`Registration for ${quoted(season.name)} is already open.`);
      if (to === 'close' && !open) throw new ToolRefusal(`Registration for ${quoted(season.name)} is not open.`);
      const change = to === 'open'
        ? { opens_at: at, closes_at: settings.closes_at > at ? settings.closes_at : `${season.end_date}T23:59:00.000Z` }
        : { closes_at: at };
      return {
        league_id: l.league.id, summary: `${to === 'open' ? 'Open' : 'Close'} registration for ${quoted(season.name)} now`,
        changes: to === 'open' ? [`Opens: ${settings.opens_at} -> now`, `Closes: ${change.closes_at}`] : [`Closes: ${settings.closes_at} -> now`],
        args: { season_id: season.id, change, version: settings.version }, links: [leagueLink(l.league.id, 'registrations', 'Registrations')],
      };
    },
    async run(userId, leagueId, a, now) {
      const seasonId = String(a.season_id);
      const { settings } = await readSettings(userId, leagueId, seasonId);
      if (!settings) throw new ToolRefusal('Registration is not set up any more.');
      await saveSettings(userId, leagueId, seasonId, registrationSettingsInputSchema.parse({ ...settings, ...(a.change as object), version: a.version }), now);
      return { message: `Registration is ${to === 'open' ? 'open' : 'closed'}.`, links: [leagueLink(leagueId, 'registrations', 'Registrations')] };
    },
  };
}

async function leagueOf(userId: string, leagueId: string): Promise<LeagueScope> {
  const { callerScope } = await import('./scope');
  const l = (await callerScope(userId)).leagues.find((x) => x.league.id === leagueId);
  if (!l || !l.admin) throw new ToolRefusal('You no longer run this league.');
  return l;
}

async function gameOf(l: LeagueScope, gameId: string): Promise<GameRecord> {
  for (const s of l.seasons) {
    const g = (await listSeasonGames(l.league.id, s.id)).find((x) => x.id === gameId);
    if (g) return g;
  }
  throw new ToolRefusal('That game is not there any more.');
}
