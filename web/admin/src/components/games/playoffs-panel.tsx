// The Schedule tab's Playoffs for the chosen season: each stage's bracket (who plays whom, when and where, results,
// champion), Create playoffs (format, teams seeded from the standings or by hand, third place, pools, slots) and
// Delete. Results are entered on the games themselves (the Result button), which advances the bracket.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { LeagueTeamEntry, Level, Season } from '../../../../../shared/api-contract';
import type { League } from '../../../../../shared/league-schema';
import {
  BRACKET_FORMAT_LABELS, BRACKET_FORMAT_OF_LEAGUE, BRACKET_FORMATS, playoffCreateSchema,
  type BracketFormat, type BracketGame, type PlayoffStageView, type Seeding,
} from '../../../../../shared/playoff-schema';
import { messageOf } from '../../lib/form-errors';
import { formErrorText, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import { useFormSave } from '../form-modal';
import { usePlayoffWrites, useSeasonPlayoffs } from './games-hooks';
import { allFields, list, SlotFields, venuesOf, type SlotValues } from './slot-fields';
import { chosenOption, levelOptions } from '../levels/level-select';
import { DialogFooter } from '../dialog-footer';

const WHOLE_LEAGUE = '';

interface Props { league: League; season: Season; levels: Level[]; teams: LeagueTeamEntry[]; onOpenGame: (gameId: string) => void }

export function PlayoffsPanel({ league, season, levels, teams, onOpenGame }: Props) {
  const toast = useToast();
  const { data, isPending, error } = useSeasonPlayoffs(league.id, season.id);
  const writes = usePlayoffWrites(league.id, season.id);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PlayoffStageView | null>(null);
  const stages = data?.stages ?? [];

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await writes.remove.mutateAsync(deleting.id);
      toast({ type: 'success', header: 'Playoffs deleted' });
      setDeleting(null);
    } catch (err) {
      toast({ type: 'error', header: 'Could not delete the playoffs', content: messageOf(err) });
    }
  }

  return (
    <SpaceBetween size="l">
      <Container header={
        <Header variant="h2" description={error ? messageOf(error) : 'Brackets seeded from the standings (or by hand); each confirmed result moves the winner on at once.'}
          actions={<Button onClick={() => setCreating(true)}>Create playoffs</Button>}>
          Playoffs
        </Header>
      }>
        {!isPending && stages.length === 0 && <Box color="text-body-secondary">No playoffs in {season.name} yet.</Box>}
      </Container>
      {stages.map((s) => <StageBracket key={s.id} stage={s} onOpenGame={onOpenGame} onDelete={() => setDeleting(s)} />)}
      {creating && <CreatePlayoffsModal league={league} season={season} levels={levels} teams={teams} onDismiss={() => setCreating(false)} />}
      <ConfirmDeleteModal visible={deleting !== null} header="Delete Playoffs" busy={writes.remove.isPending} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()}>
        Are you sure you want to delete {deleting?.name}? Its games and their results go with it (they never counted in the standings). This action cannot be undone.
      </ConfirmDeleteModal>
    </SpaceBetween>
  );
}

const side = (s: BracketGame['home']) => (s.team ? `${s.seed ? `(${s.seed}) ` : ''}${s.team.name}` : s.from);
const scoreOf = (g: BracketGame) => {
  if (g.home_score === null || g.away_score === null) return '-';
  const tb = g.home_tiebreak !== null && g.away_tiebreak !== null ? ` (${g.decided_by === 'shootout' ? 'shoot-out' : 'tie-break'} ${g.home_tiebreak} - ${g.away_tiebreak})` : '';
  return `${g.home_score} - ${g.away_score}${tb}${g.decided_by === 'extra_time' ? ' after extra time' : ''}`;
};

