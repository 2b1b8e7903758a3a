// 'Invite a player' on a team's roster: opens the Invite dialog for this team (e-mail the invitation, or copy its
// link to share another way). Kept beside the add-player form without changing it.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useInvalidate } from '../../api/query-client';
import { queryKeys } from '../../api/query-keys';
import { InviteDialog } from './invite-dialog';

export function InvitePlayerButton({ team }: { team: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const invalidate = useInvalidate();
  return (
    <Box>
      <Button iconName="envelope" onClick={() => setOpen(true)}>Invite a player</Button>
      <InviteDialog
        visible={open}
        target={{ kind: 'player', teamId: team.id }}
        header="Invite a player"
        description={`They accept the invitation signed in with this address and join ${team.name}'s roster.`}
        onDismiss={() => setOpen(false)}
        onInvited={() => void invalidate([queryKeys.team(team.id)])}
      />
    </Box>
  );
}
