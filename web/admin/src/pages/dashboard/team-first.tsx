// What a player or a team manager comes to the dashboard for, shown before anything else: their team and its next
// game (from the team's schedule, on the league's clock), with a link to the team.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Skeleton from '@cloudscape-design/components/skeleton';
import type { GameView } from '../../../../../shared/api-contract';
import { gameWhen } from '../../components/games/game-display';
import { RouterLink } from '../../components/router-link';
import { LEAGUE_ROLE_BADGES, TEAMS_PREVIEW } from './dashboard-config';
import { useTeamsGames } from './hooks';
import type { DashboardTeam } from './quick-actions';

/** The team's next game still to be played: not completed or cancelled, and not started yet. */
export function nextGameOf(games: GameView[], now = new Date()): GameView | null {
  const at = now.toISOString();
  return games.filter((g) => (g.status === 'scheduled' || g.status === 'postponed') && g.scheduled_at >= at)
    .sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at))[0] ?? null;
}

function NextGame({ team, games, loading, failed }: { team: DashboardTeam; games?: GameView[]; loading: boolean; failed: boolean }) {
  if (loading) return <Skeleton variant="text-body-m" width="70%" />;
  if (failed) return <Box color="text-status-error">The schedule could not be loaded.</Box>;
  const next = nextGameOf(games ?? []);
  if (!next) return <Box color="text-body-secondary">No upcoming games yet.</Box>;
  const opponent = next.home_team_id === team.id ? `vs ${next.away_team.name}` : `at ${next.home_team.name}`;
  return (
    <div>
      <Box variant="awsui-key-label">Next game</Box>
      <Box fontWeight="bold">{opponent}</Box>
      <Box>{gameWhen(next)} ({next.time_zone})</Box>
      {next.location && <Box color="text-body-secondary">{next.location}</Box>}
    </div>
  );
}

export function TeamFirst({ teams }: { teams: DashboardTeam[] }) {
  const shown = teams.slice(0, TEAMS_PREVIEW);
  const schedules = useTeamsGames(shown.map((t) => t.id));
  return (
    <Container header={<Header variant="h2">{shown.length === 1 ? 'Your Team' : 'Your Teams'}</Header>}>
      <ul className="plain-list" aria-label="Your teams and their next games">
        {shown.map((t, i) => (
          <li key={t.id} className="plain-list__item team-first__item">
            <div>
              <RouterLink href={`/team/${t.id}`} fontSize="heading-m">{t.name}</RouterLink>
              <Box color="text-body-secondary" fontSize="body-s">{t.league_name}</Box>
              <Badge color={LEAGUE_ROLE_BADGES[t.role].color}>{LEAGUE_ROLE_BADGES[t.role].label}</Badge>
            </div>
            <NextGame team={t} games={schedules[i]?.data?.games} loading={Boolean(schedules[i]?.isPending)} failed={Boolean(schedules[i]?.error)} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