/** One stage's bracket as a table in play order (the public site draws it as a bracket). */
function StageBracket({ stage, onOpenGame, onDelete }: { stage: PlayoffStageView; onOpenGame: (id: string) => void; onDelete: () => void }) {
  const title = `${stage.name}${stage.level_name ? ` - ${stage.level_name}` : ''}`;
  return (
    <Table<BracketGame>
      variant="container"
      wrapLines
      trackBy="id"
      items={[...stage.games].sort((a, b) => a.order - b.order)}
      ariaLabels={{ tableLabel: `${title} bracket` }}
      header={
        <Header variant="h3" actions={<Button onClick={onDelete}>Delete</Button>}
          description={`${BRACKET_FORMAT_LABELS[stage.format]}; seeded ${stage.seeding === 'standings' ? 'from the standings' : 'by hand'}: ${stage.seeds.map((s) => `${s.seed}. ${s.team.name}`).join(', ')}.${stage.byes.length ? ` Byes: seeds ${stage.byes.join(', ')}.` : ''}${stage.champion ? ` Champion: ${stage.champion.name}.` : ''}`}>
          {title}
        </Header>
      }
      columnDefinitions={[
        { id: 'game', header: 'Game', isRowHeader: true, cell: (g) => `${g.label}${g.needed ? '' : ' (if needed)'}` },
        { id: 'home', header: 'Home', cell: (g) => side(g.home) },
        { id: 'away', header: 'Away', cell: (g) => side(g.away) },
        { id: 'when', header: 'Date and time', cell: (g) => `${g.local_date} ${g.local_time}` },
        { id: 'where', header: 'Venue and field', cell: (g) => g.location ?? '-' },
        { id: 'score', header: 'Score', cell: scoreOf },
        {
          id: 'result', header: 'Result',
          cell: (g) => (g.game_id
            ? <Button variant="inline-link" ariaLabel={`Result of ${g.label}`} onClick={() => onOpenGame(g.game_id!)}>Result</Button>
            : <Box color="text-body-secondary">{g.needed ? 'Teams not known yet' : 'Played only if needed'}</Box>),
        },
      ]}
    />
  );
}

interface Values extends SlotValues {
  name: string; level_id: string; format: BracketFormat; third_place: boolean; pools: string; advance: string;
  seeding: Seeding; team_count: string; team_ids: string[];
}

const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
const prepare = (v: Values) => ({
  name: v.name, level_id: v.level_id || null, format: v.format, third_place: v.third_place, pools: num(v.pools), advance: num(v.advance),
  seeding: v.seeding, team_count: v.seeding === 'standings' ? num(v.team_count) : undefined, team_ids: v.seeding === 'manual' ? v.team_ids : undefined,
  start_date: v.start_date || undefined, end_date: v.end_date, weekdays: v.weekdays, time_slots: list(v.time_slots),
  game_length_minutes: num(v.game_length_minutes), venues: venuesOf(v.fields),
});

