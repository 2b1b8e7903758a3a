// Whether a league places registrants in levels automatically (issue 39 point 4): its plan has
// has_automatic_level_assignment and its organiser switched `level_assignment` on (the Autopilot page).
import type { League } from '../../shared/league-schema';
import { hasFeature } from '../../shared/plan-catalogue';
import { getLeagueAutomations } from '../data/autopilot-settings';
import { currentPlanOf } from '../access/plan';

export async function levelAssignmentOn(league: Pick<League, 'id' | 'admin_id'>): Promise<boolean> {
  const plan = await currentPlanOf(league.admin_id);
  if (!hasFeature(plan, 'has_automatic_level_assignment')) return false;
  return (await getLeagueAutomations(league.id)).level_assignment.on;
}
