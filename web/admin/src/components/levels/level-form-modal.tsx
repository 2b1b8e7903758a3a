// Create Level and Edit Level dialogs (spec section 5): name, type, ages (age levels), skill 1-10 (skill levels),
// description and an optional maximum of teams. Age and skill types need their plan features; without them the
// type is offered with the spec's upgrade message and cannot be chosen.
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { useWatch } from 'react-hook-form';
import type { Level } from '../../../../../shared/api-contract';
import { LEVEL_GENDER_LABEL, LEVEL_GENDERS, LEVEL_MESSAGES, LEVEL_TYPE_LABEL, LEVEL_TYPES, levelInputSchema, type LevelGender, type LevelType } from '../../../../../shared/level-schema';
import { hasFeature } from '../../../../../shared/plan-catalogue';
import { numberInput, selectOf, textArea, textInput } from '../../lib/bound-controls';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useSubscription } from '../../subscription/subscription-store';
import { FormModal, ModalForm, useRowSave } from '../form-modal';
import { useLevelWrites } from './level-hooks';

interface LevelValues {
  name: string;
  level_type: LevelType;
  age_min: string;
  age_max: string;
  skill_level: string;
  description: string;
  max_teams_per_level: string;
  gender: LevelGender;
}

const num = (v: string) => (v.trim() === '' ? '' : Number.isNaN(Number(v)) ? v : Number(v));
/** Inputs hold text; the schema takes numbers (a non-number stays text so the schema names it). */
const toBody = (v: LevelValues) => ({
  ...v, age_min: num(v.age_min), age_max: num(v.age_max), skill_level: num(v.skill_level), max_teams_per_level: num(v.max_teams_per_level),
});
const text = (n: number | null) => (n === null ? '' : String(n));
const toValues = (l: Level | null): LevelValues => ({
  name: l?.name ?? '', level_type: l?.level_type ?? 'custom', age_min: text(l?.age_min ?? null), age_max: text(l?.age_max ?? null),
  skill_level: text(l?.skill_level ?? null), description: l?.description ?? '', max_teams_per_level: text(l?.max_teams_per_level ?? null),
  gender: l?.gender ?? 'any',
});
const GENDER_OPTIONS = LEVEL_GENDERS.map((g) => ({ value: g, label: LEVEL_GENDER_LABEL[g] }));

interface Props { leagueId: string; level: Level | null; visible: boolean; onDismiss: () => void }

export function LevelFormModal({ leagueId, level, visible, onDismiss }: Props) {
  return (
    <FormModal visible={visible} onDismiss={onDismiss} header={level ? 'Edit Level' : 'Create Level'}>
      <LevelForm leagueId={leagueId} level={level} onDismiss={onDismiss} />
    </FormModal>
  );
}

function LevelForm({ leagueId, level, onDismiss }: Omit<Props, 'visible'>) {
  const { current } = useSubscription();
  const writes = useLevelWrites(leagueId);
  const form = useZodForm<LevelValues, typeof levelInputSchema>(levelInputSchema, { defaultValues: toValues(level), prepare: toBody });
  const [type, name] = useWatch({ control: form.control, name: ['level_type', 'name'] });
  const allowed: Record<LevelType, boolean> = {
    custom: true,
    age: Boolean(current && hasFeature(current.plan, 'has_age_level_management')),
    skill: Boolean(current && hasFeature(current.plan, 'has_skill_level_management')),
  };
  const upgrade: Partial<Record<LevelType, string>> = { age: LEVEL_MESSAGES.ageUpgrade, skill: LEVEL_MESSAGES.skillUpgrade };
  const options = LEVEL_TYPES.map((t) => ({
    value: t, label: LEVEL_TYPE_LABEL[t], disabled: !allowed[t] && level?.level_type !== t, description: allowed[t] ? undefined : upgrade[t],
  }));
  const busy = writes.create.isPending || writes.update.isPending;

  const onSubmit = useRowSave(form, { writes, row: level, messages: LEVEL_MESSAGES, onDone: onDismiss });

  return (
    <ModalForm
      form={form} onSubmit={onSubmit} onCancel={onDismiss} submitLabel={level ? 'Save Level' : 'Create Level'} busy={busy}
      submitDisabled={!name?.trim()}
    >
      <ZodFormField control={form.control} name="name" label="Level name">
        {textInput({ placeholder: 'e.g. Under 12, Division A' })}
      </ZodFormField>
      <ZodFormField control={form.control} name="level_type" label="Level type">
        {selectOf(options)}
      </ZodFormField>
      {type === 'age' && (
        <ColumnLayout columns={2}>
          <ZodFormField control={form.control} name="age_min" label="Minimum age" constraintText="Optional.">{numberInput()}</ZodFormField>
          <ZodFormField control={form.control} name="age_max" label="Maximum age" constraintText="Optional.">{numberInput()}</ZodFormField>
        </ColumnLayout>
      )}
      {type === 'skill' && (
        <ZodFormField control={form.control} name="skill_level" label="Skill level" constraintText="1 (beginner) to 10 (elite).">{numberInput()}</ZodFormField>
      )}
      <ZodFormField control={form.control} name="gender" label="Who it is for" constraintText="Automatic level assignment places only women or only men in a level for them.">
        {selectOf(GENDER_OPTIONS)}
      </ZodFormField>
      <ZodFormField control={form.control} name="description" label="Description" constraintText="Optional.">
        {textArea(3)}
      </ZodFormField>
      <ZodFormField control={form.control} name="max_teams_per_level" label="Maximum teams" constraintText="Optional: leave empty for unlimited.">
        {numberInput()}
      </ZodFormField>
    </ModalForm>
  );
}
