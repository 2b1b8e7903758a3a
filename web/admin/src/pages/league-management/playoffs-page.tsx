// League Management's Playoffs page: a season's brackets on a page of their own (the Schedule page shows them under
// the season's games too). A game of a bracket opens in the same game dialog as on the Schedule.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { League } from '../../../../../shared/league-schema';
import { GameDetailModal } from '../../components/games/game-detail-modal';
import { PlayoffsPanel } from '../../components/games/playoffs-panel';
import { useLevels } from '../../components/levels/level-hooks';
import { RouterButton } from '../../components/router-link';
import { useLeagueTeamOptions, useSeasons } from '../../components/seasons/season-hooks';
import { leaguePath } from '../../lib/league-pages';

export function PlayoffsPage({ league }: { league: League }) {
  const { data: seasons = [], isPending } = useSeasons(league.id);
  const { data: levels = [] } = useLevels(league.id);
  const { data: teams = [] } = useLeagueTeamOptions(league.id);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const season = seasons.find((s) => s.id === seasonId) ?? seasons.find((s) => s.status === 'active') ?? seasons[0] ?? null;
  const options = seasons.map((s) => ({ value: s.id, label: s.name, description: `${s.start_date} to ${s.end_date} · ${s.status}` }));

  if (!isPending && seasons.length === 0) {
    return (
      <Container>
        <SpaceBetween size="s">
          <Box>Playoffs belong to a season, and {league.name} has none yet.</Box>
          <RouterButton href={leaguePath(league.id, 'seasons')}>Create a season</RouterButton>
        </SpaceBetween>
      </Container>
    );
  }
  return (
    <SpaceBetween size="l">
      <Container>
        <div style={{ maxWidth: 420 }}>
          <FormField label="Season">
            <Select
              selectedOption={options.find((o) => o.value === season?.id) ?? null}
              options={options}
              statusType={isPending ? 'loading' : 'finished'}
              loadingText="Loading seasons"
              placeholder="Select a season"
              onChange={({ detail }) => setSeasonId(detail.selectedOption.value ?? null)}
            />
          </FormField>
        </div>
      </Container>
      {season && <PlayoffsPanel league={league} season={season} levels={levels} teams={teams} onOpenGame={setOpened} />}
      <GameDetailModal leagueId={league.id} gameId={opened} onDismiss={() => setOpened(null)} />
    </SpaceBetween>
  );
}
