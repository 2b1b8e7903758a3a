// The invitation act tools. invite_teams: the previous season's teams invited back to a season through their managers
// (seasons/reinvite.ts: the league's admin, plan feature has_season_reinvitation, as the re-invite option of a new
// season). invite_players: addresses invited to a team, or the team's roster invited to a season it is in
// (teams/player-invites.ts: the league's admin or the team's manager, as the roster's Invite dialog). `propose` reads
// only and lists exactly who is invited and who is not, and why; `run` invites only those listed who still need it,
// so a second run of the same change, or a second proposal of it, invites nobody twice.
import type { Season } from '../../shared/api-contract';
import { countOf } from '../../shared/count-of';
import { previewSeasonReinvitations, sendSeasonReinvitations } from '../seasons/reinvite';
import { previewAddressInvites, previewSeasonInvites, sendAddressInvites, sendSeasonInvites, type Skipped } from '../teams/player-invites';
import { pickLeague, pickSeason, pickTeam, quoted, requireAdmin, ToolRefusal, type LeagueScope } from './scope';
import { leagueLink } from './tool-result';
import type { ActTool } from './tools-act';

const seasonsLink = (leagueId: string) => leagueLink(leagueId, 'seasons', 'Seasons');
const rosterLink = (teamId: string, label: string) => ({ label, href: `/team/${encodeURIComponent(teamId)}?tab=roster` });
const notInvited = (skipped: Skipped[]) => skipped.map((s) => `Not invited: ${quoted(s.who)} (${s.reason})`);

/** The season named; else the next upcoming one (of `teamId`, when given), where people are invited back to; else the active one. */
function targetSeason(l: LeagueScope, given: string | undefined, teamId?: string): Season {
  if (given) return pickSeason(l, given);
  const upcoming = l.seasons.filter((s) => s.status === 'upcoming' && (!teamId || s.team_ids.includes(teamId))).sort((a, b) => a.start_date.localeCompare(b.start_date));
  return upcoming[0] ?? pickSeason(l);
}

export const inviteTeams: ActTool<'invite_teams'> = {
  async propose(scope, input, now) {
    const l = pickLeague(scope, input.league); requireAdmin(l);
    const season = targetSeason(l, input.season);
    const p = await previewSeasonReinvitations(scope.userId, l.league.id, season.id, now);
    const skipped = p.skipped.map((s) => ({ who: s.team_name, reason: s.reason }));
    if (p.invite.length === 0) {
      throw new ToolRefusal(`No team of ${quoted(p.previous.name)} needs an invitation to ${quoted(season.name)}${skipped.length ? `: ${skipped.map((s) => `${quoted(s.who)} (${s.reason})`).join('; ')}` : ' (it had no teams)'}.`);
    }
    return {
      league_id: l.league.id, summary: `Invite ${countOf(p.invite.length, 'team', 'teams')} of ${quoted(p.previous.name)} back to ${quoted(season.name)}`,
      changes: [...p.invite.map((i) => `Invite ${quoted(i.team_name)} back to ${quoted(season.name)}: e-mail its manager, ${i.email}`), ...notInvited(skipped)],
      args: { season_id: season.id, team_ids: p.invite.map((i) => i.team_id) }, links: [seasonsLink(l.league.id)],
    };
  },
  async run(userId, leagueId, a, now) {
    const out = await sendSeasonReinvitations(userId, leagueId, String(a.season_id), a.team_ids as string[], now);
    if (out.invited.length === 0) return { message: 'Nobody was invited: those teams are invited or back already.', links: [seasonsLink(leagueId)] };
    const failed = out.failed ? ` ${countOf(out.failed, 'invitation', 'invitations')} could not be e-mailed.` : '';
    return {
      message: `${countOf(out.sent, 'team\'s manager is', 'teams\' managers are')} invited: ${out.invited.map(quoted).join(', ')}. Each team joins the season when its manager accepts.${failed}`,
      links: [{ ...seasonsLink(leagueId), label: 'The invitations on the Seasons page' }],
    };
  },
};

export const invitePlayers: ActTool<'invite_players'> = {
  async propose(scope, input, now) {
    const l = pickLeague(scope, input.league);
    const team = pickTeam(l, input.team);
    // The league's admin, or this team's manager (as the roster's Invite dialog); the service checks it again.
    if (!l.admin && !l.managed.some((t) => t.id === team.id)) throw new ToolRefusal(`Only the organiser of ${quoted(l.league.name)} or the manager of ${quoted(team.name)} can invite its players.`);
    const link = rosterLink(team.id, `Roster of ${team.name}`);
    if (input.emails?.length) {
      const p = await previewAddressInvites(scope.userId, team.id, input.emails, now);
      if (p.invite.length === 0) throw new ToolRefusal(`No one to invite to ${quoted(team.name)}: ${p.skipped.map((s) => `${s.who} (${s.reason})`).join('; ')}.`);
      return {
        league_id: l.league.id, summary: `Invite ${countOf(p.invite.length, 'player', 'players')} to ${quoted(team.name)}`,
        changes: [...p.invite.map((e) => `Invite ${e} to play for ${quoted(team.name)}: an e-mail with a link to join the roster`), ...notInvited(p.skipped)],
        args: { mode: 'emails', team_id: team.id, emails: p.invite }, links: [link],
      };
    }
    const season = targetSeason(l, input.season, team.id);
    const p = await previewSeasonInvites(scope.userId, team.id, season.id);
    if (p.invite.length === 0) {
      throw new ToolRefusal(`No player of ${quoted(team.name)} needs an invitation to ${quoted(season.name)}${p.skipped.length ? `: ${p.skipped.map((s) => `${quoted(s.who)} (${s.reason})`).join('; ')}` : ' (its roster has no players to invite)'}.`);
    }
    return {
      league_id: l.league.id, summary: `Invite ${countOf(p.invite.length, 'player', 'players')} of ${quoted(team.name)} to ${quoted(season.name)}`,
      changes: [...p.invite.map((i) => `Invite ${quoted(i.name)} (${i.email}) to play for ${quoted(team.name)} in ${quoted(season.name)}`), ...notInvited(p.skipped)],
      args: { mode: 'season', team_id: team.id, season_id: season.id, user_ids: p.invite.map((i) => i.user_id) }, links: [link],
    };
  },
  async run(userId, _leagueId, a, now) {
    const teamId = String(a.team_id);
    const { invited } = a.mode === 'emails'
      ? await sendAddressInvites(userId, teamId, a.emails as string[], now)
      : await sendSeasonInvites(userId, teamId, String(a.season_id), a.user_ids as string[], 'assistant', now);
    const link = rosterLink(teamId, 'The invitations on the team\'s roster');
    if (invited.length === 0) return { message: 'Nobody was invited: they are invited or on the roster already.', links: [link] };
    return { message: `${countOf(invited.length, 'player is', 'players are')} invited: ${invited.map(quoted).join(', ')}.`, links: [link] };
  },
};
