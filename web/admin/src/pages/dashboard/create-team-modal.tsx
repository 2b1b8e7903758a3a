import Form from '@cloudscape-design/components/form';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { z } from 'zod';
import type { UserLeagueEntry } from '../../../../../shared/api-contract';
import { createTeamSchema, TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { INVITATION_MESSAGES } from '../../../../../shared/invitation-schema';
import { useWatch } from 'react-hook-form';
import { LimitNotice } from '../../components/limit-notice';
import { useLimitCheck } from '../../components/usage-banner';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { useCreateTeam } from './hooks';
import { useLevels } from '../../components/levels/level-hooks';
import { FormActions } from '../../components/form-actions';

/** The API's body schema, plus the league the dialog picks (it goes in the path). */
const createTeamFormSchema = createTeamSchema.extend({ league_id: z.string().min(1, 'Choose a league') });
type CreateTeamValues = { league_id: string; name: string; manager_email: string; level_id: string };
const NO_LEVEL = { value: '', label: 'No Level' };

interface Props {
  visible: boolean;
  leagues: UserLeagueEntry[];
  onDismiss: () => void;
  onCreated?: () => void;
}

/** Create Team dialog: a league the user administers, a team name, and the manager's e-mail (yours, or an invitation). */
export function CreateTeamModal({ visible, leagues, onDismiss, onCreated }: Props) {
  return (
    <Modal visible={visible} onDismiss={onDismiss} header="Create Team" closeAriaLabel="Close dialog">
      {/* Mounted while open, so each opening starts clean with the first league chosen. */}
      {visible && <CreateTeamForm leagues={leagues} onDismiss={onDismiss} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateTeamForm({ leagues, onDismiss, onCreated }: Omit<Props, 'visible'>) {
  const toast = useToast();
  const createTeam = useCreateTeam();
  const form = useZodForm<CreateTeamValues, typeof createTeamFormSchema>(createTeamFormSchema, {
    defaultValues: { league_id: leagues[0]?.id ?? '', name: '', manager_email: '', level_id: '' },
  });
  const busy = createTeam.isPending;
  // The chosen league's teams-per-league limit, said before submit.
  const leagueId = useWatch({ control: form.control, name: 'league_id' });
  const teams = useLimitCheck('max_teams', leagueId, Boolean(leagueId));
  const full = teams.data ? !teams.data.allowed : false;
  // Spec: the level field shows only when the league has levels, with a 'No Level' option.
  const { data: levels = [] } = useLevels(leagueId);
  const levelOptions = [NO_LEVEL, ...levels.map((l) => ({
    value: l.id, label: l.name,
    description: l.max_teams_per_level !== null ? `${l.team_count} of ${l.max_teams_per_level} teams` : undefined,
    disabled: l.max_teams_per_level !== null && l.team_count >= l.max_teams_per_level,
  }))];
  const options = leagues.map((l) => ({ value: l.id, label: l.name }));

  const onSubmit = form.handleSubmit(async ({ league_id, ...input }) => {
    try {
      const { invited_email } = await createTeam.mutateAsync({ leagueId: league_id, ...input });
      toast({
        type: 'success', header: TEAM_MESSAGES.created,
        content: invited_email ? `${INVITATION_MESSAGES.sentTo(invited_email)}. They manage the team once they accept; until then you do.` : undefined,
      });
      onCreated?.();
      onDismiss();
    } catch (err) {
      toast({ type: 'error', header: TEAM_MESSAGES.createFailed, content: err instanceof Error ? err.message : String(err) });
      showServerError(form, err);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        errorText={formErrorText(form)}
        actions={
          <FormActions secondaryLabel="Cancel" onSecondary={onDismiss} submitLabel="Create Team" busy={busy} secondaryEnabledWhileBusy submitDisabled={full} />
        }
      >
        <SpaceBetween size="m">
          <ZodFormField control={form.control} name="league_id" label="League">
            {(f) => (
              <Select
                selectedOption={options.find((o) => o.value === f.value) ?? null}
                options={options}
                onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? '')}
                placeholder="Choose a league"
              />
            )}
          </ZodFormField>
          <ZodFormField control={form.control} name="name" label="Team name">
            {(f) => <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
          </ZodFormField>
          <ZodFormField
            control={form.control}
            name="manager_email"
            label="Team manager email"
            description="Your own e-mail makes you the manager. Anyone else gets an e-mailed invitation and manages the team once they accept."
          >
            {(f) => <Input type="email" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
          </ZodFormField>
          {levels.length > 0 && (
            <ZodFormField control={form.control} name="level_id" label="Level" constraintText="Optional.">
              {(f) => (
                <Select
                  selectedOption={levelOptions.find((o) => o.value === f.value) ?? NO_LEVEL}
                  options={levelOptions}
                  onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? '')}
                />
              )}
            </ZodFormField>
          )}
          <LimitNotice limitKey="max_teams" check={teams.data} />
        </SpaceBetween>
      </Form>
    </form>
  );
}
