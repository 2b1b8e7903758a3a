// Game day's e-mails, through the one mailer: the reminder before a game (its time on the league's clock as people
// read it, 'Sunday 29 November, 7:44 pm CST', by shared/site-dates.ts as the answer page shows it; the venue and
// field with a map link, the player's availability links and a link to stop these reminders), the manager's
// nudge to players who have not answered, and the note to a person named a game's scorekeeper.
import { AVAILABILITY_ANSWERS, AVAILABILITY_LABELS } from '../../shared/game-day-schema';
import type { League } from '../../shared/league-schema';
import type { GameRecord } from '../data/game-reads';
import type { TeamRecord } from '../data/teams';
import type { Email } from '../lib/mailer';
import { availabilityToken } from '../lib/signed-link';
import { unsubscribeUrl } from '../team-page/announcement-mail';
import { gameView } from '../games/game-views';
import { appUrl } from '../lib/app-url';
import { escapeHtml } from '../lib/html-text';
import { gameMoment } from '../../shared/site-dates';

/** A map search for the venue: its address when the league gave one, else its name. */
export function mapUrl(league: Pick<League, 'venues'>, g: Pick<GameRecord, 'venue_id'>): string | null {
  const venue = g.venue_id ? league.venues.find((v) => v.id === g.venue_id) : null;
  if (!venue) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venue.address ?? venue.name)}`;
}

/** The three answer links of one player for one game (each opens the answer page with that answer chosen). */
export async function availabilityLinks(leagueId: string, gameId: string, userId: string): Promise<{ label: string; url: string }[]> {
  const token = await availabilityToken({ leagueId, gameId, userId });
  return AVAILABILITY_ANSWERS.map((a) => ({ label: AVAILABILITY_LABELS[a], url: `${appUrl()}/availability/${token}?answer=${a}` }));
}

function gameFacts(league: League, g: GameRecord) {
  const v = gameView(g, league);
  const map = mapUrl(league, g);
  return {
    title: `${g.home_team.name} vs ${g.away_team.name}`,
    when: gameMoment(g.scheduled_at, v.time_zone),
    where: v.location,
    map,
  };
}

function render(to: string, subject: string, intro: string, facts: ReturnType<typeof gameFacts>, links: { label: string; url: string }[], outro: { text: string; url: string } | null): Email {
  const text = [
    intro, '', `${facts.title}`, `When: ${facts.when}`, ...(facts.where ? [`Where: ${facts.where}`] : []), ...(facts.map ? [`Map: ${facts.map}`] : []),
    ...(links.length ? ['', 'Are you coming?', ...links.map((l) => `${l.label}: ${l.url}`)] : []),
    ...(outro ? ['', `${outro.text}: ${outro.url}`] : []),
  ].join('\n');
  const html = `<p>${escapeHtml(intro)}</p><p><strong>${escapeHtml(facts.title)}</strong><br>When: ${escapeHtml(facts.when)}`
    + `${facts.where ? `<br>Where: ${escapeHtml(facts.where)}` : ''}${facts.map ? ` · <a href="${escapeHtml(facts.map)}">Map</a>` : ''}</p>`
    + (links.length ? `<p>Are you coming? ${links.map((l) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`).join(' · ')}</p>` : '')
    + (outro ? `<p style="color:#5f6b7a;font-size:0.9em"><a href="${escapeHtml(outro.url)}">${escapeHtml(outro.text)}</a></p>` : '');
  return { to, subject, text, html };
}

/** The reminder before a game; `player`: the availability links go to players only; `mailToken`: the stop link. */
export async function reminderEmail(to: string, league: League, team: TeamRecord, g: GameRecord, userId: string, player: boolean, mailToken: string): Promise<Email> {
  const facts = gameFacts(league, g);
  const links = player ? await availabilityLinks(league.id, g.id, userId) : [];
  return render(to, `Reminder: ${facts.title}, ${facts.when}`, `${team.name} plays soon (${league.name}).`, facts, links,
    { text: `Stop game reminders from ${team.name}`, url: unsubscribeUrl(mailToken) });
}

/** Asks a player whether they are coming; for a child on the roster, asks their parent whether the child is (`child`: their name). */
export async function nudgeEmail(to: string, league: League, team: TeamRecord, g: GameRecord, userId: string, child: string | null = null): Promise<Email> {
  const facts = gameFacts(league, g);
  const [question, asks] = child ? [`Is ${child} coming?`, `whether ${child} is coming`] : ['Are you coming?', 'whether you are coming'];
  return render(to, `${question} ${facts.title}, ${facts.when}`, `${team.name}'s manager asks ${asks} to this game (${league.name}).`,
    facts, await availabilityLinks(league.id, g.id, userId), null);
}

export function scorekeeperEmail(to: string, league: League, g: GameRecord): Email {
  const facts = gameFacts(league, g);
  const url = `${appUrl()}/score/${league.id}/${g.id}`;
  return render(to, `You keep score: ${facts.title}`, `${league.name}'s admin named you the scorekeeper of this game. Start it and keep its score from your phone.`,
    facts, [], { text: 'Open the scorekeeper screen', url });
}
