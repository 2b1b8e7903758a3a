// The teams whose roster a person is on: a player who registered for a season and was put on a team finds it
// here, first on My Teams when they manage no team, else below the teams they manage (the spec's My Teams). Read
// from the dashboard's league entries, which already carry every team the person has in each league with their
// role in it.
import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { myLeaguesQuery } from '../../api/queries';
import { useAuth } from '../../auth/auth-context';
import { RouterLink } from '../../components/router-link';

/** The teams whose roster the signed-in user is on (and does not manage), by name; null while unknown. */
export function useTeamsPlayedOn() {
  const { user } = useAuth();
  const { data: leagues = [], isPending } = useQuery({ ...myLeaguesQuery, enabled: Boolean(user) });
  if (isPending) return null;
  return leagues.flatMap((l) => l.teams.filter((t) => t.role === 'player').map((t) => ({ ...t, league: l.name })))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function TeamsPlayedOn({ teams }: { teams: NonNullable<ReturnType<typeof useTeamsPlayedOn>> }) {
  if (teams.length === 0) return null;
  return (
    <Container header={<Header variant="h2" counter={`(${teams.length})`} description="Teams whose roster you are on.">Teams you play on</Header>}>
      <ul className="teams-played-on" aria-label="Teams you play on">
        {teams.map((t) => (
          <li key={`${t.id}-${t.for_child ?? ''}`}>
            <SpaceBetween direction="horizontal" size="xs">
              <RouterLink href={`/team/${t.id}`}>{t.name}</RouterLink>
              {t.for_child && <Box>{t.for_child} (your child)</Box>}
              <Box color="text-body-secondary">{t.league}</Box>
            </SpaceBetween>
          </li>
        ))}
      </ul>
    </Container>
  );
}
