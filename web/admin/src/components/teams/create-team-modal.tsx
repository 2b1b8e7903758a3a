// Create Team dialog (spec section 2): team name, the team manager (the user-search picker, or an e-mail
// invitation), logo URL, level (only when the league has levels, with 'No Level') and description. Opened from
// the dashboard's Add Team (a league to choose) and from a league's team management panel (that league).
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useController, useWatch } from 'react-hook-form';
import * as z from 'zod';
import type { UserLeagueEntry } from '../../../../../shared/api-contract';
import { createTeamSchema, TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { INVITATION_MESSAGES } from '../../../../../shared/invitation-schema';
import { TeamRoomNotice, useTeamRoom } from './team-room';
import { textArea, textInput } from '../../lib/bound-controls';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useCreateTeam } from './team-hooks';
import { useLevels } from '../levels/level-hooks';
import { LevelSelectField } from '../levels/level-select';
import { FormModal, ModalForm, useFormSave } from '../form-modal';
import { ImageUpload } from '../image-upload';
import { UserSearchPicker, type PickedPerson } from './user-search-picker';

/** The API's body schema, plus the league the dialog picks (it goes in the path). */
const createTeamFormSchema = createTeamSchema.safeExtend({ league_id: z.string().min(1, 'Choose a league') });
type CreateTeamValues = {
  league_id: string; name: string; manager: PickedPerson; manager_email: string; manager_user_id: string;
  logo_url: string; level_id: string; description: string;
};
/** The picker's choice becomes the body's manager_user_id or manager_email. */
const prepare = (v: CreateTeamValues) => ({
  ...v, manager: undefined, manager_user_id: v.manager?.user?.id ?? '', manager_email: v.manager?.email ?? '',
});

interface Props {
  visible: boolean;
  leagues: Pick<UserLeagueEntry, 'id' | 'name'>[];
  onDismiss: () => void;
  onCreated?: () => void;
}

export function CreateTeamModal({ visible, leagues, onDismiss, onCreated }: Props) {
  return (
    <FormModal visible={visible} onDismiss={onDismiss} header="Create Team">
      {/* Each opening starts clean with the first league chosen. */}
      <CreateTeamForm leagues={leagues} onDismiss={onDismiss} onCreated={onCreated} />
    </FormModal>
  );
}

function CreateTeamForm({ leagues, onDismiss, onCreated }: Omit<Props, 'visible'>) {
  const createTeam = useCreateTeam();
  const form = useZodForm<CreateTeamValues, typeof createTeamFormSchema>(createTeamFormSchema, {
    prepare,
    defaultValues: { league_id: leagues[0]?.id ?? '', name: '', manager: null, manager_email: '', manager_user_id: '', logo_url: '', level_id: '', description: '' },
  });
  const manager = useController({ control: form.control, name: 'manager' });
  const managerError = form.formState.errors.manager_email?.message ?? form.formState.errors.manager_user_id?.message;
  const busy = createTeam.isPending;
  // The chosen league's room for a team (its own maximum and the plan's limit), said before submit.
  const leagueId = useWatch({ control: form.control, name: 'league_id' });
  const room = useTeamRoom(leagueId);
  const full = room.full !== null;
  // Spec: the level field shows only when the league has levels, with a 'No Level' option.
  const { data: levels = [] } = useLevels(leagueId);
  const options = leagues.map((l) => ({ value: l.id, label: l.name }));

  const onSubmit = useFormSave(form, { failed: TEAM_MESSAGES.createFailed, onDone: () => { onCreated?.(); onDismiss(); } }, async ({ league_id, ...input }) => {
    const { invited_email } = await createTeam.mutateAsync({ leagueId: league_id, ...input });
    return {
      type: 'success', header: TEAM_MESSAGES.created,
      content: invited_email ? `${INVITATION_MESSAGES.sentTo(invited_email)}. They manage the team once they accept; until then you do.` : undefined,
    };
  });

  return (
    <ModalForm form={form} onSubmit={onSubmit} onCancel={onDismiss} submitLabel="Create Team" busy={busy} submitDisabled={full}>
      {/* A league with no room says so first, before anything is filled in; otherwise the count sits by the submit. */}
      {full && <TeamRoomNotice leagueId={leagueId} room={room} />}
      {leagues.length > 1 && (
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
      )}
      <ZodFormField control={form.control} name="name" label="Team name">
        {textInput()}
      </ZodFormField>
      <ZodFormField
        control={form.control}
        name="manager"
        label="Team manager"
        description="A manager or player of your leagues becomes the manager at once; anyone else is invited by e-mail (your own e-mail makes you the manager)."
        errorText={managerError}
      >
        {() => (
          <UserSearchPicker
            ariaLabel="Team manager"
            value={manager.field.value}
            onChange={(v) => { manager.field.onChange(v); form.clearErrors(['manager_email', 'manager_user_id']); }}
            onBlur={manager.field.onBlur}
            invalid={Boolean(managerError)}
          />
        )}
      </ZodFormField>
      <SpaceBetween size="xs">
        <ZodFormField control={form.control} name="logo_url" label="Logo URL" constraintText="Optional. An http or https address of an image.">
          {textInput({ placeholder: 'https://', inputMode: 'url' })}
        </ZodFormField>
        {/* Or upload the logo to the chosen league's storage: the upload fills the field with its address. */}
        {leagueId && <ImageUpload key={leagueId} leagueId={leagueId} purpose="team-logo" label="Upload logo" onUploaded={(u) => form.setValue('logo_url', u, { shouldDirty: true, shouldValidate: true })} />}
      </SpaceBetween>
      <LevelSelectField control={form.control} levels={levels} room />
      <ZodFormField control={form.control} name="description" label="Description" constraintText="Optional.">
        {textArea(3)}
      </ZodFormField>
      {leagueId && !full && <TeamRoomNotice leagueId={leagueId} room={room} />}
    </ModalForm>
  );
}
