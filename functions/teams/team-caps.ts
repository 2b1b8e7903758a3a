import { MSG } from '../../shared/messages';
import type { League } from '../../shared/league-schema';
import { limitOf } from '../../shared/plan-catalogue';
import { getLeagueForUpdate } from '../data/leagues';
import type { TeamCaps } from '../data/team-items';
import { conflict, notFound } from '../lib/errors';
import { currentPlanOf } from '../access/plan';
import { leagueLimitRefusal } from '../access/plan';

/** Reads of the league after its Maximum teams changed under a team being added, before giving up. */
const ATTEMPTS = 3;

/** A full league's 409: the league's own maximum when that is the lower cap (or the plan has none), else the plan's. */
export async function teamCapRefusal(caps: TeamCaps, leagueId: string) {
  if (caps.plan === null || caps.league <= caps.plan) return conflict(MSG.league.maxTeamsReached(caps.league), 'limit_reached');
  return leagueLimitRefusal('max_teams', leagueId, caps.plan);
}

/**
 * Every path that adds a team to a league goes through here: `attempt` runs the team's transaction under both
 * caps (the owner's plan limit and the league's Maximum teams, see teamCapItems). 'limit' answers the 409 of the
 * cap that was hit; 'gone' with the league still there means its maximum changed meanwhile, so it is read again.
 */
export async function addTeamUnderCaps<F extends string>(
  league: League, attempt: (caps: TeamCaps) => Promise<F | 'gone' | 'limit' | null>,
): Promise<Exclude<F, 'gone' | 'limit'> | null> {
  const plan = limitOf(await currentPlanOf(league.admin_id), 'max_teams');
  let current = league;
  for (let n = 1; ; n++) {
    const caps = { plan, league: current.max_teams };
    const failure = await attempt(caps);
    if (failure === 'limit') throw await teamCapRefusal(caps, league.id);
    if (failure !== 'gone') return failure as Exclude<F, 'gone' | 'limit'> | null;
    const again = await getLeagueForUpdate(league.id);
    if (!again || again.league.max_teams === caps.league || n >= ATTEMPTS) throw notFound(MSG.league.notFound);
    current = again.league;
  }
}
