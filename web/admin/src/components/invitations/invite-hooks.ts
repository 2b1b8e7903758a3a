// Inviting someone by e-mail: a team manager of a league, or a player of a team.
import { useMutation } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';

/** Who is invited to what: a team manager of a league (without a team yet) or a player of a team. */
export type InviteTarget = { kind: 'manager'; leagueId: string } | { kind: 'player'; teamId: string };

/** `send` false makes the invitation without e-mailing it (its link is shared by hand). */
export const useInvite = (target: InviteTarget, email: string) =>
  useMutation({
    mutationFn: (send: boolean): Promise<ResponseOf<'inviteManager'>> => {
      const body = { email: email.trim(), send };
      return target.kind === 'manager' ? api.inviteManager(target.leagueId, body) : api.invitePlayer(target.teamId, body);
    },
  });
