// Re-inviting the previous season's teams to a season that already exists (the assistant's invite_teams): the same
// plan feature, recipients and reasons as the re-invite option of a new season (service.ts createSeasonIn), and the
// same season_team invitations (accepting brings the team into the season). `preview` reads only; `send` reads the
// same again and invites only teams the preview listed that still need it, so a team already invited (by an earlier
// run, or since the preview) is never invited twice.
import type { NotInvitedTeam, Season } from '../../shared/api-contract';
import { SEASON_MESSAGES } from '../../shared/season-schema';
import { listPendingInvitations } from '../data/invitations';
import { listLeagueSeasons } from '../data/seasons';
import { listLeagueTeams, type TeamRecord } from '../data/teams';
import { getUserProfile } from '../data/users';
import { requireOwnLeague } from '../access/league';
import { requireFeature } from '../access/plan';
import { conflict, notFound } from '../lib/errors';
import { reinvitationPlan, sendReinvitations, type ReinvitationOutcome } from './service';

export interface ReinvitationPreview {
  season: Season;
  /** The season the teams come from: the latest that started before this one. */
  previous: Season;
  invite: { team_id: string; team_name: string; email: string }[];
  skipped: NotInvitedTeam[];
}

async function plan(userId: string, leagueId: string, seasonId: string, now: Date) {
  const league = await requireOwnLeague(userId, leagueId);
  await requireFeature(league.admin_id, 'has_season_reinvitation', SEASON_MESSAGES.reinviteUpgrade);
  const seasons = await listLeagueSeasons(leagueId);
  const season = seasons.find((s) => s.id === seasonId);
  if (!season) throw notFound(SEASON_MESSAGES.notFound);
  if (season.status === 'completed') throw conflict(`${season.name} is completed: teams cannot be invited to it`);
  const previous = seasons.filter((s) => s.id !== season.id && s.start_date < season.start_date).sort((a, b) => b.start_date.localeCompare(a.start_date))[0];
  if (!previous) throw conflict(`${season.name} has no season before it to invite teams from`);
  const [teams, pending] = await Promise.all([listLeagueTeams(leagueId), listPendingInvitations(leagueId)]);
  const at = now.toISOString();
  const skipped: NotInvitedTeam[] = [];
  const open: TeamRecord[] = [];
  for (const team of teams.filter((t) => previous.team_ids.includes(t.id))) {
    const invited = pending.find((i) => i.kind === 'season_team' && i.season_id === season.id && i.team_id === team.id && i.expires_at > at);
    if (season.team_ids.includes(team.id)) skipped.push({ team_id: team.id, team_name: team.name, reason: `already in ${season.name}` });
    else if (invited) skipped.push({ team_id: team.id, team_name: team.name, reason: `already invited (${invited.invited_email})` });
    else open.push(team);
  }
  const { recipients, notInvited } = await reinvitationPlan(league, open);
  return { league, season, previous, recipients, skipped: [...skipped, ...notInvited] };
}

/** What re-inviting would do, writing nothing (league admin; the plan feature). */
export async function previewSeasonReinvitations(userId: string, leagueId: string, seasonId: string, now = new Date()): Promise<ReinvitationPreview> {
  const p = await plan(userId, leagueId, seasonId, now);
  return { season: p.season, previous: p.previous, invite: p.recipients.map((r) => ({ team_id: r.team.id, team_name: r.team.name, email: r.email })), skipped: p.skipped };
}

/** Invites the teams of `teamIds` that still need it (league admin; the plan feature); the others are left alone. */
export async function sendSeasonReinvitations(userId: string, leagueId: string, seasonId: string, teamIds: string[], now = new Date()): Promise<ReinvitationOutcome & { invited: string[] }> {
  const p = await plan(userId, leagueId, seasonId, now);
  const chosen = p.recipients.filter((r) => teamIds.includes(r.team.id));
  const me = await getUserProfile(userId);
  const inviterName = (me ? `${me.first_name} ${me.last_name}`.trim() : '') || 'A league organiser';
  const outcome = await sendReinvitations(chosen.map(({ team, email }) => ({
    kind: 'season_team' as const, league: p.league, team, inviterName, email, season: { id: p.season.id, name: p.season.name },
  })));
  return { ...outcome, invited: chosen.map((r) => r.team.name) };
}
