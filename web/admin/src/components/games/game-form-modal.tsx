// Add or edit a game by hand: home and away teams (of the season), date and time on the league's clock, venue and
// field of the league's venues, status (a score completes a game: it is entered from the game's Result) and length
// (its calendar event ends then). A field another game uses at that time is refused; the dialog then offers to book
// it anyway (allow_double_booking), deliberately.
import { useState } from 'react';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Select from '@cloudscape-design/components/select';
import TimeInput from '@cloudscape-design/components/time-input';
import { useWatch } from 'react-hook-form';
import type { GameView, LeagueTeamEntry, Season } from '../../../../../shared/api-contract';
import { DEFAULT_GAME_LENGTH, GAME_STATUS_LABELS, gameInputSchema, gameUpdateSchema, type GameStatus } from '../../../../../shared/game-schema';
import type { League } from '../../../../../shared/league-schema';
import { hasErrorCode } from '../../api/client';
import { checkbox, datePicker, numberInput } from '../../lib/bound-controls';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { FormModal, ModalForm, useFormSave } from '../form-modal';
import { useGameWrites } from './games-hooks';

interface GameValues {
  season_id: string;
  level_id: string;
  home_team_id: string;
  away_team_id: string;
  date: string;
  time: string;
  venue_id: string;
  field: string;
  status: GameStatus;
  length_minutes: string;
  allow_double_booking: boolean;
  revision?: number;
}

interface Props {
  league: League;
  season: Season;
  teams: LeagueTeamEntry[];
  game: GameView | null;
  /** A new game's length: the length the season's games have (the generator's), else DEFAULT_GAME_LENGTH. */
  defaultLength?: number | null;
  visible: boolean;
  onDismiss: () => void;
}

const toValues = (season: Season, g: GameView | null, defaultLength: number): GameValues => ({
  season_id: season.id,
  level_id: g?.level_id ?? '',
  home_team_id: g?.home_team_id ?? '',
  away_team_id: g?.away_team_id ?? '',
  date: g?.local_date ?? season.start_date,
  time: g?.local_time ?? '18:00',
  venue_id: g?.venue_id ?? '',
  field: g?.field ?? '',
  status: g?.status ?? 'scheduled',
  length_minutes: String(g ? g.length_minutes ?? DEFAULT_GAME_LENGTH : defaultLength),
  allow_double_booking: false,
  revision: g?.revision,
});

export function GameFormModal({ visible, onDismiss, game, ...rest }: Props) {
  return (
    <FormModal visible={visible} onDismiss={onDismiss} size="medium" header={game ? 'Edit Game' : 'Add Game'}>
      <GameForm key={game?.id ?? 'new'} game={game} onDismiss={onDismiss} {...rest} />
    </FormModal>
  );
}

