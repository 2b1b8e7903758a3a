// A league's levels as choices, written once: the options every level Select and Multiselect offers (with the
// screen's own first and last entries, e.g. 'Whole league' or 'No level'), and the Level field of the team forms.
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import type { Control } from 'react-hook-form';
import { ZodFormField } from '../../lib/zod-form-field';

/** What a level choice needs; a level of the league's list also says how full it is. */
interface LevelChoice { id: string; name: string; team_count?: number; max_teams_per_level?: number | null }

const isFull = (l: LevelChoice) => l.max_teams_per_level != null && l.team_count !== undefined && l.team_count >= l.max_teams_per_level;

/**
 * One option a level, between the screen's own entries. With `room`, a level with a team limit says how full it
 * is, and a full one cannot be chosen.
 */
export function levelOptions(levels: LevelChoice[], { first, last, room = false }: { first?: SelectProps.Option; last?: SelectProps.Option; room?: boolean } = {}): SelectProps.Option[] {
  const options = levels.map((l): SelectProps.Option => (room && l.max_teams_per_level != null
    ? { value: l.id, label: l.name, description: `${l.team_count ?? 0} of ${l.max_teams_per_level} teams`, disabled: isFull(l) }
    : { value: l.id, label: l.name }));
  return [...(first ? [first] : []), ...options, ...(last ? [last] : [])];
}

/** The option of this value, or the first one (the screen's 'all' or 'none' entry). */
export const chosenOption = (options: SelectProps.Option[], value: string) => options.find((o) => o.value === value) ?? options[0]!;

const NO_LEVEL = { value: '', label: 'No Level' };

/**
 * A team form's optional Level field ('No Level' first): shown only when the league has levels (spec section 2).
 * With `room`, full levels cannot be chosen.
 */
export function LevelSelectField<T extends { level_id: string }, O>({ control, levels, room }: { control: Control<T, unknown, O>; levels: LevelChoice[]; room?: boolean }) {
  if (levels.length === 0) return null;
  // The form holds other fields too; only level_id is bound here.
  const bound = control as unknown as Control<{ level_id: string }, unknown, unknown>;
  const options = levelOptions(levels, { first: NO_LEVEL, room });
  return (
    <ZodFormField control={bound} name="level_id" label="Level" constraintText="Optional.">
      {(f) => <Select selectedOption={chosenOption(options, f.value)} options={options} onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? '')} />}
    </ZodFormField>
  );
}
