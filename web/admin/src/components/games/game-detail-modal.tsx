// One game, opened from the Schedule tab or a team's schedule: its score (the admin enters it, which completes the
// game and confirms it; a manager of either team reports it; the admin confirms a reported score), the stat lines
// per player (the admin, or that team's manager), and the history of every change: who and when.
import { useCallback, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import type { GameView, StatLineView } from '../../../../../shared/api-contract';
import { GAME_MESSAGES, KNOCKOUT_DECISIONS, STAT_TYPE_LABELS, scoreEntrySchema, type KnockoutDecision, type StatType } from '../../../../../shared/game-schema';
import { KNOCKOUT_DECISION_LABELS } from '../../../../../shared/playoff-schema';
import { formatDateTime } from '../../lib/format';
import { numberInput } from '../../lib/bound-controls';
import { messageOf } from '../../lib/form-errors';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { GameStatusBadge, ResultState, gameWhen, reportsDisagree, reportsOpen, scoreText } from './game-display';
import { useGameDetail, useGameWrites } from './games-hooks';

interface Props { leagueId: string; gameId: string | null; onDismiss: () => void }

// 'max': a sport's six or seven stat types sit side by side on a laptop (at 'large' the grid scrolled sideways).
export function GameDetailModal({ leagueId, gameId, onDismiss }: Props) {
  const { data, isPending, error } = useGameDetail(leagueId, gameId);
  const game = data?.game;
  return (
    <Modal visible={gameId !== null} onDismiss={onDismiss} size="max" closeAriaLabel="Close dialog"
      header={game ? `${game.home_team.name} vs ${game.away_team.name}` : 'Game'}
      footer={<Box float="right"><Button variant="link" onClick={onDismiss}>Close</Button></Box>}>
      {gameId !== null && (
        isPending ? <Spinner /> : error || !data ? <Box color="text-status-error">{messageOf(error)}</Box> : (
          <SpaceBetween size="l">
            <KeyValuePairs columns={4} items={[
              { label: 'Date and time', value: `${gameWhen(data.game)} (${data.game.time_zone})` },
              { label: 'Venue and field', value: data.game.location ?? '-' },
              { label: 'Status', value: <GameStatusBadge status={data.game.status} /> },
              // A game without any score reads '-', not '- -' (ResultState's own '-' is for table cells).
              { label: 'Score', value: <SpaceBetween direction="horizontal" size="xs"><span>{scoreText(data.game)}</span>{hasResult(data.game) && <ResultState game={data.game} />}</SpaceBetween> },
            ]} />
            <ScoreSection key={`${data.game.id}-${data.game.revision}`} leagueId={leagueId} game={data.game} canManage={data.permissions.can_manage} canReport={data.permissions.can_report} />
            {data.permissions.stat_team_ids.map((teamId) => (
              <StatLinesSection
                key={`${teamId}-${data.game.revision}`}
                leagueId={leagueId}
                game={data.game}
                teamId={teamId}
                players={data.rosters[teamId] ?? []}
                statTypes={data.stat_types}
                lines={data.stat_lines.filter((l) => l.team_id === teamId)}
              />
            ))}
            <ExpandableSection headerText={`Change history (${data.history.length})`} variant="container">
              <Table
                variant="embedded"
                items={data.history}
                wrapLines
                empty={<Box color="text-body-secondary">No changes recorded.</Box>}
                columnDefinitions={[
                  { id: 'when', header: 'When', cell: (h) => formatDateTime(h.at) },
                  { id: 'who', header: 'Who', cell: (h) => h.by_name },
                  { id: 'what', header: 'What', isRowHeader: true, cell: (h) => h.summary },
                ]}
              />
            </ExpandableSection>
          </SpaceBetween>
        )
      )}
    </Modal>
  );
}

const hasResult = (g: GameView) => g.result_status !== null || Boolean(g.home_report || g.away_report);

const reportText = (r: GameView['home_report']) => (r ? `${r.home_score} - ${r.away_score} (${formatDateTime(r.reported_at)})` : 'Not reported');

interface ScoreValues { home_score: string; away_score: string; decided_by: KnockoutDecision; home_tiebreak: string; away_tiebreak: string }

const scoreNum = (s: string) => (s.trim() === '' ? undefined : Number(s));
const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const isTiebreak = (d: KnockoutDecision) => d === 'shootout' || d === 'tiebreak';

function ScoreSection({ leagueId, game, canManage, canReport }: { leagueId: string; game: GameView; canManage: boolean; canReport: boolean }) {
  const toast = useToast();
  const writes = useGameWrites(leagueId);
  // A playoff knockout game cannot end tied: how it was decided, and a tied score's shoot-out or tie-break score.
  const knockout = Boolean(game.playoff?.knockout);
  /** Inputs hold text; the schema takes numbers, and the knockout fields only for a knockout game. */
  const prepare = useCallback((v: ScoreValues) => ({
    home_score: scoreNum(v.home_score), away_score: scoreNum(v.away_score),
    ...(knockout ? { decided_by: v.decided_by, ...(isTiebreak(v.decided_by) ? { home_tiebreak: scoreNum(v.home_tiebreak), away_tiebreak: scoreNum(v.away_tiebreak) } : {}) } : {}),
  }), [knockout]);
  const form = useZodForm<ScoreValues, typeof scoreEntrySchema>(scoreEntrySchema, {
    prepare,
    defaultValues: {
      home_score: text(game.home_score), away_score: text(game.away_score), decided_by: game.decided_by ?? 'regulation',
      home_tiebreak: text(game.home_tiebreak), away_tiebreak: text(game.away_tiebreak),
    },
  });
  const decided = useWatch({ control: form.control, name: 'decided_by' });
  const tiebreak = isTiebreak(decided);
  const kind = canManage ? 'enter' : 'report';
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (kind === 'enter') await writes.enterResult.mutateAsync({ id: game.id, body: { ...body, revision: game.revision } });
      else await writes.reportScore.mutateAsync({ id: game.id, body });
      toast({ type: 'success', header: kind === 'enter' ? 'Result saved' : 'Score reported' });
    } catch (err) {
      showServerError(form, err);
      toast({ type: 'error', header: kind === 'enter' ? 'Could not save the result' : 'Could not report the score', content: messageOf(err) });
    }
  });
  if (!canManage && !canReport) return null;
  if (!canManage && game.result_status === 'confirmed') {
    return <Container header={<Header variant="h3">Result</Header>}><Box>The score {scoreText(game)} is confirmed: it counts in the standings.</Box></Container>;
  }
  const reported = game.result_status === 'reported' || Boolean(game.home_report || game.away_report);
  const pending = game.result_status === 'reported' ? game : (game.home_report ?? game.away_report);

  async function confirm(chosen?: { home_score: number; away_score: number }) {
    try {
      await writes.confirmResult.mutateAsync({ id: game.id, body: { revision: game.revision, ...chosen } });
      toast({ type: 'success', header: 'Result confirmed' });
    } catch (err) {
      toast({ type: 'error', header: 'Could not confirm the result', content: messageOf(err) });
    }
  }

  const disagree = canManage && game.result_status === 'reported' && reportsDisagree(game);
  // A manager reports once the game has started; before, the form is not offered.
  const early = !canManage && !reportsOpen(game);

  return (
    <Container header={<Header variant="h3" description={canManage ? 'Entering a score completes the game and counts it in the standings.' : 'Your score shows as reported until the league admin confirms it, or the other team\'s manager reports the same score.'}>Result</Header>}>
      <SpaceBetween size="m">
        {reported && (
          <KeyValuePairs columns={2} items={[
            { label: `${game.home_team.name}'s manager reported`, value: reportText(game.home_report) },
            { label: `${game.away_team.name}'s manager reported`, value: reportText(game.away_report) },
          ]} />
        )}
        {disagree && <ChooseReport game={game} busy={writes.confirmResult.isPending} onConfirm={(chosen) => void confirm(chosen)} />}
        {canManage && !disagree && game.result_status === 'reported' && pending && (
          <Button variant="primary" loading={writes.confirmResult.isPending} onClick={() => void confirm()}>
            Confirm {game.home_score ?? pending.home_score} - {game.away_score ?? pending.away_score}
          </Button>
        )}
        {early ? (
          <Box>Scores can be reported once the game starts: {gameWhen(game)} ({game.time_zone}).</Box>
        ) : (
          <ColumnLayout columns={3}>
            {/* A refusal the API does not tie to a field shows under the first one, beside the button. */}
            <ZodFormField control={form.control} name="home_score" label={`${game.home_team.name} (home)`} errorText={formErrorText(form)}>
              {numberInput({ ariaLabel: 'Home score' })}
            </ZodFormField>
            <ZodFormField control={form.control} name="away_score" label={`${game.away_team.name} (away)`}>{numberInput({ ariaLabel: 'Away score' })}</ZodFormField>
            {knockout && (
              <ZodFormField control={form.control} name="decided_by" label="How it was decided" description="A knockout game cannot end tied.">
                {(f) => (
                  <Select
                    selectedOption={{ value: f.value, label: KNOCKOUT_DECISION_LABELS[f.value] }}
                    options={KNOCKOUT_DECISIONS.map((d) => ({ value: d, label: KNOCKOUT_DECISION_LABELS[d] }))}
                    ariaLabel="How it was decided"
                    onChange={({ detail }) => f.onChange(detail.selectedOption.value as KnockoutDecision)}
                  />
                )}
              </ZodFormField>
            )}
            {knockout && tiebreak && (
              <ZodFormField control={form.control} name="home_tiebreak" label={`${game.home_team.name}: ${decided === 'shootout' ? 'shoot-out' : 'tie-break'}`}>
                {numberInput({ ariaLabel: 'Home tie-break score' })}
              </ZodFormField>
            )}
            {knockout && tiebreak && (
              <ZodFormField control={form.control} name="away_tiebreak" label={`${game.away_team.name}: ${decided === 'shootout' ? 'shoot-out' : 'tie-break'}`}>
                {numberInput({ ariaLabel: 'Away tie-break score' })}
              </ZodFormField>
            )}
            <Box padding={{ top: 'xl' }}>
              {canManage ? (
                <Button loading={writes.enterResult.isPending} onClick={() => void onSubmit()}>{game.result_status === 'confirmed' ? 'Correct result' : 'Enter result'}</Button>
              ) : (
                <Button loading={writes.reportScore.isPending} onClick={() => void onSubmit()}>Report score</Button>
              )}
            </Box>
          </ColumnLayout>
        )}
      </SpaceBetween>
    </Container>
  );
}

