// "The schedule is published", told when it is: once people can see it, that is when the league is published
// (active) and the season is the active one. Saving a schedule tells then; activating the season or publishing the
// league tells of the season's coming games; a draft league or an upcoming season tells nobody yet (the managers'
// pages show no games until then). Each manager hears once, listing the games of every team they run.
import { isPublished } from '../../shared/league-constants';
import type { League } from '../../shared/league-schema';
import { listSeasonGames, type GameRecord } from '../data/game-reads';
import { getActiveSeasonId, getSeason, type SeasonRecord } from '../data/seasons';
import { listLeagueTeams, type TeamRecord } from '../data/teams';
import { getProfiles } from '../data/users';
import type { Email } from '../lib/mailer';
import { email, gameLine, sendAll, type GameLine } from './game-email';

/** The games one e-mail lists at most (a 64-team season has far more than a person reads). */
const SHOWN = 50;

const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** To one person: the season's schedule is published, with the games of the teams they run (`teams`, by name). */
export function schedulePublishedEmail(to: string, league: string, season: string, teams: string[], games: GameLine[]): Email {
  const shown = games.slice(0, SHOWN);
  const more = games.length - shown.length;
  return email(
    to, `${league}: the ${season} schedule is published`,
    `The ${season} schedule of ${league} is published. ${listed(teams)} ${teams.length === 1 ? 'plays' : 'play'} ${games.length} game${games.length === 1 ? '' : 's'}:`,
    shown, `${more > 0 ? `And ${more} more. ` : ''}Times are in the league's time zone.`,
  );
}

/**
 * Tells the managers of a season's teams that its schedule is published, if it is (else nothing is sent): one
 * e-mail per person, whatever number of the teams they run. `games` are the games to list (a schedule just saved);
 * without them, the season's games still to come. Answers how many e-mails went.
 */
export async function announceSchedule(league: League, season: Pick<SeasonRecord, 'id' | 'name' | 'status'>, games?: GameRecord[]): Promise<number> {
  if (!isPublished(league.status) || season.status !== 'active') return 0;
  const now = Date.now();
  const list = games ?? (await listSeasonGames(league.id, season.id)).filter((g) => g.status === 'scheduled' && Date.parse(g.scheduled_at) >= now);
  if (!list.length) return 0;
  const playing = new Set(list.flatMap((g) => [g.home_team_id, g.away_team_id]));
  const byManager = new Map<string, TeamRecord[]>();
  for (const t of await listLeagueTeams(league.id)) {
    if (playing.has(t.id) && t.manager_id) byManager.set(t.manager_id, [...(byManager.get(t.manager_id) ?? []), t]);
  }
  const profiles = await getProfiles([...byManager.keys()]);
  const emails = [...byManager].flatMap(([managerId, teams]) => {
    const person = profiles.get(managerId);
    const ids = new Set(teams.map((t) => t.id));
    const theirs = list.filter((g) => ids.has(g.home_team_id) || ids.has(g.away_team_id));
    return person && theirs.length ? [schedulePublishedEmail(person.email, league.name, season.name, teams.map((t) => t.name), theirs.map((g) => gameLine(g, league)))] : [];
  });
  return sendAll(emails);
}

/** The league was just published: its active season's schedule (if any) is told. */
export async function announceActiveSchedule(league: League): Promise<number> {
  const seasonId = await getActiveSeasonId(league.id);
  const season = seasonId ? await getSeason(league.id, seasonId) : null;
  return season ? announceSchedule(league, season) : 0;
}
