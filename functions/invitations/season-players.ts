// A returning team's players invited to its new season by the autopilot (functions/autopilot/season-invitations.ts),
// as the team's manager (or the league's admin) sees them on the roster: who accepted and who has not. An answer is
// stamped on the player's marker by the accept's own transaction; a pending one is its invitation, still pending.
import type { TeamSeasonInvitations } from '../../shared/api-contract';
import { listTeamPlayerInvites, type PlayerInviteRecord } from '../data/autopilot-invites';
import { listPendingInvitations, type InvitationRecord } from '../data/invitations';
import { listLeagueSeasons } from '../data/seasons';
import { manageableTeam } from '../access/team';

type State = TeamSeasonInvitations['seasons'][number]['players'][number]['state'];

function stateOf(m: PlayerInviteRecord, pending: InvitationRecord[], now: string): State {
  if (m.accepted_at) return 'accepted';
  if (m.withdrawn_at) return 'withdrawn';
  // Resend gives the invitation a new id: it is found by what it is for.
  const open = pending.find((i) => i.kind === 'player' && i.team_id === m.team_id && i.season_id === m.season_id && i.invited_email === m.email);
  if (!open) return 'withdrawn';
  return open.expires_at <= now ? 'expired' : 'pending';
}

export async function teamSeasonInvitationsOf(userId: string, teamId: string, now = new Date()): Promise<TeamSeasonInvitations> {
  const { team, league } = await manageableTeam(userId, teamId, false);
  const [markers, pending, seasons] = await Promise.all([listTeamPlayerInvites(league.id, team.id), listPendingInvitations(league.id), listLeagueSeasons(league.id)]);
  const t = now.toISOString();
  return {
    // Seasons latest first, as the league lists them; players by name.
    seasons: seasons.flatMap((s) => {
      const invited = markers.filter((m) => m.season_id === s.id);
      if (!invited.length) return [];
      const players = invited.map((m) => ({
        user_id: m.user_id, name: `${m.first_name} ${m.last_name}`.trim() || m.email, state: stateOf(m, pending, t), invited_at: m.invited_at, accepted_at: m.accepted_at ?? null,
      })).sort((a, b) => a.name.localeCompare(b.name));
      return [{ season_id: s.id, season_name: s.name, players }];
    }),
  };
}