const TYPED = 'typed';

/** Two managers reported different scores: the admin picks one of them, or types the score, and confirms it. */
function ChooseReport({ game, busy, onConfirm }: { game: GameView; busy: boolean; onConfirm: (chosen: { home_score: number; away_score: number }) => void }) {
  const [choice, setChoice] = useState<string | null>(null);
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reports = [['home', game.home_team.name, game.home_report], ['away', game.away_team.name, game.away_report]] as const;
  const items = [
    ...reports.map(([side, team, r]) => ({ value: side, label: `${r!.home_score} - ${r!.away_score}, as ${team}'s manager reported` })),
    { value: TYPED, label: 'Another score' },
  ];
  function submit() {
    const report = reports.find(([side]) => side === choice)?.[2];
    if (report) return onConfirm({ home_score: report.home_score, away_score: report.away_score });
    const parsed = scoreEntrySchema.safeParse({ home_score: home.trim() === '' ? undefined : Number(home), away_score: away.trim() === '' ? undefined : Number(away) });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? GAME_MESSAGES.score);
    setProblem(null);
    onConfirm(parsed.data);
  }
  return (
    <FormField label="The two reports disagree: which score counts?" errorText={choice === null ? undefined : problem ?? undefined}>
      <SpaceBetween size="s">
        <RadioGroup value={choice} onChange={({ detail }) => setChoice(detail.value)} items={items} ariaLabel="Score to confirm" />
        {choice === TYPED && (
          <ColumnLayout columns={2}>
            <FormField label={`${game.home_team.name} (home)`}>
              <Input type="number" inputMode="numeric" value={home} onChange={({ detail }) => setHome(detail.value)} ariaLabel="Confirmed home score" />
            </FormField>
            <FormField label={`${game.away_team.name} (away)`}>
              <Input type="number" inputMode="numeric" value={away} onChange={({ detail }) => setAway(detail.value)} ariaLabel="Confirmed away score" />
            </FormField>
          </ColumnLayout>
        )}
        <Button variant="primary" disabled={choice === null} loading={busy} onClick={submit}>Confirm chosen score</Button>
      </SpaceBetween>
    </FormField>
  );
}

