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
import type { League } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { useToast } from '../../toast/toast-context';
import { useDeleteLeague } from '../../components/league-hooks';
import { DialogFooter } from '../../components/dialog-footer';

const errorText = (err: unknown) => (err instanceof Error && err.message ? err.message : MSG.league.unexpected);

/** Deleting a league, confirmed by typing its name. */
export function DangerZone({ league }: { league: League }) {
  const navigate = useNavigate();
  const toast = useToast();
  const deleteLeague = useDeleteLeague(league.id);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const deleting = deleteLeague.isPending;
  const error = deleteLeague.isError ? errorText(deleteLeague.error) : '';
  const confirmed = typed.trim() === league.name.trim();

  function close() {
    if (deleting) return;
    setOpen(false);
    setTyped('');
    deleteLeague.reset();
  }

  function remove() {
    if (!confirmed || deleting) return;
    deleteLeague.mutate(undefined, {
      onSuccess: () => {
        toast({ type: 'success', header: MSG.editLeague.deletedTitle, content: MSG.editLeague.deletedBody(league.name) });
        navigate('/league-management');
      },
      onError: (err) => toast({ type: 'error', header: MSG.editLeague.deleteError, content: errorText(err) }),
    });
  }

  return (
    <Container header={<Header variant="h2" description="Deleting a league removes its settings, domains and public site for good.">Danger zone</Header>}>
      <Button onClick={() => setOpen(true)}>Delete league</Button>
      <Modal
        visible={open}
        onDismiss={close}
        header="Delete league"
        footer={
          <DialogFooter onCancel={close} cancelDisabled={deleting}>
            <Button variant="primary" onClick={remove} disabled={!confirmed} loading={deleting}>
              Delete
            </Button>
          </DialogFooter>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            remove();
          }}
        >
          <SpaceBetween size="m">
            <Box variant="p">{MSG.editLeague.deleteConfirm(league.name)}</Box>
            {error && <Alert type="error">{error}</Alert>}
            <FormField label={<span>To confirm, type <b>{league.name}</b></span>}>
              <Input value={typed} ariaLabel="League name to confirm" onChange={({ detail }) => setTyped(detail.value)} autoFocus />
            </FormField>
          </SpaceBetween>
        </form>
      </Modal>
    </Container>
  );
}
