import { apiHandler } from '../access/api-handler';
import { invitationLinkFor, listLeagueInvitationsOf, listTeamInvitationsOf, resendInvitationBy, withdrawInvitationBy } from './pending';
import { teamSeasonInvitationsOf } from './season-players';
import { acceptInvitation, describeInvitation } from './service';

export const handler = apiHandler({
  getInvitation: async ({ params }) => ({ status: 200, body: { invitation: await describeInvitation(params.token) } }),
  acceptInvitation: async ({ userId, params }) => ({ status: 200, body: await acceptInvitation(userId, params.token) }),
  listLeagueInvitations: async ({ userId, params }) => ({ status: 200, body: { invitations: await listLeagueInvitationsOf(userId, params.id) } }),
  listTeamInvitations: async ({ userId, params }) => ({ status: 200, body: { invitations: await listTeamInvitationsOf(userId, params.teamId) } }),
  teamSeasonInvitations: async ({ userId, params }) => ({ status: 200, body: await teamSeasonInvitationsOf(userId, params.teamId) }),
  resendInvitation: async ({ userId, params }) => ({ status: 200, body: { invitation: await resendInvitationBy(userId, params.id, params.invitationId) } }),
  invitationLink: async ({ userId, params }) => ({ status: 200, body: await invitationLinkFor(userId, params.id, params.invitationId) }),
  withdrawInvitation: async ({ userId, params }) => {
    await withdrawInvitationBy(userId, params.id, params.invitationId);
    return { status: 204, body: undefined };
  },
});
