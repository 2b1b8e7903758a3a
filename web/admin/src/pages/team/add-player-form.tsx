import { useState, type FormEvent } from 'react';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import type { TeamDetail } from '../../../../../shared/api-contract';
import { addPlayerSchema, TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { api } from '../../api/client';
import { fieldErrors, messageOf, type FieldErrors } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';

const EMPTY = { email: '', position: '', jersey_number: '' };

/** Add player form (spec: user, position, jersey number 0-99): the player is named by their account's e-mail. */
export function AddPlayerForm({ teamId, onAdded }: { teamId: string; onAdded: (team: TeamDetail) => void }) {
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const jersey = values.jersey_number.trim();
    const parsed = addPlayerSchema.safeParse({
      email: values.email,
      position: values.position.trim(),
      // A non-number stays a string so the schema reports it rather than silently dropping it.
      jersey_number: jersey === '' ? '' : Number.isNaN(Number(jersey)) ? jersey : Number(jersey),
    });
    setErrors(fieldErrors(parsed.error));
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { team } = await api.addPlayer(teamId, parsed.data);
      onAdded(team);
      setValues(EMPTY);
      toast({ type: 'success', header: TEAM_MESSAGES.playerAdded });
    } catch (err) {
      toast({ type: 'error', header: TEAM_MESSAGES.addPlayerFailed, content: messageOf(err) });
      // The API names the field ('email: ...'); the form shows the message under it.
      setErrors({ email: messageOf(err).replace(/^email: /, '') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={busy} disabled={busy}>
            Add player
          </Button>
        }
      >
        <Container header={<Header variant="h2" description="The player needs an account; enter the e-mail they signed up with.">Add player</Header>}>
          <ColumnLayout columns={3}>
            <FormField label="Player email" errorText={errors.email}>
              <Input type="email" value={values.email} onChange={({ detail }) => setValues((v) => ({ ...v, email: detail.value }))} />
            </FormField>
            <FormField label="Position" errorText={errors.position} constraintText="Optional.">
              <Input value={values.position} onChange={({ detail }) => setValues((v) => ({ ...v, position: detail.value }))} />
            </FormField>
            <FormField label="Jersey number" errorText={errors.jersey_number} constraintText="Optional, 0 to 99.">
              <Input
                type="number"
                inputMode="numeric"
                value={values.jersey_number}
                onChange={({ detail }) => setValues((v) => ({ ...v, jersey_number: detail.value }))}
              />
            </FormField>
          </ColumnLayout>
        </Container>
      </Form>
    </form>
  );
}
