// Change Manager (team details dialog): pick a person of your leagues (they manage the team at once) or invite
// someone by e-mail (they take over once they accept). Spec messages: 'Please select a manager', 'Team manager
// updated successfully', 'Failed to update team manager'.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { INVITATION_MESSAGES } from '../../../../../shared/invitation-schema';
import { TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useTeamWrites } from './team-hooks';
import { UserSearchPicker, type PickedPerson } from './user-search-picker';

interface Props {
  team: { id: string; name: string; league_id: string } | null;
  visible: boolean;
  onDismiss: () => void;
}

export function ChangeManagerModal({ team, visible, onDismiss }: Props) {
  return (
    <Modal visible={visible && team !== null} onDismiss={onDismiss} header="Change Manager" closeAriaLabel="Close dialog">
      {visible && team && <ChangeManagerForm team={team} onDismiss={onDismiss} />}
    </Modal>
  );
}

function ChangeManagerForm({ team, onDismiss }: { team: NonNullable<Props['team']>; onDismiss: () => void }) {
  const toast = useToast();
  const writes = useTeamWrites(team.league_id);
  const [picked, setPicked] = useState<PickedPerson>(null);
  const [error, setError] = useState<string | undefined>();

  async function save() {
    if (!picked || (picked.email !== undefined && picked.email.trim() === '')) {
      setError(TEAM_MESSAGES.managerSelect);
      return;
    }
    try {
      const r = await writes.changeManager.mutateAsync({ teamId: team.id, body: picked.user ? { user_id: picked.user.id } : { email: picked.email } });
      toast(r.invited_email
        ? { type: 'success', header: INVITATION_MESSAGES.sentTitle, content: `${INVITATION_MESSAGES.sentTo(r.invited_email)}. They manage ${team.name} once they accept.` }
        : { type: 'success', header: TEAM_MESSAGES.managerUpdated });
      onDismiss();
    } catch (err) {
      toast({ type: 'error', header: TEAM_MESSAGES.managerUpdateFailed, content: messageOf(err) });
      setError(messageOf(err).replace(/^(user_id|email): /, ''));
    }
  }

  return (
    <form onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
      <SpaceBetween size="m">
        <FormField label="New manager" description={`Who runs ${team.name}: its roster, settings and announcements.`} errorText={error}>
          <UserSearchPicker ariaLabel="New manager" value={picked} invalid={Boolean(error)} onChange={(v) => { setPicked(v); setError(undefined); }} />
        </FormField>
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onDismiss}>Cancel</Button>
            <Button variant="primary" formAction="submit" loading={writes.changeManager.isPending}>Change Manager</Button>
          </SpaceBetween>
        </Box>
      </SpaceBetween>
    </form>
  );
}
