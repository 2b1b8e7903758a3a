// My Teams' "My coming games": every coming game of the teams the person plays for, with their answer, which they
// give or change right there with one tap (Going, Not going, Maybe; a note if they like). Shown only to someone who
// plays somewhere.
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ResponseOf } from '../../../../../shared/api-contract';
import { useMyAvailability } from '../../components/game-day/availability-hooks';
import { OneTapAnswer } from '../../components/game-day/one-tap-answer';
import { gameMoment } from '../../../../../shared/site-dates';
import { messageOf } from '../../lib/form-errors';

type Entry = ResponseOf<'myAvailability'>['games'][number];

function MyGame({ e }: { e: Entry }) {
  const g = e.game;
  const match = g.home_team_id === e.team_id ? `${e.team_name} vs ${g.away_team.name}` : `${e.team_name} at ${g.home_team.name}`;
  // A child's game: the parent answers for them.
  const opponent = e.member ? `${e.member.first_name} (your child): ${match}` : match;
  return (
    <Container header={<Header variant="h3" description={`${gameMoment(g.scheduled_at, g.time_zone)}${g.location ? ` · ${g.location}` : ''}`}>{opponent}</Header>}>
      <OneTapAnswer teamId={e.team_id} gameId={g.id} label={`${opponent}, ${g.local_date}`} answer={e.answer} note={e.note} memberId={e.member?.id} />
    </Container>
  );
}

export function MyGames() {
  const q = useMyAvailability();
  if (q.isError) return <StatusIndicator type="error">{messageOf(q.error)}</StatusIndicator>;
  if (!q.data || q.data.games.length === 0) return null;
  return (
    <SpaceBetween size="s">
      <Header variant="h2" description="The teams you play for: tell your managers whether you are coming">My coming games</Header>
      {q.data.games.map((e) => <MyGame key={`${e.team_id}-${e.game.id}-${e.member?.id ?? ''}`} e={e} />)}
    </SpaceBetween>
  );
}
