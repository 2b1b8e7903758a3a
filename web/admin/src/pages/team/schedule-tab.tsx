// The team page's Schedule tab: the team's games and results in the active season, on the league's clock, its
// W-L-T record, and the calendar feed a phone subscribes to (webcal://). A manager of the team reports a score
// from a game's Result; the league admin enters and confirms results there too.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { GameView, TeamDetail } from '../../../../../shared/api-contract';
import { GameDetailModal } from '../../components/games/game-detail-modal';
import { GAME_COLUMNS, reportsOpen } from '../../components/games/game-display';
import { ContainerTable } from '../../components/container-table';
import { useTeamGames } from '../../components/games/games-hooks';
import { messageOf } from '../../lib/form-errors';
import { AvailabilityPanel } from './availability-panel';
import { RouterLink } from '../../components/router-link';

/** The feed's address on this host, as webcal:// so a phone's calendar subscribes instead of downloading once. */
export function teamCalendarUrl(teamId: string): string {
  return `webcal://${window.location.host}/api/public/teams/${encodeURIComponent(teamId)}/calendar.ics`;
}

export function ScheduleTab({ team }: { team: TeamDetail }) {
  const { data, isPending, error } = useTeamGames(team.id);
  const [opened, setOpened] = useState<string | null>(null);
  const canOpen = Boolean(data && (data.can_report || data.can_manage));
  const opponent = (g: GameView) => (g.home_team_id === team.id ? `vs ${g.away_team.name}` : `at ${g.home_team.name}`);
  const record = data ? `${data.record.wins}-${data.record.losses}-${data.record.ties} (W-L-T)` : undefined;

  return (
    <SpaceBetween size="l">
      <ContainerTable<GameView>
        items={data?.games ?? []}
        loading={isPending}
        loadingText="Loading games"
        title="Schedule and results"
        count={data?.games.length}
        description={error ? messageOf(error) : data ? `Times are in ${data.league.time_zone}. Record: ${record}.` : undefined}
        actions={<Link href={teamCalendarUrl(team.id)} external externalIconAriaLabel="(opens your calendar app)">Subscribe to the team calendar</Link>}
        empty={<Box textAlign="center" color="inherit" padding="l"><b>No games scheduled yet</b></Box>}
        columnDefinitions={[
          GAME_COLUMNS.when,
          { id: 'opponent', header: 'Opponent', isRowHeader: true, cell: opponent },
          GAME_COLUMNS.location, GAME_COLUMNS.status,
          { ...GAME_COLUMNS.score, header: 'Score (home - away)' },
          GAME_COLUMNS.result,
          ...(canOpen ? [{
            id: 'actions', header: 'Actions',
            // A manager reports until the score is confirmed, then still enters the team's stat lines; the admin may
            // open any game not cancelled.
            cell: (g: GameView) => {
              if (g.status === 'cancelled') return '-';
              // Before the game starts a manager can only look at it: reports open at its start.
              const label = data?.can_manage ? 'Result' : g.result_status === 'confirmed' ? 'Stat lines' : reportsOpen(g) ? 'Report score' : 'Details';
              return (
                <Button variant="inline-link" ariaLabel={`${label} of ${g.home_team.name} vs ${g.away_team.name}, ${g.local_date}`} onClick={() => setOpened(g.id)}>
                  {label}
                </Button>
              );
            },
          }, {
            // The scorekeeper screen, for a game still to be played or being played.
            id: 'live', header: 'Live score',
            cell: (g: GameView) => (g.status === 'scheduled' || g.status === 'postponed' || g.status === 'in_progress'
              ? <RouterLink href={`/score/${g.league_id}/${g.id}`} ariaLabel={`Keep score of ${g.home_team.name} vs ${g.away_team.name}, ${g.local_date}`}>Keep score</RouterLink>
              : '-'),
          }] : []),
        ]}
      />
      <GameDetailModal leagueId={team.league_id} gameId={opened} onDismiss={() => setOpened(null)} />
      <AvailabilityPanel teamId={team.id} leagueId={team.league_id} />
    </SpaceBetween>
  );
}
