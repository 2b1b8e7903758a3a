// Where a message leads (a game, a page of the site, the registration form) and when it goes (now, or later in the
// writer's time): the same two fields on the organiser's compose form and a team manager's form, turned into the
// API's `link` and `send_at` (shared/messages-schema.ts checks them on both sides).
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import type { MessageLink } from '../../../../../shared/messages-schema';

export interface LinkAndTime { linkTo: string; linkId: string | null; when: string; date: string; time: string }
export const NO_LINK_NOW: LinkAndTime = { linkTo: 'none', linkId: null, when: 'now', date: '', time: '' };

const LINK_OPTIONS = [
  { value: 'none', label: 'No link' }, { value: 'game', label: 'A game' }, { value: 'page', label: 'A page of the site' }, { value: 'registration', label: 'The registration form' },
];

export const pick = (options: SelectProps.Option[], value: string | null) => options.find((o) => o.value === value) ?? null;

/** The link as the API takes it (null: none, or its game or page is not chosen yet). */
export function linkOf(v: LinkAndTime): MessageLink | null {
  if (v.linkTo === 'registration') return { to: 'registration' };
  if (v.linkTo === 'game' && v.linkId) return { to: 'game', game_id: v.linkId };
  if (v.linkTo === 'page' && v.linkId) return { to: 'page', page_slug: v.linkId };
  return null;
}

/** The send time as the API takes it: null for now, '' while "later" lacks a date or time (the schema refuses it). */
export const sendAtOf = (v: LinkAndTime): string | null =>
  (v.when === 'later' ? (v.date && v.time ? new Date(`${v.date}T${v.time}`).toISOString() : '') : null);

/** A date and a time for <DatePicker>/<TimeInput> from an ISO instant, in the browser's time zone. */
export function localParts(iso: string): { date: string; time: string } {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`, time: `${two(d.getHours())}:${two(d.getMinutes())}` };
}

/** "A date and a time": the pickers of "Later (your time)" and of a scheduled message's edit. */
export function DateAndTime({ date, time, onChange }: { date: string; time: string; onChange: (next: { date: string; time: string }) => void }) {
  return (
    <SpaceBetween size="xs" direction="horizontal">
      <DatePicker value={date} onChange={({ detail }) => onChange({ date: detail.value, time })} placeholder="YYYY/MM/DD" />
      <TimeInput value={time} onChange={({ detail }) => onChange({ date, time: detail.value })} format="hh:mm" placeholder="hh:mm" />
    </SpaceBetween>
  );
}

export function LinkAndTimeFields({ value, onChange, games, pages, errors }: {
  value: LinkAndTime;
  onChange: (next: LinkAndTime) => void;
  games: SelectProps.Option[];
  pages: SelectProps.Option[];
  errors: Record<string, string>;
}) {
  const targets = value.linkTo === 'game' ? games : value.linkTo === 'page' ? pages : [];
  return (
    <>
      <FormField label="Link" errorText={errors.link}>
        <SpaceBetween size="xs">
          <Select
            selectedOption={pick(LINK_OPTIONS, value.linkTo)} options={LINK_OPTIONS}
            onChange={({ detail }) => onChange({ ...value, linkTo: detail.selectedOption.value ?? 'none', linkId: null })}
          />
          {(value.linkTo === 'game' || value.linkTo === 'page') && (
            <Select
              selectedOption={pick(targets, value.linkId)} options={targets} placeholder="Choose" empty="Nothing to link to yet"
              onChange={({ detail }) => onChange({ ...value, linkId: detail.selectedOption.value ?? null })}
            />
          )}
        </SpaceBetween>
      </FormField>
      <FormField label="Send" errorText={errors.send_at}>
        <SpaceBetween size="xs">
          <RadioGroup
            value={value.when} onChange={({ detail }) => onChange({ ...value, when: detail.value })}
            items={[{ value: 'now', label: 'Now' }, { value: 'later', label: 'Later (your time)' }]}
          />
          {value.when === 'later' && <DateAndTime date={value.date} time={value.time} onChange={(dt) => onChange({ ...value, ...dt })} />}
        </SpaceBetween>
      </FormField>
    </>
  );
}
