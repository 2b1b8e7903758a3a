// A pending invitation where the invited person will appear (the teams table's manager column, the roster, a
// season's re-invitations): 'Invitation pending', the address, when it was sent (or that it expired), and
// Resend (e-mails a new link), Copy link (a new link on the clipboard) and Withdraw (asks first; the link dies).
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { PendingInvitation } from '../../../../../shared/api-contract';
import { INVITATION_MESSAGES } from '../../../../../shared/invitation-schema';
import { formatDate } from '../../lib/format';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { usePendingInvitationActions } from './pending-invitation-hooks';
import { DialogFooter } from '../dialog-footer';

/** 'Sent Nov 25, 2026', or that the link has expired. */
export const sentLine = (i: PendingInvitation) => (i.expired ? `Expired ${formatDate(i.expires_at)}` : `Sent ${formatDate(i.sent_at)}`);

export function PendingInvitationActions({ leagueId, invitation }: { leagueId: string; invitation: PendingInvitation }) {
  const toast = useToast();
  const actions = usePendingInvitationActions(leagueId);
  const [confirming, setConfirming] = useState(false);
  const email = invitation.invited_email;
  const busy = actions.resend.isPending || actions.link.isPending || actions.withdraw.isPending;

  async function resend() {
    try {
      await actions.resend.mutateAsync(invitation);
      toast({ type: 'success', header: INVITATION_MESSAGES.resentTitle, content: INVITATION_MESSAGES.resent(email) });
    } catch (err) {
      toast({ type: 'error', header: INVITATION_MESSAGES.resendFailed, content: messageOf(err) });
    }
  }
  async function copyLink() {
    try {
      const r = await actions.link.mutateAsync(invitation);
      await navigator.clipboard.writeText(`${window.location.origin}/invite/${r.token}`);
      toast({ type: 'success', header: 'Invite link copied!', content: INVITATION_MESSAGES.linkCopied(email) });
    } catch (err) {
      toast({ type: 'error', header: 'Error creating invite link', content: messageOf(err) });
    }
  }
  async function withdraw() {
    try {
      await actions.withdraw.mutateAsync(invitation);
      toast({ type: 'success', header: INVITATION_MESSAGES.withdrawnTitle, content: INVITATION_MESSAGES.withdrawn(email) });
      setConfirming(false);
    } catch (err) {
      toast({ type: 'error', header: INVITATION_MESSAGES.withdrawFailed, content: messageOf(err) });
    }
  }

  return (
    <>
      <SpaceBetween direction="horizontal" size="s">
        <Button variant="inline-link" disabled={busy} loading={actions.resend.isPending} ariaLabel={`Resend the invitation to ${email}`} onClick={() => void resend()}>Resend</Button>
        <Button variant="inline-link" disabled={busy} loading={actions.link.isPending} ariaLabel={`Copy a new invitation link for ${email}`} onClick={() => void copyLink()}>Copy link</Button>
        <Button variant="inline-link" disabled={busy} ariaLabel={`Withdraw the invitation to ${email}`} onClick={() => setConfirming(true)}>Withdraw</Button>
      </SpaceBetween>
      <Modal
        visible={confirming}
        onDismiss={() => setConfirming(false)}
        header="Withdraw invitation"
        closeAriaLabel="Close dialog"
        footer={
          <DialogFooter onCancel={() => setConfirming(false)}>
            <Button variant="primary" loading={actions.withdraw.isPending} onClick={() => void withdraw()}>Withdraw</Button>
          </DialogFooter>
        }
      >
        {INVITATION_MESSAGES.withdrawConfirm(email)}
      </Modal>
    </>
  );
}

/** 'Invitation pending', the address, the date and the actions, stacked (it fits a table cell on a phone). */
export function PendingInvitationSummary({ leagueId, invitation, label = INVITATION_MESSAGES.pending }: { leagueId: string; invitation: PendingInvitation; label?: string }) {
  return (
    <SpaceBetween size="xxs">
      <StatusIndicator type={invitation.expired ? 'warning' : 'pending'}>{invitation.expired ? `${label} (link expired)` : label}</StatusIndicator>
      <Box variant="small"><span style={{ overflowWrap: 'anywhere' }}>{invitation.invited_email}</span></Box>
      <Box variant="small" color="text-body-secondary">{sentLine(invitation)}</Box>
      <PendingInvitationActions leagueId={leagueId} invitation={invitation} />
    </SpaceBetween>
  );
}
