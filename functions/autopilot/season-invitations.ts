// The invitation job of a season (kind 'season-invitations', subject: the new season), armed when the organiser
// saves the season's registration (registrations/settings.ts: due when it opens) and woken when a team comes back.
// 1. Team invitations (league switch team_invites, plan has_auto_team_invites and has_auto_renewal): once registration is open, each
//    team of the previous season (the league's latest season that started before this one) that has not come back
//    is invited back: its manager gets the registration page with the one-step re-registration, once (a marker per
//    season and team, written with the log entry before the e-mail). Reminders follow every remind_every_days until
//    the team answers (comes back or declines) or registration closes. A team the organiser manages themself is not
//    e-mailed (as the manual re-invitation does).
// 2. Player invitations (league switch player_invites, plan has_auto_player_invites): each returning team that has
//    come back (in the season, or its registration paid or held for an offline payment) has every player of its
//    roster invited to the new season, one invitation e-mail each, once (a marker per team, season and player).
// Answers when it is next due: registration's opening, or the earliest reminder before it closes; else null.
import { hasFeature } from '../../shared/plan-catalogue';
import type { AutopilotJobRecord } from '../data/autopilot';
import { listSeasonTeamInvites, listTeamPlayerInvites, type PlayerInviteRecord } from '../data/autopilot-invites';
import { getLeagueAutomations } from '../data/autopilot-settings';
import { getLeague } from '../data/leagues';
import { getRegistrationSettings, listSeasonRegistrations, type RegistrationRecord } from '../data/registrations';
import { listLeagueSeasons } from '../data/seasons';
import { listLeagueTeams, listTeamPlayers } from '../data/teams';
import { getProfiles } from '../data/users';
import { currentPlanOf } from '../access/plan';
import { logger } from '../lib/observability';
import type { PlannedAct } from './planned-act';
import { invitePlayer, inviteTeam, remindTeam, type SeasonInvitationRun } from './invitation-acts';
import type { SeasonInvitations, TeamStanding } from './season-invitations-state';

export type { SeasonInvitations, TeamStanding };
import { isLeagueAdmin, managesTeam } from '../access/roles';

const DAY = 86_400_000;


/** A team registration that holds the team's place: paid, or waiting on an offline payment to the organiser. */
const holdsPlace = (r: RegistrationRecord) => r.kind === 'team' && r.team_id
  && (r.status === 'paid' || (r.status === 'awaiting_payment' && r.payment_mode === 'offline'));

export async function readSeasonInvitations(job: AutopilotJobRecord): Promise<SeasonInvitations | null> {
  const [league, found, seasons] = await Promise.all([getLeague(job.league_id), getRegistrationSettings(job.league_id, job.subject), listLeagueSeasons(job.league_id)]);
  const season = seasons.find((s) => s.id === job.subject);
  // A season that takes no team registrations has no one-step link to send.
  if (!league || !season || !found?.settings.team) return null;
  const [switches, plan] = await Promise.all([getLeagueAutomations(league.id), currentPlanOf(league.admin_id)]);
  // Team invitations are what the plans sell as Automatic renewals and Automatic team invitations: both needed.
  const teamsOn = switches.team_invites.on && hasFeature(plan, 'has_auto_team_invites') && hasFeature(plan, 'has_auto_renewal');
  const playersOn = switches.player_invites.on && hasFeature(plan, 'has_auto_player_invites');
  const base = {
    league, season, opensAt: Date.parse(found.settings.opens_at), closesAt: Date.parse(found.settings.closes_at),
    remindEveryDays: switches.team_invites.remind_every_days, teamsOn, playersOn,
  };
  if (!teamsOn && !playersOn) return { ...base, teams: [], returned: [] };

  const [teams, registrations, invites] = await Promise.all([listLeagueTeams(league.id), listSeasonRegistrations(league.id, season.id), listSeasonTeamInvites(league.id, season.id)]);
  const backIds = new Set([...season.team_ids, ...registrations.filter(holdsPlace).map((r) => r.team_id!)]);
  // Seasons come latest start first: the previous season is the first that started before this one.
  const earlier = seasons.filter((s) => s.id !== season.id && s.start_date < season.start_date);
  const previous = earlier[0] ?? null;
  const played = new Set(earlier.flatMap((s) => s.team_ids));
  const lastSeasonTeams = previous ? teams.filter((t) => previous.team_ids.includes(t.id)) : [];
  const returnedTeams = playersOn ? teams.filter((t) => backIds.has(t.id) && played.has(t.id)) : [];
  const rosters = await Promise.all(returnedTeams.map(async (t) => ({ team: t, roster: await listTeamPlayers(league.id, t.id), marked: await listTeamPlayerInvites(league.id, t.id) })));
  const people = await getProfiles([...new Set([
    ...lastSeasonTeams.map((t) => t.manager_id), ...returnedTeams.map((t) => t.manager_id), ...rosters.flatMap((r) => r.roster.map((p) => p.user_id)),
  ])]);
  const inviteOf = new Map(invites.map((i) => [i.team_id, i]));
  return {
    ...base,
    teams: lastSeasonTeams.map((team) => ({ team, manager: people.get(team.manager_id) ?? null, back: backIds.has(team.id), invite: inviteOf.get(team.id) ?? null })),
    returned: rosters.map(({ team, roster, marked }) => ({
      team, manager: people.get(team.manager_id) ?? null,
      // The manager is not invited to their own team; a player without a profile has no address to write to.
      players: roster.filter((p) => !managesTeam(p.user_id, team) && people.has(p.user_id)).map((player) => ({ player, profile: people.get(player.user_id)! })),
      invited: new Set(marked.filter((m: PlayerInviteRecord) => m.season_id === season.id).map((m) => m.user_id)),
    })),
  };
}