function GameForm({ league, season, teams, game, defaultLength, onDismiss }: Omit<Props, 'visible'>) {
  const writes = useGameWrites(league.id);
  const schema = game ? gameUpdateSchema : gameInputSchema;
  const form = useZodForm<GameValues, typeof gameUpdateSchema>(schema as typeof gameUpdateSchema, { defaultValues: toValues(season, game, defaultLength ?? DEFAULT_GAME_LENGTH) });
  const venueId = useWatch({ control: form.control, name: 'venue_id' });
  const busy = writes.create.isPending || writes.update.isPending;
  // Once the API says another game uses the field then, the organiser may book it anyway, deliberately.
  const [fieldTaken, setFieldTaken] = useState(false);

  // Games are between teams of the season (its Edit dialog on the Seasons tab chooses them).
  const inSeason = teams.filter((t) => season.team_ids.includes(t.id));
  const teamOptions = inSeason.map((t) => ({ value: t.id, label: t.name, description: t.level_name ?? undefined }));
  const venueOptions = [{ value: '', label: 'No venue' }, ...league.venues.map((v) => ({ value: v.id, label: v.name, description: v.address ?? undefined }))];
  const venue = league.venues.find((v) => v.id === venueId);
  const fieldOptions = [{ value: '', label: 'Any field' }, ...(venue?.fields ?? []).map((f) => ({ value: f, label: f }))];
  const statuses: GameStatus[] = game?.status === 'completed' ? ['completed', 'scheduled', 'in_progress', 'postponed', 'cancelled'] : ['scheduled', 'in_progress', 'postponed', 'cancelled'];
  const statusOptions = statuses.map((s) => ({ value: s, label: GAME_STATUS_LABELS[s] }));

  const onSubmit = useFormSave(form, { failed: game ? 'Could not update the game' : 'Could not add the game', onDone: onDismiss }, async (body) => {
    // A game takes the level of its home team, so the level filter and the standings find it.
    const level_id = inSeason.find((t) => t.id === body.home_team_id)?.level_id ?? null;
    try {
      if (game) await writes.update.mutateAsync({ id: game.id, body: { ...body, level_id } });
      else await writes.create.mutateAsync({ ...body, status: body.status === 'completed' ? 'scheduled' : body.status, level_id });
    } catch (err) {
      if (hasErrorCode(err, 'field_taken')) setFieldTaken(true);
      throw err;
    }
    return { type: 'success', header: game ? 'Game updated' : 'Game added' };
  });

  const teamSelect = (f: { value: string; onChange: (v: string) => void }, label: string) => (
    <Select selectedOption={teamOptions.find((o) => o.value === f.value) ?? null} options={teamOptions} placeholder="Choose a team" ariaLabel={label}
      filteringType="auto" empty="No teams in this season" onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? '')} />
  );

  return (
    <ModalForm form={form} onSubmit={onSubmit} onCancel={onDismiss} submitLabel={game ? 'Save Game' : 'Add Game'} busy={busy}>
      <ColumnLayout columns={2}>
        <ZodFormField control={form.control} name="home_team_id" label="Home team">{(f) => teamSelect(f, 'Home team')}</ZodFormField>
        <ZodFormField control={form.control} name="away_team_id" label="Away team">{(f) => teamSelect(f, 'Away team')}</ZodFormField>
      </ColumnLayout>
      <ColumnLayout columns={2}>
        <ZodFormField control={form.control} name="date" label="Date" constraintText={`Season: ${season.start_date} to ${season.end_date}`}>
          {datePicker('date', 'Date')}
        </ZodFormField>
        <ZodFormField control={form.control} name="time" label="Time" constraintText={`${league.time_zone}, 24-hour clock`}>
          {(f) => <TimeInput value={f.value} onChange={({ detail }) => f.onChange(detail.value)} format="hh:mm" placeholder="hh:mm" ariaLabel="Time" />}
        </ZodFormField>
      </ColumnLayout>
      <ColumnLayout columns={2}>
        <ZodFormField control={form.control} name="venue_id" label="Venue" constraintText={league.venues.length ? undefined : 'Add venues on the league\'s Venues & Standings tab.'}>
          {(f) => (
            <Select selectedOption={venueOptions.find((o) => o.value === f.value) ?? venueOptions[0]!} options={venueOptions} ariaLabel="Venue"
              onChange={({ detail }) => { f.onChange(detail.selectedOption.value ?? ''); form.setValue('field', ''); }} />
          )}
        </ZodFormField>
        <ZodFormField control={form.control} name="field" label="Field or court">
          {(f) => <Select selectedOption={fieldOptions.find((o) => o.value === f.value) ?? fieldOptions[0]!} options={fieldOptions} disabled={!venue} ariaLabel="Field or court" onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? '')} />}
        </ZodFormField>
      </ColumnLayout>
      <ColumnLayout columns={2}>
        <ZodFormField control={form.control} name="status" label="Status" constraintText="Entering a score completes a game.">
          {(f) => <Select selectedOption={statusOptions.find((o) => o.value === f.value) ?? null} options={statusOptions} ariaLabel="Status" onChange={({ detail }) => f.onChange(detail.selectedOption.value as GameStatus)} />}
        </ZodFormField>
        <ZodFormField control={form.control} name="length_minutes" label="Game length (minutes)" constraintText="Calendar events end then.">
          {numberInput({ ariaLabel: 'Game length (minutes)' })}
        </ZodFormField>
      </ColumnLayout>
      {fieldTaken && (
        <ZodFormField control={form.control} name="allow_double_booking" label="Double booking" description="Another game uses this field at that time (named below).">
          {checkbox('Book this field anyway: both games use it at once')}
        </ZodFormField>
      )}
    </ModalForm>
  );
}
