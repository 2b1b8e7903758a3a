// League Management's Schedule tab for one league: pick a season (the active one first) and a level, then its
// games by time with date and time on the league's clock, teams, venue and field, status, score and result state.
// Add a game by hand, edit, delete (with confirmation), open a game for its result, history and stat lines, and
// generate a round robin (plan feature has_auto_scheduling), and call a rainout (messages/rainout-modal.tsx).
import { useMemo, useState } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { GameView } from '../../../../../shared/api-contract';
import { FEATURE_GATE_HINT, FEATURE_GATE_MESSAGES } from '../../../../../shared/feature-names';
import type { League } from '../../../../../shared/league-schema';
import { hasFeature } from '../../../../../shared/plan-catalogue';
import { messageOf } from '../../lib/form-errors';
import { useSubscription } from '../../subscription/subscription-store';
import { useToast } from '../../toast/toast-context';
import { useLevels } from '../levels/level-hooks';
import { chosenOption, levelOptions } from '../levels/level-select';
import { RouterButton } from '../router-link';
import { useLeagueTeamOptions, useSeasons } from '../seasons/season-hooks';
import { GameDetailModal } from './game-detail-modal';
import { GameFormModal } from './game-form-modal';
import { GAME_CARDS, GAME_COLUMNS, gameWhen, needsConfirmation } from './game-display';
import { ContainerTable, Pages } from '../container-table';
import { GenerateScheduleModal } from './generate-schedule-modal';
import { SeasonStandings } from './season-standings';
import { PlayoffsPanel } from './playoffs-panel';
import { useGameWrites, useGames } from './games-hooks';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import { EmptyState } from '../empty-state';
import { RainoutModal } from '../messages/rainout-modal';

const PAGE_SIZE = 20;
const ALL = '__all__';
const NO_LEVEL = '__none__';
/** Every game, or only those whose reported score waits for the admin. */
type Show = 'all' | 'confirm';

interface Props {
  league: League;
  /** Open the Add game dialog at once (the dashboard's Schedule Game). */
  startCreating?: boolean;
  onStarted?: () => void;
}

