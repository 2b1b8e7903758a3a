// League Management's Overview tab: every league the user runs, with real figures only, and the empty state.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { League } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { NoLeaguesYet } from '../../components/no-leagues-yet';
import { RouterLink } from '../../components/router-link';
import { UsageBanner } from '../../components/usage-banner';
import { capitalise, formatDate, sportLabel } from '../../lib/format';
import { useGameSummaries } from './hooks';
import { leaguePath, publicLeaguePath, STATUS_BADGE } from '../../lib/league-pages';

export function NoLeagues() {
  return (
    <Container>
      <NoLeaguesYet
        title={<Box variant="h2">{MSG.leagueManagement.noLeagues}</Box>}
        text="Leagues you create show up here, with their seasons, teams and web addresses."
        padding="l"
      />
    </Container>
  );
}

function Figure({ value, note }: { value: string; note: string }) {
  return (
    <div>
      <Box variant="awsui-value-large" display="block">{value}</Box>
      <Box variant="small" color="text-body-secondary" display="block">
        {note}
      </Box>
    </div>
  );
}

export function Overview({ leagues, loading }: { leagues: League[]; loading: boolean }) {
  const active = leagues.filter((l) => l.status === 'active').length;
  const summaries = useGameSummaries(leagues);
  const upcoming = [...summaries.byLeague.values()].reduce((n, s) => n + (s?.upcoming_games ?? 0), 0);
  const figure = (id: string, pick: (s: NonNullable<ReturnType<typeof summaries.byLeague.get>>) => number) => {
    const s = summaries.byLeague.get(id);
    return s ? String(pick(s)) : '-';
  };
  return (
    <SpaceBetween size="l">
      {/* The league limit belongs where a new league is made (this tab's Create League), not on every league's tab. */}
      <UsageBanner limitKey="max_leagues" />
      <Container header={<Header variant="h2">Summary</Header>}>
        <KeyValuePairs
          columns={4}
          items={[
            { label: 'Leagues', value: <Figure value={loading ? '-' : String(leagues.length)} note="That you administer" /> },
            { label: 'Active leagues', value: <Figure value={loading ? '-' : String(active)} note="Listed in the public directory" /> },
            { label: 'Total Teams', value: <Figure value={loading ? '-' : String(leagues.reduce((n, l) => n + (l.team_count ?? 0), 0))} note="Across your leagues" /> },
            { label: 'Upcoming Games', value: <Figure value={loading || summaries.pending ? '-' : String(upcoming)} note="In your leagues' active seasons" /> },
          ]}
        />
      </Container>
      <Cards
        items={leagues}
        loading={loading}
        loadingText="Loading leagues"
        trackBy="id"
        header={<Header variant="h2" counter={loading ? undefined : `(${leagues.length})`}>Your leagues</Header>}
        cardsPerRow={[{ cards: 1 }, { minWidth: 700, cards: 2 }, { minWidth: 1100, cards: 3 }]}
        ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: 'Leagues' }}
        cardDefinition={{
          header: (l) => (
            <RouterLink href={leaguePath(l.id)} fontSize="heading-m">
              {l.name}
            </RouterLink>
          ),
          sections: [
            {
              id: 'facts',
              content: (l) => (
                <KeyValuePairs
                  columns={2}
                  items={[
                    { label: 'Status', value: <Badge color={STATUS_BADGE[l.status] ?? 'grey'}>{capitalise(l.status)}</Badge> },
                    { label: 'Sport', value: sportLabel(l.sport) },
                    { label: 'Created', value: formatDate(l.created_at) },
                    { label: 'Teams', value: `${l.team_count ?? 0} of ${l.max_teams} max` },
                    { label: 'Upcoming games', value: figure(l.id, (s) => s.upcoming_games) },
                    { label: 'Games this week', value: figure(l.id, (s) => s.games_this_week) },
                    { label: 'Weeks left', value: summaries.byLeague.get(l.id)?.season ? figure(l.id, (s) => s.weeks_left) : 'No active season' },
                  ]}
                />
              ),
            },
            {
              id: 'address',
              header: 'Public address',
              content: (l) => <span style={{ overflowWrap: 'anywhere' }}>{l.primary_domain ?? publicLeaguePath(l)}</span>,
            },
            {
              id: 'links',
              content: (l) => (
                <SpaceBetween direction="horizontal" size="m">
                  <RouterLink href={leaguePath(l.id)} ariaLabel={`Edit ${l.name}`}>
                    Edit
                  </RouterLink>
                  <RouterLink href={leaguePath(l.id, 'schedule')} ariaLabel={`Schedule of ${l.name}`}>
                    Schedule
                  </RouterLink>
                  <RouterLink href={leaguePath(l.id, 'domains')} ariaLabel={`Domains of ${l.name}`}>
                    Domains
                  </RouterLink>
                  <Link href={publicLeaguePath(l)} external ariaLabel={`Public page of ${l.name}`}>
                    Public page
                  </Link>
                </SpaceBetween>
              ),
            },
          ],
        }}
      />
    </SpaceBetween>
  );
}
