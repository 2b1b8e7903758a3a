// Edit Team: every team field (spec section 3) in one dialog, reusable wherever a team is edited (the team
// management panel, the team details dialog, the team page's Edit Team). Only changed fields are sent; the level
// shows when the caller may read the league's levels (its admin) and the league has some.
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TeamSummary } from '../../../../../shared/api-contract';
import { TEAM_MESSAGES, updateTeamSchema } from '../../../../../shared/team-schema';
import { useLevels } from '../levels/level-hooks';
import { LevelSelectField } from '../levels/level-select';
import { FormModal, ModalForm, useFormSave } from '../form-modal';
import { ImageUpload } from '../image-upload';
import { datePicker, numberInput } from '../../lib/bound-controls';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { ZodTextField } from '../../lib/zod-text-field';
import { useTeamWrites } from './team-hooks';

type EditTeamValues = {
  name: string; description: string; logo_url: string; founded_date: string; home_venue: string;
  website_url: string; max_roster_size: string; level_id: string;
};

const toValues = (t: TeamSummary): EditTeamValues => ({
  name: t.name, description: t.description ?? '', logo_url: t.logo_url ?? '', founded_date: t.founded_date ?? '',
  home_venue: t.home_venue ?? '', website_url: t.website_url ?? '',
  max_roster_size: t.max_roster_size === null ? '' : String(t.max_roster_size), level_id: t.level_id ?? '',
});

/** Text inputs hold numbers as text: a typed roster size is parsed here, empty stays empty (no limit). */
const prepare = (v: EditTeamValues) => ({
  ...v, max_roster_size: v.max_roster_size.trim() === '' ? '' : Number(v.max_roster_size),
});

interface Props {
  team: TeamSummary | null;
  visible: boolean;
  onDismiss: () => void;
  onSaved?: () => void;
  /** Show the level field (the league admin: the levels route is theirs). */
  withLevel?: boolean;
}

export function EditTeamModal({ team, visible, onDismiss, onSaved, withLevel = false }: Props) {
  return (
    <FormModal visible={visible && team !== null} onDismiss={onDismiss} header="Edit Team" size="medium">
      {team && <EditTeamForm key={team.id} team={team} onDismiss={onDismiss} onSaved={onSaved} withLevel={withLevel} />}
    </FormModal>
  );
}

function EditTeamForm({ team, onDismiss, onSaved, withLevel }: { team: TeamSummary; onDismiss: () => void; onSaved?: () => void; withLevel: boolean }) {
  const writes = useTeamWrites(team.league_id);
  const form = useZodForm<EditTeamValues, typeof updateTeamSchema>(updateTeamSchema, { prepare, defaultValues: toValues(team) });
  const { data: levels = [] } = useLevels(withLevel ? team.league_id : '');

  const onSubmit = useFormSave(form, { failed: TEAM_MESSAGES.updateFailed, onDone: () => { onSaved?.(); onDismiss(); } }, async (values) => {
    // Only what changed is sent (PATCH): a field left alone is never overwritten by a stale copy.
    const parsed = updateTeamSchema.safeParse(prepare(toValues(team)));
    const before: Record<string, unknown> = parsed.success ? parsed.data : {};
    const changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => before[k] !== v));
    if (!withLevel) delete changed.level_id;
    if (Object.keys(changed).length > 0) await writes.update.mutateAsync({ teamId: team.id, body: changed });
    return { type: 'success', header: TEAM_MESSAGES.updated };
  });

  const url = (name: 'logo_url' | 'website_url', label: string) => (
    <ZodTextField control={form.control} name={name} label={label} constraintText="Optional. An http or https address." input={{ placeholder: 'https://', inputMode: 'url' }} />
  );

  return (
    <ModalForm form={form} onSubmit={onSubmit} onCancel={onDismiss} submitLabel="Save changes" busy={writes.update.isPending}>
      <ZodTextField control={form.control} name="name" label="Team name" />
      <ZodTextField control={form.control} name="description" label="Description" constraintText="Optional." rows={3} />
      <SpaceBetween size="xs">
        {url('logo_url', 'Logo URL')}
        {/* Outside the field (its own control and label): the upload fills the field with the image's address. */}
        <ImageUpload leagueId={team.league_id} purpose="team-logo" label="Upload logo" onUploaded={(u) => form.setValue('logo_url', u, { shouldDirty: true, shouldValidate: true })} />
      </SpaceBetween>
      {url('website_url', 'Website URL')}
      <ZodTextField control={form.control} name="home_venue" label="Home venue" constraintText="Optional." />
      <ZodFormField control={form.control} name="founded_date" label="Founded date" constraintText="Optional. Use YYYY/MM/DD format.">
        {datePicker('founded date')}
      </ZodFormField>
      <ZodFormField control={form.control} name="max_roster_size" label="Max roster size" constraintText="Optional. Empty means the plan's players-per-team limit only.">
        {numberInput()}
      </ZodFormField>
      {withLevel && <LevelSelectField control={form.control} levels={levels} />}
    </ModalForm>
  );
}