export function SchedulePanel({ league, startCreating, onStarted }: Props) {
  const toast = useToast();
  const { current } = useSubscription();
  const canGenerate = Boolean(current && hasFeature(current.plan, 'has_auto_scheduling'));
  const { data: seasons = [], isPending: seasonsPending } = useSeasons(league.id);
  const { data: levels = [] } = useLevels(league.id);
  const { data: teams = [] } = useLeagueTeamOptions(league.id);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const [level, setLevel] = useState<string>(ALL);
  const [show, setShow] = useState<Show>('all');
  const [rainout, setRainout] = useState(false);
  const season = seasons.find((s) => s.id === seasonId) ?? seasons.find((s) => s.status === 'active') ?? seasons[0] ?? null;
  const { data, isPending, error } = useGames(league.id, season?.id ?? null);
  const writes = useGameWrites(league.id);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<GameView | null>(null);
  const [deleting, setDeleting] = useState<GameView | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);

  // The dashboard's Schedule Game asks for the dialog in the address; closing it drops the request.
  const creatingNow = creating || Boolean(startCreating && season);

  const games = useMemo(() => {
    const all = (data?.games ?? []).filter((g) => show === 'all' || needsConfirmation(g));
    if (level === ALL) return all;
    return all.filter((g) => (level === NO_LEVEL ? g.level_id === null : g.level_id === level));
  }, [data, level, show]);
  const waiting = (data?.games ?? []).filter(needsConfirmation).length;
  const { items, collectionProps, paginationProps } = useCollection(games, {
    filtering: {
      empty: show === 'all'
        ? <EmptyState title="No games yet" hint="Add games one by one, or generate the season's round robin." />
        : <EmptyState title="No scores need confirmation" hint="Scores the teams' managers report show here until you confirm them." />,
    },
    pagination: { pageSize: PAGE_SIZE },
  });

  const seasonOptions = seasons.map((s) => ({ value: s.id, label: s.name, description: `${s.start_date} to ${s.end_date} · ${s.status}` }));
  const showOptions = [{ value: 'all', label: 'All games' }, { value: 'confirm', label: `Needs confirmation (${waiting})` }];
  const levelChoices = levelOptions(levels, { first: { value: ALL, label: 'All levels' }, last: { value: NO_LEVEL, label: 'No level' } });

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await writes.remove.mutateAsync(deleting.id);
      toast({ type: 'success', header: 'Game deleted' });
      setDeleting(null);
    } catch (err) {
      toast({ type: 'error', header: 'Could not delete the game', content: messageOf(err) });
    }
  }

  if (!seasonsPending && seasons.length === 0) {
    return (
      <Container header={<Header variant="h2">Schedule</Header>}>
        <SpaceBetween size="s">
          <Box>Games belong to a season, and {league.name} has none yet.</Box>
          <RouterButton href={`/league-management?tab=seasons&league=${league.id}`}>Create a season</RouterButton>
        </SpaceBetween>
      </Container>
    );
  }

  return (
    <SpaceBetween size="l">
      <Container>
        <ColumnLayout columns={3}>
          <FormField label="Season">
            <Select
              selectedOption={seasonOptions.find((o) => o.value === season?.id) ?? null}
              options={seasonOptions}
              statusType={seasonsPending ? 'loading' : 'finished'}
              loadingText="Loading seasons"
              placeholder="Select a season"
              onChange={({ detail }) => setSeasonId(detail.selectedOption.value ?? null)}
            />
          </FormField>
          <FormField label="Level">
            <Select selectedOption={chosenOption(levelChoices, level)} options={levelChoices} onChange={({ detail }) => setLevel(detail.selectedOption.value ?? ALL)} />
          </FormField>
          <FormField label="Show">
            <Select selectedOption={showOptions.find((o) => o.value === show) ?? showOptions[0]!} options={showOptions} ariaLabel="Show" onChange={({ detail }) => setShow(detail.selectedOption.value === 'confirm' ? 'confirm' : 'all')} />
          </FormField>
        </ColumnLayout>
      </Container>
      {current && !canGenerate && (
        <Alert type="info" header={FEATURE_GATE_MESSAGES.has_auto_scheduling} action={<RouterButton href="/pricing">Upgrade</RouterButton>}>
          {FEATURE_GATE_HINT} Games can still be added one by one.
        </Alert>
      )}
      <ContainerTable<GameView>
        {...collectionProps}
        items={items}
        loading={isPending && Boolean(season)}
        loadingText="Loading games"
        title="Schedule"
        count={data ? games.length : undefined}
        description={error ? messageOf(error) : `Times are in ${league.name}'s time zone (${data?.games[0]?.time_zone ?? league.time_zone}).`}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button disabled={!season} onClick={() => setRainout(true)}>Rainout</Button>
            <Button disabled={!season || !canGenerate} onClick={() => setGenerating(true)}>Generate schedule</Button>
            <Button variant="primary" disabled={!season} onClick={() => setCreating(true)}>Add game</Button>
          </SpaceBetween>
        }
        pagination={<Pages {...paginationProps} />}
        phoneCards={GAME_CARDS}
        ariaLabels={{ tableLabel: 'Games' }}
        columnDefinitions={[
          GAME_COLUMNS.when,
          { id: 'home', header: 'Home', isRowHeader: true, cell: (g) => g.home_team.name },
          { id: 'away', header: 'Away', cell: (g) => g.away_team.name },
          GAME_COLUMNS.location, GAME_COLUMNS.status, GAME_COLUMNS.score, GAME_COLUMNS.result,
          {
            id: 'actions', header: 'Actions',
            cell: (g) => {
              const name = `${g.home_team.name} vs ${g.away_team.name}, ${g.local_date}`;
              return (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button variant="inline-link" ariaLabel={`Result of ${name}`} onClick={() => setOpened(g.id)}>Result</Button>
                  <Button variant="inline-link" ariaLabel={`Edit ${name}`} onClick={() => setEditing(g)}>Edit</Button>
                  <Button variant="inline-link" ariaLabel={`Delete ${name}`} onClick={() => setDeleting(g)}>Delete</Button>
                </SpaceBetween>
              );
            },
          },
        ]}
      />
      {season && <SeasonStandings league={league} seasonId={season.id} />}
      {season && <PlayoffsPanel league={league} season={season} levels={levels} teams={teams} onOpenGame={setOpened} />}
      {season && (
        <GameFormModal
          league={league}
          season={season}
          teams={teams}
          game={editing}
          defaultLength={data?.games.findLast((g) => g.length_minutes)?.length_minutes}
          visible={creatingNow || editing !== null}
          onDismiss={() => { setCreating(false); setEditing(null); if (startCreating) onStarted?.(); }}
        />
      )}
      {season && generating && (
        <GenerateScheduleModal league={league} season={season} levels={levels} teams={teams} onDismiss={() => setGenerating(false)} />
      )}
      <GameDetailModal leagueId={league.id} gameId={opened} onDismiss={() => setOpened(null)} />
      <RainoutModal league={league} visible={rainout} onDismiss={() => setRainout(false)} />
      <ConfirmDeleteModal visible={deleting !== null} header="Delete Game" busy={writes.remove.isPending} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()}>
        Are you sure you want to delete {deleting?.home_team.name} vs {deleting?.away_team.name} on {deleting ? gameWhen(deleting) : ''}? Its score and stat lines go with it, and the standings are recomputed. This action cannot be undone.
      </ConfirmDeleteModal>
    </SpaceBetween>
  );
}
