// Whether a league has room for one more team, under both caps the server holds a new team to (functions/teams/
// team-caps.ts): the league's own Maximum teams and its organiser's plan. Said before the Create Team form opens,
// with the cap that is hit, never 'no limit on your plan' in a league already at its own maximum.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import { MSG } from '../../../../../shared/messages';
import type { LimitCheckResult } from '../../../../../shared/subscription-schema';
import { useLeague } from '../league-hooks';
import { leaguePath } from '../../lib/league-pages';
import { LimitNotice } from '../limit-notice';
import { RouterButton } from '../router-link';
import { useLimitCheck } from '../usage-hooks';

type PlanFigures = Pick<LimitCheckResult, 'allowed' | 'limit' | 'current_usage' | 'is_unlimited'>;

export interface TeamRoom {
  /** Which cap a new team would hit, if any: the league's own maximum or the plan's limit. */
  full: 'league' | 'plan' | null;
  /** The league's own Maximum teams; undefined while unknown. */
  leagueMax: number | undefined;
  plan: PlanFigures | undefined;
}

/**
 * The cap a new team hits, as the server picks its refusal: the league's own maximum when that is the lower cap (or
 * the plan has none), else the plan's. `plan.current_usage` is the league's team count.
 */
export function teamRoomOf(plan: PlanFigures | undefined, leagueMax: number | undefined): TeamRoom {
  if (!plan) return { full: null, leagueMax, plan };
  const planCap = plan.is_unlimited || plan.limit < 0 ? null : plan.limit;
  const leagueFull = leagueMax !== undefined && plan.current_usage >= leagueMax && (planCap === null || leagueMax <= planCap);
  return { full: leagueFull ? 'league' : plan.allowed ? null : 'plan', leagueMax, plan };
}

/** A league's room for one more team, from its plan figures and its own maximum (both cached queries). */
export function useTeamRoom(leagueId: string): TeamRoom {
  const plan = useLimitCheck('max_teams', leagueId, Boolean(leagueId));
  const league = useLeague(leagueId || null);
  return teamRoomOf(plan.data, league.data?.max_teams);
}

/** What the Create Team form (and the button opening it) says about the room left. */
export function TeamRoomNotice({ leagueId, room }: { leagueId: string; room: TeamRoom }) {
  if (room.full === 'league' && room.leagueMax !== undefined) {
    return (
      <Alert
        type="info"
        header="This league is full"
        action={<RouterButton href={leaguePath(leagueId, 'settings')}>Open settings</RouterButton>}
      >
        {MSG.league.maxTeamsReached(room.leagueMax)}
      </Alert>
    );
  }
  if (room.full === null && room.plan && room.leagueMax !== undefined && (room.plan.is_unlimited || room.leagueMax < room.plan.limit)) {
    // The league's own maximum is the cap that counts: say that, not the plan's larger (or missing) limit.
    return (
      <Box color="text-body-secondary" fontSize="body-s">
        {`${room.plan.current_usage} of ${room.leagueMax} teams (the league's maximum)`}
      </Box>
    );
  }
  return <LimitNotice limitKey="max_teams" check={room.plan} />;
}
