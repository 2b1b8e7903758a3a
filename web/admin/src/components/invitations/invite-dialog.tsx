// The Invite dialog (spec section 2, Other dialogs): an e-mail field and Send, which e-mails the invitation, and a
// quick copy-link button, disabled while the e-mail is empty or invalid, which creates the invitation without
// e-mailing it and copies its link {origin}/invite/{token} (only the inviter ever receives the token).
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as z from 'zod';
import { INVITATION_MESSAGES } from '../../../../../shared/invitation-schema';
import { TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useInvite, type InviteTarget } from './invite-hooks';

export type { InviteTarget };


const validEmail = (v: string) => z.email().safeParse(v.trim()).success;

interface Props {
  visible: boolean;
  target: InviteTarget;
  header: string;
  /** What the invited person will be asked to do, shown above the field. */
  description: string;
  onDismiss: () => void;
  onInvited?: () => void;
}

export function InviteDialog({ visible, target, header, description, onDismiss, onInvited }: Props) {
  return (
    <Modal visible={visible} onDismiss={onDismiss} header={header} closeAriaLabel="Close dialog">
      {visible && <InviteForm target={target} description={description} onDismiss={onDismiss} onInvited={onInvited} />}
    </Modal>
  );
}

function InviteForm({ target, description, onDismiss, onInvited }: Omit<Props, 'visible' | 'header'>) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = validEmail(email);
  const invite = useInvite(target, email);

  async function send() {
    setTouched(true);
    if (!valid) return;
    try {
      const r = await invite.mutateAsync(true);
      toast({ type: 'success', header: INVITATION_MESSAGES.sentTitle, content: `We e-mailed an invitation to ${r.invited_email}.` });
      onInvited?.();
      onDismiss();
    } catch (err) {
      toast({ type: 'error', header: 'Error sending invitation', content: messageOf(err) });
    }
  }

  async function copyLink() {
    try {
      const r = await invite.mutateAsync(false);
      await navigator.clipboard.writeText(`${window.location.origin}/invite/${r.token ?? ''}`);
      toast({ type: 'success', header: 'Invite link copied!', content: `Invitation link copied to clipboard. Share it with ${r.invited_email}` });
      onInvited?.();
      onDismiss();
    } catch (err) {
      toast({ type: 'error', header: 'Error creating invite link', content: messageOf(err) });
    }
  }

  return (
    <form onSubmit={(e) => { e.preventDefault(); void send(); }} noValidate>
      <SpaceBetween size="m">
        <Box variant="p">{description}</Box>
        <FormField label="Email" errorText={touched && !valid ? TEAM_MESSAGES.invalidEmail : undefined}
          constraintText="The link is valid for 7 days and works once, for this address only.">
          <Input type="email" value={email} onChange={({ detail }) => setEmail(detail.value)} onBlur={() => setTouched(true)} placeholder="name@example.com" />
        </FormField>
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onDismiss}>Cancel</Button>
            <Button formAction="none" iconName="copy" disabled={!valid || invite.isPending} onClick={() => void copyLink()}>Copy invite link</Button>
            <Button variant="primary" formAction="submit" loading={invite.isPending && invite.variables === true} disabled={invite.isPending}>Send</Button>
          </SpaceBetween>
        </Box>
      </SpaceBetween>
    </form>
  );
}
