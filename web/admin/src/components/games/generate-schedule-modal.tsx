// Generate schedule (plan feature has_auto_scheduling): a single or double round robin for the season, for one
// level or the whole league, on the chosen weekdays, time slots, venues and fields, skipping blackout dates. The
// admin sees the proposed games first (Preview), then saves them; completed games are kept as they are.
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import type { GeneratedGameView, LeagueTeamEntry, Level, ResponseOf, Season } from '../../../../../shared/api-contract';
import { ROUND_ROBIN_FORMATS, ROUND_ROBIN_LABELS, scheduleRequestSchema, type RoundRobinFormat } from '../../../../../shared/game-schema';
import { isPublished } from '../../../../../shared/league-constants';
import type { League } from '../../../../../shared/league-schema';
import { numberInput, textInput } from '../../lib/bound-controls';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { gameWhen } from './game-display';
import { allFields, list, SlotFields, venuesOf, type SlotValues } from './slot-fields';
import { chosenOption, levelOptions } from '../levels/level-select';
import { useScheduleWrites } from './games-hooks';
import { Pages } from '../container-table';
import { useFormSave } from '../form-modal';
import { DialogFooter } from '../dialog-footer';

const WHOLE_LEAGUE = '';

interface Values extends SlotValues {
  level_id: string;
  format: RoundRobinFormat;
  blackout_dates: string;
  cross_division_games: string;
}

const prepare = (v: Values) => ({
  level_id: v.level_id || null,
  format: v.format,
  start_date: v.start_date || undefined,
  end_date: v.end_date || undefined,
  weekdays: v.weekdays,
  time_slots: list(v.time_slots),
  game_length_minutes: v.game_length_minutes.trim() === '' ? undefined : Number(v.game_length_minutes),
  venues: venuesOf(v.fields),
  blackout_dates: list(v.blackout_dates),
  // Text the schema names when it is not a whole number; empty is none.
  cross_division_games: v.cross_division_games.trim() === '' ? 0 : Number.isNaN(Number(v.cross_division_games)) ? v.cross_division_games : Number(v.cross_division_games),
});

interface Props { league: League; season: Season; levels: Level[]; teams: LeagueTeamEntry[]; onDismiss: () => void }

