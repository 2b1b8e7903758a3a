// The chosen season's standings under its games on the Schedule tab: one table per level (per division of a level
// split into divisions), in the league's order,
// with the columns of the league's sport (soccer P W D L GF GA GD Pts, basketball W L PCT GB ...).
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { StandingRow } from '../../../../../shared/api-contract';
import { chanceColumnsOf, chancePercent, forecastNote } from '../../../../../shared/chance-format';
import { tieBreakerLabel } from '../../../../../shared/game-schema';
import type { League } from '../../../../../shared/league-schema';
import { standingsGroupTitle } from '../../../../../shared/standings-title';
import { standingsCell, standingsColumns } from '../../../../../shared/sport-presets';
import { messageOf } from '../../lib/form-errors';
import { useSeasonStandings } from './games-hooks';

export function SeasonStandings({ league, seasonId }: { league: League; seasonId: string }) {
  const { data, isPending, error } = useSeasonStandings(league.id, seasonId);
  const columns = standingsColumns(league.sport, league.standings_settings?.allow_ties === true);
  const order = (data?.settings.tie_breakers ?? []).map((t) => tieBreakerLabel(t, league.sport)).join(', ');
  const groups = (data?.groups ?? []).filter((g) => g.rows.length > 0);
  return (
    <Container header={<Header variant="h2" description={order ? `Ranked by ${order}, then name.` : undefined}>Standings</Header>}>
      {error ? <Box color="text-status-error">{messageOf(error)}</Box> : (
        <SpaceBetween size="l">
          {!isPending && groups.length === 0 && <Box color="text-body-secondary">No standings yet: they start with the season's first game.</Box>}
          {groups.map((g) => {
            const title = standingsGroupTitle(g);
            const chances = new Map((g.forecast?.teams ?? []).map((t) => [t.team_id, t]));
            return (
            <Table<StandingRow>
              key={`${g.level_id ?? 'none'}-${g.division_id ?? 'all'}`}
              variant="embedded"
              header={title ? <Header variant="h3">{title}</Header> : undefined}
              ariaLabels={{ tableLabel: `${title ?? league.name} standings` }}
              items={g.rows}
              trackBy="team_id"
              columnDefinitions={[
                { id: 'rank', header: '#', cell: (r) => r.rank },
                { id: 'team', header: 'Team', cell: (r) => r.team_name, isRowHeader: true },
                ...columns.map((c) => ({ id: c.key, header: <abbr title={c.title}>{c.abbr}</abbr>, cell: (r: StandingRow) => standingsCell(r, c.key, league.sport) })),
                ...chanceColumnsOf(g.forecast).map((c) => ({ id: `chance-${c.key}`, header: c.title, cell: (r: StandingRow) => chancePercent(chances.get(r.team_id)?.[c.key] ?? 0) })),
              ]}
              footer={g.forecast && <Box variant="small" color="text-body-secondary">{`${forecastNote(g.forecast)}: the games left played ${g.forecast.simulations.toLocaleString('en')} times, each team as strong as its results so far (as the league site last showed them).`}</Box>}
              wrapLines
            />
            );
          })}
        </SpaceBetween>
      )}
    </Container>
  );
}