function CreatePlayoffsModal({ league, season, levels, teams, onDismiss }: Omit<Props, 'onOpenGame'> & { onDismiss: () => void }) {
  const writes = usePlayoffWrites(league.id, season.id);
  const form = useZodForm<Values, typeof playoffCreateSchema>(playoffCreateSchema, {
    prepare,
    defaultValues: {
      name: 'Playoffs', level_id: WHOLE_LEAGUE, format: BRACKET_FORMAT_OF_LEAGUE[league.playoff_format] ?? 'single', third_place: false, pools: '2', advance: '2',
      seeding: 'standings', team_count: '', team_ids: [], start_date: '', end_date: '', weekdays: [6], time_slots: '10:00, 12:00', game_length_minutes: '90',
      fields: allFields(league),
    },
  });
  const values = form.watch();
  const levelChoices = levelOptions(levels, { first: { value: WHOLE_LEAGUE, label: 'Whole league' } });
  const inScope = teams.filter((t) => season.team_ids.includes(t.id) && (!values.level_id || t.level_id === values.level_id));
  const teamOptions = inScope.map((t) => ({ value: t.id, label: t.name }));

  // A refusal shows in the form (no toast): the dialog says what to change.
  const onSave = useFormSave(form, { onDone: onDismiss }, async (body) => {
    const { stage } = await writes.create.mutateAsync(body);
    return { type: 'success', header: 'Playoffs created', content: `${stage.games.filter((g) => g.game_id).length} games scheduled now; the others as their teams become known.` };
  });

  return (
    <Modal visible onDismiss={onDismiss} size="large" header={`Create playoffs: ${season.name}`} closeAriaLabel="Close dialog"
      footer={
        <DialogFooter onCancel={onDismiss}>
          <Button variant="primary" loading={writes.create.isPending} onClick={() => void onSave()}>Create playoffs</Button>
        </DialogFooter>
      }>
      <form onSubmit={(e) => { e.preventDefault(); void onSave(); }} noValidate>
        <Form errorText={formErrorText(form)}>
          <SpaceBetween size="m">
            <ColumnLayout columns={2}>
              <ZodFormField control={form.control} name="name" label="Name">
                {(f) => <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} ariaLabel="Name" />}
              </ZodFormField>
              <ZodFormField control={form.control} name="level_id" label="Teams" constraintText={`${inScope.length} teams of ${season.name} in this choice.`}>
                {(f) => <Select selectedOption={chosenOption(levelChoices, f.value)} options={levelChoices} ariaLabel="Teams" onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? '')} />}
              </ZodFormField>
            </ColumnLayout>
            <ZodFormField control={form.control} name="format" label="Format">
              {(f) => <RadioGroup value={f.value} onChange={({ detail }) => f.onChange(detail.value as BracketFormat)} items={BRACKET_FORMATS.map((r) => ({ value: r, label: BRACKET_FORMAT_LABELS[r] }))} />}
            </ZodFormField>
            {values.format === 'pools' && (
              <ColumnLayout columns={2}>
                <ZodFormField control={form.control} name="pools" label="Pools">
                  {(f) => <Input type="number" inputMode="numeric" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} ariaLabel="Pools" />}
                </ZodFormField>
                <ZodFormField control={form.control} name="advance" label="Teams going on from each pool">
                  {(f) => <Input type="number" inputMode="numeric" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} ariaLabel="Teams going on from each pool" />}
                </ZodFormField>
              </ColumnLayout>
            )}
            {values.format !== 'double' && (
              <ZodFormField control={form.control} name="third_place" label="Third place">
                {(f) => <Checkbox checked={f.value} onChange={({ detail }) => f.onChange(detail.checked)}>Play a third-place game between the semi-final losers</Checkbox>}
              </ZodFormField>
            )}
            <ZodFormField control={form.control} name="seeding" label="Seeding">
              {(f) => <RadioGroup value={f.value} onChange={({ detail }) => f.onChange(detail.value as Seeding)} items={[
                { value: 'standings', label: 'From the standings', description: 'In the order of the league\'s tie-breakers.' },
                { value: 'manual', label: 'By hand', description: 'Choose the teams in seed order: the first chosen is seed 1.' },
              ]} />}
            </ZodFormField>
            {values.seeding === 'standings' ? (
              <ZodFormField control={form.control} name="team_count" label="Number of teams" constraintText="The top of the table; leave empty for every team. Byes go to the top seeds.">
                {(f) => <Input type="number" inputMode="numeric" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} ariaLabel="Number of teams" />}
              </ZodFormField>
            ) : (
              <ZodFormField control={form.control} name="team_ids" label="Teams in seed order"
                constraintText={values.team_ids.length ? `Seeds: ${values.team_ids.map((id, i) => `${i + 1}. ${teams.find((t) => t.id === id)?.name ?? id}`).join(', ')}` : 'Choose at least 2 teams.'}>
                {(f) => (
                  <Multiselect
                    selectedOptions={f.value.map((id) => teamOptions.find((o) => o.value === id) ?? { value: id, label: id })}
                    options={teamOptions}
                    placeholder="Choose teams"
                    ariaLabel="Teams in seed order"
                    // Keep the order the admin chose them in: new teams go last.
                    onChange={({ detail }) => {
                      const chosen = detail.selectedOptions.map((o) => o.value!);
                      f.onChange([...f.value.filter((id) => chosen.includes(id)), ...chosen.filter((id) => !f.value.includes(id))]);
                    }}
                  />
                )}
              </ZodFormField>
            )}
            <SlotFields
              control={form.control} errors={form.formState.errors} league={league}
              fromHint="Empty: the day after the season's last game." weekdaysHint="Each round is played on its own day."
            />
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
