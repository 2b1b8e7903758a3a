// Reminder e-mails before games. Every write that sets a game's time queues the game under the hour its reminder
// is due (data/game-day.ts queueGameReminders); a sweep (every 5 minutes: EventBridge in the cloud, a timer in the local
// stack) reads the last hours' queue and, for each game due, checks the game as it is now:
// - cancelled, postponed, started or gone: nothing is sent;
// - moved later (or the league's lead shortened): queued again for its new time;
// - due: each player and manager of both teams who has not switched reminders off for that team gets one e-mail.
// Exactly one per game and person: a conditional write claims it before the e-mail goes (and is given back when
// the e-mail fails), so a game moved earlier, queued twice, or two sweeps running at once still send one.
import { claimReminder, dropQueuedReminder, queuedReminders, queueReminder, releaseReminder, remindAt, reminderHour, type ReminderDueRecord } from '../data/game-day';
import { getGame } from '../data/game-reads';
import { getLeague } from '../data/leagues';
import { ensureTeamMail, listTeamMail } from '../data/team-mail';
import { getTeam, listTeamPlayers } from '../data/teams';
import { getProfiles } from '../data/users';
import { mailer } from '../lib/mailer';
import { logger } from '../lib/observability';
import { reminderEmail } from './game-day-email';

/** Hours the sweep looks back: a reminder queued in an hour the sweep missed (an outage) is still sent within this. */
const LOOK_BACK_HOURS = 3;

/** Sends one game's reminders; answers how many e-mails went. */
async function remindGame(due: ReminderDueRecord, now: number): Promise<number> {
  const [league, game] = await Promise.all([getLeague(due.league_id), getGame(due.league_id, due.game_id)]);
  if (!league || !game || game.status !== 'scheduled' || Date.parse(game.scheduled_at) <= now) return 0;
  const at = remindAt(league, game);
  if (Date.parse(at) > now) {
    await queueReminder({ ...due, remind_at: at }, now);
    return 0;
  }
  const sentAt = new Date(now).toISOString();
  let sent = 0;
  for (const teamId of [game.home_team_id, game.away_team_id]) {
    const team = await getTeam(league.id, teamId);
    if (!team) continue;
    const [players, choices] = await Promise.all([listTeamPlayers(league.id, team.id), listTeamMail(league.id, team.id)]);
    const playerIds = new Set(players.map((p) => p.user_id));
    const chosen = new Map(choices.map((c) => [c.user_id, c]));
    const people = [...new Set([team.manager_id, ...playerIds])].filter((id) => chosen.get(id)?.reminders !== false);
    const profiles = await getProfiles(people);
    for (const person of people) {
      const profile = profiles.get(person);
      if (!profile || !(await claimReminder(league.id, game.id, person, sentAt))) continue;
      try {
        const choice = chosen.get(person) ?? (await ensureTeamMail(league.id, team.id, person));
        await mailer().send(await reminderEmail(profile.email, league, team, game, person, playerIds.has(person), choice.token));
        sent++;
      } catch (err) {
        await releaseReminder(league.id, game.id, person);
        logger.error('game reminder not sent', { league_id: league.id, game_id: game.id, error: err as Error });
      }
    }
  }
  return sent;
}

/**
 * One sweep: every reminder due by `now` in the last LOOK_BACK_HOURS hours' queue is handled and taken off it.
 * One game's trouble does not stop the others (it stays queued and is tried again next sweep).
 */
export async function runReminderSweep(now = Date.now()): Promise<{ games: number; sent: number }> {
  const hours = [...new Set(Array.from({ length: LOOK_BACK_HOURS + 1 }, (_, i) => reminderHour(now - (LOOK_BACK_HOURS - i) * 3_600_000)))];
  const nowIso = new Date(now).toISOString();
  let games = 0;
  let sent = 0;
  for (const hour of hours) {
    for (const q of await queuedReminders(hour)) {
      if (q.due.remind_at > nowIso) continue;
      try {
        sent += await remindGame(q.due, now);
        games++;
        await dropQueuedReminder(q.hour, q.shard, q.due);
      } catch (err) {
        logger.error('game reminder sweep step failed', { league_id: q.due.league_id, game_id: q.due.game_id, error: err as Error });
      }
    }
  }
  return { games, sent };
}