/** Whether a team of last season is to be invited: not back, never asked (nor declined), a manager who is not the organiser. */
const toInvite = (s: SeasonInvitations, t: TeamStanding) => !t.back && !t.invite && t.manager !== null && !isLeagueAdmin(t.team.manager_id, s.league);

/** When an invited team that has not answered is next reminded (null: it answered, or registration closes first). */
function nextReminder(s: SeasonInvitations, t: TeamStanding): number | null {
  if (t.back || t.invite?.state !== 'invited' || !t.invite.invited_at) return null;
  const at = Date.parse(t.invite.invited_at) + (t.invite.reminders_sent + 1) * s.remindEveryDays * DAY;
  return at < s.closesAt ? at : null;
}

/** When the job is next due: registration's opening while it has not opened, else the earliest reminder. */
function nextDue(s: SeasonInvitations, now: number): string | null {
  if (!s.teamsOn && !s.playersOn) return null;
  if (now < s.opensAt) return new Date(s.opensAt).toISOString();
  if (now >= s.closesAt || !s.teamsOn) return null;
  const times = s.teams.map((t) => nextReminder(s, t)).filter((t): t is number => t !== null);
  return times.length ? new Date(Math.max(now, Math.min(...times))).toISOString() : null;
}

export async function runSeasonInvitations(job: AutopilotJobRecord, now: Date): Promise<{ run: SeasonInvitationRun; next: string | null }> {
  const run: SeasonInvitationRun = { invited: 0, reminded: 0, players_invited: 0 };
  const s = await readSeasonInvitations(job);
  if (!s) return { run, next: null };
  const t = now.getTime();
  const open = t >= s.opensAt && t < s.closesAt;
  if (open && s.teamsOn) {
    for (const standing of s.teams) {
      if (toInvite(s, standing)) await inviteTeam(s, standing, now, run);
      else {
        const due = nextReminder(s, standing);
        if (due !== null && due <= t) await remindTeam(s, standing, Math.floor((t - Date.parse(standing.invite!.invited_at!)) / (s.remindEveryDays * DAY)), now, run);
      }
    }
  }
  if (t >= s.opensAt && s.playersOn) {
    for (const back of s.returned) {
      for (const p of back.players) if (!back.invited.has(p.player.user_id)) await invitePlayer(s, back, p, now, run);
    }
  }
  // Read again: what this run wrote moves the next reminder on.
  const after = await readSeasonInvitations(job);
  const next = after ? nextDue(after, t) : null;
  logger.info('season invitations autopilot ran', { league_id: job.league_id, season_id: job.subject, ...run, next });
  return { run, next };
}

/** The dry run: what the job will do next and when, from the same reads as its run, writing nothing. */
export async function previewSeasonInvitations(job: AutopilotJobRecord, now: Date): Promise<PlannedAct[]> {
  const s = await readSeasonInvitations(job);
  if (!s || now.getTime() >= s.closesAt) return [];
  const soon = new Date(Math.max(now.getTime(), s.opensAt)).toISOString();
  const out: PlannedAct[] = [];
  if (s.teamsOn) {
    for (const t of s.teams) {
      if (toInvite(s, t)) out.push({ at: soon, automation: 'team_invites', summary: `Invite ${t.team.name} back to ${s.season.name}` });
      const r = nextReminder(s, t);
      if (r !== null) out.push({ at: new Date(Math.max(r, now.getTime())).toISOString(), automation: 'team_invites', summary: `Remind ${t.team.name} about ${s.season.name}` });
    }
  }
  if (s.playersOn) {
    for (const back of s.returned) {
      for (const p of back.players) {
        if (!back.invited.has(p.player.user_id)) out.push({ at: soon, automation: 'player_invites', summary: `Invite ${p.profile.first_name} ${p.profile.last_name} to ${back.team.name} for ${s.season.name}` });
      }
    }
  }
  return out.sort((a, b) => a.at.localeCompare(b.at));
}