export function GenerateScheduleModal({ league, season, levels, teams, onDismiss }: Props) {
  const writes = useScheduleWrites(league.id, season.id);
  const [preview, setPreview] = useState<ResponseOf<'previewSchedule'> | null>(null);
  const form = useZodForm<Values, typeof scheduleRequestSchema>(scheduleRequestSchema, {
    prepare,
    defaultValues: {
      level_id: WHOLE_LEAGUE, format: 'single', start_date: season.start_date, end_date: season.end_date, weekdays: [6],
      time_slots: '10:00, 12:00', game_length_minutes: '90',
      fields: allFields(league), blackout_dates: '', cross_division_games: '0',
    },
  });
  const levelChoices = levelOptions(levels, { first: { value: WHOLE_LEAGUE, label: 'Whole league' } });
  const inSeason = teams.filter((t) => season.team_ids.includes(t.id));
  const divided = levels.filter((l) => l.divisions.length >= 2).map((l) => l.name);

  const onPreview = form.handleSubmit(async (body) => {
    try {
      setPreview(await writes.preview.mutateAsync(body));
    } catch (err) {
      showServerError(form, err);
    }
  });
  const onSave = useFormSave(form, { failed: 'Could not save the schedule', onDone: onDismiss }, async (body) => {
    const saved = await writes.save.mutateAsync(body);
    // Managers hear once they can see the games: while the league is a draft or the season upcoming, they hear then.
    const waiting = [season.status !== 'active' && 'the season is activated', !isPublished(league.status) && 'the league is published'].filter(Boolean).join(' and ');
    const told = waiting ? `managers are e-mailed the schedule once ${waiting}` : `${saved.notified_count} managers told by e-mail`;
    return { type: 'success', header: 'Schedule saved', content: `${saved.created_count} games created, ${saved.kept_count} completed games kept; ${told}.` };
  });

  return (
    <Modal visible onDismiss={onDismiss} size="max" header={`Generate schedule: ${season.name}`} closeAriaLabel="Close dialog"
      footer={
        <DialogFooter onCancel={onDismiss}>
          {preview ? (
            <>
              <Button onClick={() => setPreview(null)}>Change settings</Button>
              <Button variant="primary" loading={writes.save.isPending} onClick={() => void onSave()}>Save schedule</Button>
            </>
          ) : (
            <Button variant="primary" loading={writes.preview.isPending} onClick={() => void onPreview()}>Preview</Button>
          )}
        </DialogFooter>
      }>
      {preview ? <Preview preview={preview} /> : (
        <form onSubmit={(e) => { e.preventDefault(); void onPreview(); }} noValidate>
          <Form errorText={formErrorText(form)}>
            <SpaceBetween size="m">
              <Alert type="info">Regenerating keeps completed games and their results; the games not yet completed are replaced. Times are in {league.time_zone}.</Alert>
              <ColumnLayout columns={2}>
                <ZodFormField control={form.control} name="level_id" label="Teams" constraintText={`${inSeason.length} teams take part in ${season.name}. Teams play only teams of their own level; for the whole league, each level on its own and the teams without a level together.`}>
                  {(f) => <Select selectedOption={chosenOption(levelChoices, f.value)} options={levelChoices} ariaLabel="Teams" onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? '')} />}
                </ZodFormField>
                <ZodFormField control={form.control} name="format" label="Format">
                  {(f) => <RadioGroup value={f.value} onChange={({ detail }) => f.onChange(detail.value as RoundRobinFormat)} items={ROUND_ROBIN_FORMATS.map((r) => ({ value: r, label: ROUND_ROBIN_LABELS[r] }))} />}
                </ZodFormField>
              </ColumnLayout>
              <SlotFields control={form.control} errors={form.formState.errors} league={league} />
              <ZodFormField control={form.control} name="blackout_dates" label="Blackout dates" constraintText="Days without games, yyyy-mm-dd, separated by commas (optional).">
                {textInput({ placeholder: '2026-12-25, 2027-01-01', ariaLabel: 'Blackout dates' })}
              </ZodFormField>
              {divided.length > 0 && (
                <ZodFormField control={form.control} name="cross_division_games" label="Cross-division games per team"
                  constraintText={`${divided.join(', ')} ${divided.length === 1 ? 'is' : 'are'} split into divisions: each division plays its own round robin, and each team this many games against the level's other divisions (0: none).`}>
                  {numberInput({ ariaLabel: 'Cross-division games per team' })}
                </ZodFormField>
              )}
            </SpaceBetween>
          </Form>
        </form>
      )}
    </Modal>
  );
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const groupName = (g: { level_name: string | null }) => g.level_name ?? 'Teams without a level';
const groupText = (g: ResponseOf<'previewSchedule'>['groups'][number]) => `${groupName(g)} (${count(g.team_count, 'team')}, ${count(g.games_count, 'game')})`;

function Preview({ preview }: { preview: ResponseOf<'previewSchedule'> }) {
  const { items, paginationProps, collectionProps } = useCollection(preview.games, { pagination: { pageSize: 25 } });
  return (
    <SpaceBetween size="m">
      <Alert type="info" header="Preview: nothing is saved yet">
        {preview.games.length} games in {preview.rounds} rounds ({preview.format} round robin). {preview.kept_count} completed games are kept;
        {' '}{preview.replaced_count} games not yet completed will be replaced.
        {preview.byes.length > 0 && ` ${preview.byes.length} byes (a team without a game in a round).`}
      </Alert>
      <Box data-testid="schedule-groups">
        Teams play only teams of their own level: {preview.groups.map(groupText).join('; ')}.
        {preview.skipped.map((g) => ` ${groupName(g)}: ${count(g.team_count, 'team')} in this season, no games (2 teams are needed).`).join('')}
        {preview.cross_division_count > 0 && ` ${count(preview.cross_division_count, 'game')} between divisions.`}
      </Box>
      <Table<GeneratedGameView>
        {...collectionProps}
        items={items}
        variant="embedded"
        wrapLines
        header={<Box variant="h3">Proposed games</Box>}
        pagination={<Pages {...paginationProps} />}
        columnDefinitions={[
          { id: 'round', header: 'Round', cell: (g) => g.round },
          { id: 'when', header: `Date and time (${preview.time_zone})`, cell: (g) => gameWhen(g) },
          { id: 'home', header: 'Home', isRowHeader: true, cell: (g) => g.home_team.name },
          { id: 'away', header: 'Away', cell: (g) => g.away_team.name },
          { id: 'where', header: 'Venue and field', cell: (g) => `${g.venue_name} - ${g.field}` },
        ]}
      />
    </SpaceBetween>
  );
}
