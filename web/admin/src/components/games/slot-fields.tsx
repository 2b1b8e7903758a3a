// When and where generated games go, as the schedule generator and the playoffs dialog both ask it: the days
// (from, until, weekdays), the start times and length, and the venues' fields; and how those inputs become the
// body the API takes.
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Control, FieldErrors } from 'react-hook-form';
import type { League } from '../../../../../shared/league-schema';
import { datePicker, numberInput, textInput } from '../../lib/bound-controls';
import { ZodFormField } from '../../lib/zod-form-field';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface SlotValues {
  start_date: string;
  end_date: string;
  weekdays: number[];
  time_slots: string;
  game_length_minutes: string;
  /** "venueId\u0000field" of every field chosen. */
  fields: string[];
}

/** Every field of every venue of the league: all chosen at first. */
export const allFields = (league: League) => league.venues.flatMap((v) => v.fields.map((f) => `${v.id}\u0000${f}`));

/** '10:00, 12:00' (commas or spaces) to ['10:00', '12:00']. */
export const list = (s: string) => s.split(/[\s,]+/).map((x) => x.trim()).filter(Boolean);

/** The chosen fields grouped by venue, as the API takes them. */
export function venuesOf(fields: string[]) {
  const venues = new Map<string, string[]>();
  for (const f of fields) {
    const [venue_id, field] = f.split('\u0000') as [string, string];
    venues.set(venue_id, [...(venues.get(venue_id) ?? []), field]);
  }
  return [...venues].map(([venue_id, chosen]) => ({ venue_id, fields: chosen }));
}

interface Props<T extends SlotValues, O> {
  control: Control<T, unknown, O>;
  errors: FieldErrors<T>;
  league: League;
  /** Under From: what an empty first day means. */
  fromHint?: string;
  weekdaysHint?: string;
}

export function SlotFields<T extends SlotValues, O>({ control: formControl, errors, league, fromHint, weekdaysHint }: Props<T, O>) {
  // The dialog's form has more fields; only these are bound here.
  const control = formControl as unknown as Control<SlotValues, unknown, unknown>;
  return (
    <>
      <ColumnLayout columns={2}>
        <ZodFormField control={control} name="start_date" label="From" constraintText={fromHint}>{datePicker('first day', 'From')}</ZodFormField>
        <ZodFormField control={control} name="end_date" label="Until">{datePicker('last day', 'Until')}</ZodFormField>
      </ColumnLayout>
      <ZodFormField control={control} name="weekdays" label="Weekdays" constraintText={weekdaysHint}>
        {(f) => (
          <SpaceBetween direction="horizontal" size="m">
            {WEEKDAYS.map((d, i) => (
              <Checkbox key={d} checked={f.value.includes(i)} onChange={({ detail }) => f.onChange(detail.checked ? [...f.value, i].sort() : f.value.filter((x) => x !== i))}>{d}</Checkbox>
            ))}
          </SpaceBetween>
        )}
      </ZodFormField>
      <ColumnLayout columns={2}>
        <ZodFormField control={control} name="time_slots" label="Time slots" constraintText="Start times, 24-hour clock, separated by commas.">
          {textInput({ placeholder: '10:00, 12:00', ariaLabel: 'Time slots' })}
        </ZodFormField>
        <ZodFormField control={control} name="game_length_minutes" label="Game length (minutes)">{numberInput({ ariaLabel: 'Game length (minutes)' })}</ZodFormField>
      </ColumnLayout>
      <ZodFormField control={control} name="fields" label="Venues and fields" errorText={(errors as Record<string, { message?: string } | undefined>).venues?.message}
        constraintText={league.venues.length ? undefined : 'The league has no venues yet: add them on its Venues & Standings tab.'}>
        {(f) => (
          <SpaceBetween size="xs">
            {league.venues.map((v) => (
              <SpaceBetween key={v.id} direction="horizontal" size="m">
                <Box fontWeight="bold">{v.name}</Box>
                {v.fields.map((field) => {
                  const k = `${v.id}\u0000${field}`;
                  return <Checkbox key={k} checked={f.value.includes(k)} onChange={({ detail }) => f.onChange(detail.checked ? [...f.value, k] : f.value.filter((x) => x !== k))}>{field}</Checkbox>;
                })}
              </SpaceBetween>
            ))}
          </SpaceBetween>
        )}
      </ZodFormField>
    </>
  );
}
