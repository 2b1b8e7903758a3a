// The team page's "Who is coming": each coming game with its answers counted. A player of the team answers there
// (Going, Not going, Maybe, with a note); the team's manager and the league's admin see each player's answer, who
// has not answered, and can nudge those by e-mail (each gets their own answer links). A manager who is on the roster
// too answers for themself like any player.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import { useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../../shared/api-contract';
import { AVAILABILITY_LABELS } from '../../../../../shared/game-day-schema';
import { OneTapAnswer } from '../../components/game-day/one-tap-answer';
import { useMyTeamMail, useNudgeAvailability, useSetMyTeamMail, useTeamAvailability } from '../../components/game-day/availability-hooks';
import { gameMoment } from '../../../../../shared/site-dates';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useAuth } from '../../auth/auth-context';
import { queryKeys } from '../../api/query-keys';
import { useAddPlayer } from './hooks';

type GameEntry = ResponseOf<'teamAvailability'>['games'][number];

export const countsText = (c: GameEntry['counts']) => `${c.going} Going · ${c.not_going} Not going · ${c.maybe} Maybe · ${c.no_answer} not answered`;

function GameAnswers({ teamId, entry, isPlayer, canManage }: { teamId: string; entry: GameEntry; isPlayer: boolean; canManage: boolean }) {
  const toast = useToast();
  const g = entry.game;
  const opponent = g.home_team_id === teamId ? `vs ${g.away_team.name}` : `at ${g.home_team.name}`;
  const label = `${opponent}, ${g.local_date}`;
  const nudge = useNudgeAvailability(teamId, g.id, (r) => toast({ type: 'success', header: `Asked ${r.sent} player${r.sent === 1 ? '' : 's'} by e-mail` }));
  const waiting = entry.people.filter((p) => !p.answer);
  return (
    <Container header={<Header variant="h3" description={`${gameMoment(g.scheduled_at, g.time_zone)}${g.location ? ` · ${g.location}` : ''}`}>{opponent}</Header>}>
      <SpaceBetween size="s">
        <Box data-testid={`counts-${g.id}`}>{countsText(entry.counts)}</Box>
        {isPlayer && entry.mine && entry.open && (
          <OneTapAnswer teamId={teamId} gameId={g.id} label={label} answer={entry.mine.answer} note={entry.mine.note} />
        )}
        {canManage && (
          <ExpandableSection headerText={`Answers of ${entry.people.length} player${entry.people.length === 1 ? '' : 's'}`}>
            <SpaceBetween size="xs">
              <ul className="availability-people" aria-label={`Answers for ${label}`}>
                {entry.people.map((p) => (
                  <li key={p.user_id}><strong>{p.name}</strong>: {p.answer ? AVAILABILITY_LABELS[p.answer] : 'Not answered'}{p.note ? ` (${p.note})` : ''}</li>
                ))}
              </ul>
              {nudge.isError && <StatusIndicator type="error">{messageOf(nudge.error)}</StatusIndicator>}
              {entry.open && waiting.length > 0 && (
                <Button loading={nudge.isPending} onClick={() => nudge.mutate()} ariaLabel={`Nudge ${waiting.length} who have not answered for ${label}`}>
                  Nudge {waiting.length} who {waiting.length === 1 ? 'has' : 'have'} not answered
                </Button>
              )}
            </SpaceBetween>
          </ExpandableSection>
        )}
      </SpaceBetween>
    </Container>
  );
}

/** The member's own switch for this team's game reminder e-mails (the same choice as each reminder's stop link). */
function ReminderSwitch({ teamId }: { teamId: string }) {
  const toast = useToast();
  const choice = useMyTeamMail(teamId);
  const set = useSetMyTeamMail(teamId, (err) => toast({ type: 'error', header: 'Could not change your e-mails', content: messageOf(err) }));
  if (!choice.data) return null;
  return (
    <Toggle checked={choice.data.reminders_email} disabled={set.isPending} onChange={({ detail }) => set.mutate(detail.checked)}>
      E-mail me a reminder before each game
    </Toggle>
  );
}

/**
 * A manager who plays for the team too answers like any player once on its roster: one press adds them (their own
 * e-mail adds them at once, as on the Roster tab), and their answer buttons appear.
 */
function PlayToo({ teamId, leagueId }: { teamId: string; leagueId: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const add = useAddPlayer(teamId, leagueId);
  if (!user) return null;
  const join = () => add.mutate({ email: user.email, position: null, jersey_number: null }, {
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.teamAvailability(teamId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.myAvailability }),
    ]),
  });
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Box color="text-body-secondary">Do you play for this team too? Join its roster to answer for yourself.</Box>
      <Button loading={add.isPending} onClick={join}>I play too</Button>
      {add.isError && <StatusIndicator type="error">{messageOf(add.error)}</StatusIndicator>}
    </SpaceBetween>
  );
}

export function AvailabilityPanel({ teamId, leagueId }: { teamId: string; leagueId: string }) {
  const q = useTeamAvailability(teamId);
  if (q.isError) return <StatusIndicator type="error">{messageOf(q.error)}</StatusIndicator>;
  const games = q.data?.games ?? [];
  return (
    <SpaceBetween size="s">
      <Header variant="h2" description="Coming games and who will be there">Who is coming</Header>
      {q.data && (q.data.is_player || q.data.can_manage) && <ReminderSwitch teamId={teamId} />}
      {q.data && q.data.can_manage && !q.data.is_player && <PlayToo teamId={teamId} leagueId={leagueId} />}
      {q.isPending ? <StatusIndicator type="loading">Loading answers</StatusIndicator>
        : games.length === 0 ? <Box color="text-body-secondary">No coming games</Box>
          : games.map((e) => <GameAnswers key={e.game.id} teamId={teamId} entry={e} isPlayer={q.data.is_player} canManage={q.data.can_manage} />)}
    </SpaceBetween>
  );
}
