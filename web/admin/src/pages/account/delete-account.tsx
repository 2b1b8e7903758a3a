import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ACCOUNT_MESSAGES } from '../../../../../shared/account-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useDeleteAccount } from './hooks';
import { DialogFooter } from '../../components/dialog-footer';

/**
 * Erasure, confirmed by typing the account's e-mail. The server refuses while the person owns leagues others belong
 * to and names them; the answer is shown as it comes.
 */
export function DeleteAccount({ email }: { email: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim().toLowerCase() === email.trim().toLowerCase();

  function close() {
    if (remove.isPending) return;
    setOpen(false);
    setTyped('');
    remove.reset();
  }
  function submit() {
    if (!confirmed || remove.isPending) return;
    remove.mutate(typed, {
      onSuccess: () => {
        toast({ type: 'success', header: 'Account deleted', content: 'Your account and everything it held have been deleted.' });
        navigate('/auth');
      },
    });
  }

  return (
    <Container header={<Header variant="h2" description="Removes your profile, your leagues with their content, your roster places and your sign-in, for good.">Delete account</Header>}>
      <Button onClick={() => setOpen(true)}>Delete account</Button>
      <Modal
        visible={open}
        onDismiss={close}
        header="Delete your account"
        footer={(
          <DialogFooter onCancel={close} cancelDisabled={remove.isPending}>
            <Button variant="primary" onClick={submit} disabled={!confirmed} loading={remove.isPending}>Delete account</Button>
          </DialogFooter>
        )}
      >
        <form onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <SpaceBetween size="m">
            <Box variant="p">This cannot be undone. Leagues you own with other members must be handed over or deleted first.</Box>
            {remove.isError && <Alert type="error">{messageOf(remove.error)}</Alert>}
            <FormField label={<span>To confirm, type your e-mail address <b>{email}</b></span>} errorText={typed && !confirmed ? ACCOUNT_MESSAGES.deleteEmailMismatch : undefined}>
              <Input value={typed} type="email" ariaLabel="Your e-mail address, to confirm" onChange={({ detail }) => setTyped(detail.value)} autoFocus />
            </FormField>
          </SpaceBetween>
        </form>
      </Modal>
    </Container>
  );
}
