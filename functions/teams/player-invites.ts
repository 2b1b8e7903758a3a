// Inviting players to a team in bulk (the assistant's invite_players), as the league's admin or the team's manager,
// with the checks of the roster's Invite dialog (admin-service.ts invitePlayerBy: manageableTeam, the plan's roster
// limit). Two kinds:
// - by address: each address gets the Invite dialog's invitation, through invitePlayerBy itself;
// - the team's roster to a season the team is in: each player gets an invitation to that season, once ever, as the
//   autopilot invites them (invitations/season-player-invite.ts: its marker, the invitation and the log entry before
//   any e-mail), so a run twice, or two at once, invites each player once.
// `preview...` reads only; `send...` reads the same again and acts only on what the preview listed and still needs it.
import type { Season } from '../../shared/api-contract';
import { limitOf } from '../../shared/plan-catalogue';
import { listTeamPlayerInvites } from '../data/autopilot-invites';
import { listPendingInvitations } from '../data/invitations';
import { listLeagueSeasons } from '../data/seasons';
import { listTeamPlayers } from '../data/teams';
import { getProfiles, getUserProfile } from '../data/users';
import { manageableTeam } from '../access/team';
import { currentPlanOf } from '../access/plan';
import { planFull } from '../access/add-failure';
import { managesTeam } from '../access/roles';
import { invitePlayerToSeason } from '../invitations/season-player-invite';
import { conflict, notFound } from '../lib/errors';
import { invitePlayerBy } from './admin-service';

export interface Skipped { who: string; reason: string }
export interface AddressInvites { team: { id: string; name: string }; invite: string[]; skipped: Skipped[] }
export interface SeasonInvites { team: { id: string; name: string }; season: Season; invite: { user_id: string; name: string; email: string }[]; skipped: Skipped[] }

const nameOf = (p: { first_name: string; last_name: string; email: string }) => `${p.first_name} ${p.last_name}`.trim() || p.email;

async function teamFor(userId: string, teamId: string) {
  const { team, league } = await manageableTeam(userId, teamId, false);
  const maxPlayers = limitOf(await currentPlanOf(league.admin_id), 'max_players_per_team');
  // As the Invite dialog: a full roster refuses the invitation now rather than when the player accepts.
  if (maxPlayers !== null && (team.player_count ?? 0) >= maxPlayers) throw planFull(team.player_count ?? 0, maxPlayers);
  return { team, league };
}

/** Who of `emails` would be invited to the team: not those on its roster, nor those with an invitation still open. */
export async function previewAddressInvites(userId: string, teamId: string, emails: string[], now = new Date()): Promise<AddressInvites> {
  const { team, league } = await teamFor(userId, teamId);
  const [roster, pending] = await Promise.all([listTeamPlayers(league.id, team.id), listPendingInvitations(league.id)]);
  const onRoster = new Set([...(await getProfiles(roster.map((p) => p.user_id))).values()].map((p) => p.email.toLowerCase()));
  const at = now.toISOString();
  const invite: string[] = [];
  const skipped: Skipped[] = [];
  for (const email of [...new Set(emails.map((e) => e.trim().toLowerCase()))]) {
    if (onRoster.has(email)) skipped.push({ who: email, reason: 'already on the roster' });
    else if (pending.some((i) => i.kind === 'player' && i.team_id === team.id && i.invited_email === email && i.expires_at > at)) skipped.push({ who: email, reason: 'already invited' });
    else invite.push(email);
  }
  return { team: { id: team.id, name: team.name }, invite, skipped };
}

/** Invites those of `emails` who still need it, each through the Invite dialog's own service. */
export async function sendAddressInvites(userId: string, teamId: string, emails: string[], now = new Date()): Promise<{ invited: string[] }> {
  const { invite } = await previewAddressInvites(userId, teamId, emails, now);
  for (const email of invite) await invitePlayerBy(userId, teamId, { email, send: true });
  return { invited: invite };
}

async function seasonRoster(userId: string, teamId: string, seasonId: string) {
  const { team, league } = await teamFor(userId, teamId);
  const season = (await listLeagueSeasons(league.id)).find((s) => s.id === seasonId);
  if (!season) throw notFound('That season is not there any more');
  if (season.status === 'completed') throw conflict(`${season.name} is completed: players cannot be invited to it`);
  if (!season.team_ids.includes(team.id)) throw conflict(`${team.name} is not in ${season.name} yet: invite the team back first`);
  const [roster, markers] = await Promise.all([listTeamPlayers(league.id, team.id), listTeamPlayerInvites(league.id, team.id)]);
  const people = await getProfiles(roster.map((p) => p.user_id));
  const invited = new Set(markers.filter((m) => m.season_id === season.id).map((m) => m.user_id));
  const invite: { player: (typeof roster)[number]; profile: NonNullable<ReturnType<typeof people.get>> }[] = [];
  const skipped: Skipped[] = [];
  for (const player of roster) {
    const profile = people.get(player.user_id);
    // The manager is not invited to their own team; a player without a profile has no address to write to.
    if (!profile || managesTeam(player.user_id, team)) continue;
    if (invited.has(player.user_id)) skipped.push({ who: nameOf(profile), reason: `already invited to ${season.name}` });
    else invite.push({ player, profile });
  }
  return { team, league, season, invite, skipped };
}

/** The team's roster players who would be invited to `seasonId` (a season the team is in). */
export async function previewSeasonInvites(userId: string, teamId: string, seasonId: string): Promise<SeasonInvites> {
  const r = await seasonRoster(userId, teamId, seasonId);
  return {
    team: { id: r.team.id, name: r.team.name }, season: r.season, skipped: r.skipped,
    invite: r.invite.map(({ player, profile }) => ({ user_id: player.user_id, name: nameOf(profile), email: profile.email })),
  };
}

/**
 * Invites those of `userIds` still on the roster and not invited to the season yet: each one's marker, invitation and
 * log entry (`automation`, undoable on the Autopilot page) in one conditional transaction, then the e-mail.
 */
export async function sendSeasonInvites(userId: string, teamId: string, seasonId: string, userIds: string[], automation: string, now = new Date()): Promise<{ invited: string[] }> {
  const r = await seasonRoster(userId, teamId, seasonId);
  const me = await getUserProfile(userId);
  const inviterName = (me ? `${me.first_name} ${me.last_name}`.trim() : '') || r.league.name;
  const invited: string[] = [];
  for (const { player, profile } of r.invite.filter((p) => userIds.includes(p.player.user_id))) {
    const outcome = await invitePlayerToSeason({
      league: r.league, team: r.team, season: { id: r.season.id, name: r.season.name }, inviterName, player, profile, automation,
    }, now);
    if (outcome === 'gone') throw notFound('The league is not there any more');
    if (outcome !== 'taken') invited.push(nameOf(profile));
  }
  return { invited };
}
