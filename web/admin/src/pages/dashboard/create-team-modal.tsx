import { useEffect, useState, type FormEvent } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UserLeagueEntry } from '../../../../../shared/api-contract';
import { createTeamSchema, TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { api } from '../../api/client';
import { fieldErrors, messageOf, type FieldErrors } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';

/** Create Team dialog: a league the user administers, a team name, and the manager's account e-mail. */
export function CreateTeamModal({
  visible,
  leagues,
  onDismiss,
  onCreated,
}: {
  visible: boolean;
  leagues: UserLeagueEntry[];
  onDismiss: () => void;
  onCreated: () => void;
}) {
  const toast = useToast();
  const [leagueId, setLeagueId] = useState('');
  const [values, setValues] = useState({ name: '', manager_email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (visible) {
      setLeagueId((id) => id || leagues[0]?.id || '');
      setErrors({});
    }
  }, [visible, leagues]);

  const options = leagues.map((l) => ({ value: l.id, label: l.name }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = createTeamSchema.safeParse(values);
    const next = fieldErrors(parsed.error);
    if (!leagueId) next.league = 'Choose a league';
    setErrors(next);
    if (!parsed.success || !leagueId) return;
    setBusy(true);
    try {
      await api.createTeam(leagueId, parsed.data);
      toast({ type: 'success', header: TEAM_MESSAGES.created });
      setValues({ name: '', manager_email: '' });
      onCreated();
      onDismiss();
    } catch (err) {
      const message = messageOf(err);
      toast({ type: 'error', header: TEAM_MESSAGES.createFailed, content: message });
      const field = /^(name|manager_email): (.*)$/.exec(message);
      setErrors(field ? { [field[1]!]: field[2] } : { form: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal visible={visible} onDismiss={onDismiss} header="Create Team" closeAriaLabel="Close dialog">
      <form onSubmit={onSubmit} noValidate>
        <Form
          errorText={errors.form}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" formAction="none" onClick={onDismiss}>
                Cancel
              </Button>
              <Button variant="primary" formAction="submit" loading={busy} disabled={busy}>
                Create Team
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            <FormField label="League" errorText={errors.league}>
              <Select
                selectedOption={options.find((o) => o.value === leagueId) ?? null}
                options={options}
                onChange={({ detail }) => setLeagueId(detail.selectedOption.value ?? '')}
                placeholder="Choose a league"
              />
            </FormField>
            <FormField label="Team name" errorText={errors.name}>
              <Input value={values.name} onChange={({ detail }) => setValues((v) => ({ ...v, name: detail.value }))} />
            </FormField>
            <FormField
              label="Team manager email"
              errorText={errors.manager_email}
              description="The manager needs an account: enter the e-mail they signed up with (it can be yours)."
            >
              <Input type="email" value={values.manager_email} onChange={({ detail }) => setValues((v) => ({ ...v, manager_email: detail.value }))} />
            </FormField>
            <Box color="text-body-secondary" fontSize="body-s">
              The free plan allows 5 teams per league; paid plans allow more.
            </Box>
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