interface StatProps {
  leagueId: string;
  game: GameView;
  teamId: string;
  players: { id: string; name: string; jersey_number: number | null }[];
  statTypes: StatType[];
  lines: StatLineView[];
}

/** A grid of the team's players by the sport's stat types; an empty or 0 cell has no line. */
function StatLinesSection({ leagueId, game, teamId, players, statTypes, lines }: StatProps) {
  const toast = useToast();
  const writes = useGameWrites(leagueId);
  const key = (p: string, t: string) => `${p}\u0000${t}`;
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(lines.map((l) => [key(l.player_id, l.stat_type), String(l.value)])));
  const [problem, setProblem] = useState<string | null>(null);
  // The cell whose value was refused, so it is marked invalid beside the message naming it.
  const [badCell, setBadCell] = useState<string | null>(null);
  const problemId = useId();
  const teamName = teamId === game.home_team_id ? game.home_team.name : game.away_team.name;

  async function save() {
    const out: { player_id: string; stat_type: StatType; value: number }[] = [];
    for (const p of players) {
      for (const t of statTypes) {
        const raw = (values[key(p.id, t)] ?? '').trim();
        if (raw === '') continue;
        const n = Number(raw);
        if (!Number.isInteger(n) || n < 0 || n > 999) {
          setProblem(`${p.name}, ${STAT_TYPE_LABELS[t]}: ${GAME_MESSAGES.statValue}`);
          setBadCell(key(p.id, t));
          return;
        }
        out.push({ player_id: p.id, stat_type: t, value: n });
      }
    }
    setProblem(null);
    setBadCell(null);
    try {
      await writes.saveStats.mutateAsync({ id: game.id, body: { team_id: teamId, lines: out } });
      toast({ type: 'success', header: `Stat lines of ${teamName} saved` });
    } catch (err) {
      setProblem(messageOf(err));
      toast({ type: 'error', header: 'Could not save the stat lines', content: messageOf(err) });
    }
  }

  return (
    <Container header={<Header variant="h3" actions={<Button onClick={() => void save()} loading={writes.saveStats.isPending} disabled={players.length === 0}>Save {teamName} stats</Button>}>Stat lines: {teamName}</Header>}>
      <SpaceBetween size="s">
        {problem && <div role="alert" id={problemId}><Box color="text-status-error">{problem}</Box></div>}
        {players.length === 0 ? <Box color="text-body-secondary">{teamName} has no players on its roster yet.</Box> : (
          <div style={{ overflowX: 'auto' }}>
            <Table
              variant="embedded"
              items={players}
              // On a phone the grid scrolls sideways: the player's name stays beside the cells being filled.
              stickyColumns={{ first: 1 }}
              columnDefinitions={[
                { id: 'player', header: 'Player', isRowHeader: true, cell: (p) => `${p.jersey_number === null ? '' : `#${p.jersey_number} `}${p.name}` },
                ...statTypes.map((t) => ({
                  id: t, header: STAT_TYPE_LABELS[t], minWidth: 110,
                  cell: (p: StatProps['players'][number]) => (
                    // Wide enough for the largest value (999) and then some: a narrower cell clipped '27' to '2' at 390 px.
                    <div style={{ minWidth: '5rem' }}>
                      <Input type="number" inputMode="numeric" value={values[key(p.id, t)] ?? ''} ariaLabel={`${STAT_TYPE_LABELS[t]} of ${p.name}`} invalid={badCell === key(p.id, t)}
                        ariaDescribedby={badCell === key(p.id, t) ? problemId : undefined}
                        onChange={({ detail }) => setValues((v) => ({ ...v, [key(p.id, t)]: detail.value }))} />
                    </div>
                  ),
                })),
              ]}
            />
          </div>
        )}
      </SpaceBetween>
    </Container>
  );
}
