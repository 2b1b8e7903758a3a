import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type * as z from 'zod';
import type { keptTeamRoleSchema } from '../../../../../shared/api-responses';
import { useAuth } from '../../auth/auth-context';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useGiveUpTeamRoles } from './hooks';

type KeptRole = z.infer<typeof keptTeamRoleSchema>;
type Receiver = { id: string; name: string } | null;

const roleText = (r: KeptRole) => (r.role === 'manager' ? `Manager of ${r.team_name}` : `Player on ${r.team_name}`);

/**
 * A hand-over moves the league, not the admin's own team roles: they keep managing the team they made for
 * themselves and stay on its roster. This says so before anything is offered, and once the receiver is known
 * lets each role be given up (management passes to the receiver, who is a member of the league; a roster is
 * left) one by one or all at once.
 */
export function KeptTeamRoles({ roles, receiver, onChanged }: { roles: KeptRole[]; receiver: Receiver; onChanged: () => Promise<void> }) {
  const toast = useToast();
  const { user } = useAuth();
  const giveUp = useGiveUpTeamRoles<KeptRole>(receiver?.id ?? null, user?.id ?? null, onChanged);
  if (roles.length === 0) return null;
  const run = (list: KeptRole[]) =>
    giveUp.mutate(list, { onSuccess: () => toast({ type: 'success', header: 'Team roles given up', content: list.map(roleText).join(', ') }) });
  const actionOf = (r: KeptRole) => (r.role === 'manager' ? (receiver ? `Make ${receiver.name} its manager` : null) : 'Leave the roster');
  return (
    <section aria-label="Team roles you keep">
      <SpaceBetween size="xs">
        <Box variant="h3">Team roles you keep after the hand-over</Box>
        <Box variant="p" color="text-body-secondary">
          The hand-over moves the league. These roles stay yours: you can still edit the team, post announcements, invite players and report scores.
          {!receiver && ' Once you offer the league, you can give them up here.'}
        </Box>
        <ul>
          {roles.map((r) => (
            <li key={`${r.team_id}-${r.role}`}>
              <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                <span>{roleText(r)}</span>
                {actionOf(r) && <Button variant="inline-link" disabled={giveUp.isPending} onClick={() => run([r])}>{actionOf(r)}</Button>}
              </SpaceBetween>
            </li>
          ))}
        </ul>
        {receiver && roles.length > 1 && <Button onClick={() => run(roles)} loading={giveUp.isPending}>Give up all {roles.length} roles</Button>}
        {giveUp.isError && <StatusIndicator type="error">{messageOf(giveUp.error)}</StatusIndicator>}
      </SpaceBetween>
    </section>
  );
}
