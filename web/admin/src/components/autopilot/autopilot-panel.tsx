// League Management's Autopilot page (issue 39 point 8): this week's plan of the AI autopilot (issue 40, plan-gated),
// the league's automations, each on or off with its settings (plan-gated; a paused one says so), the seasons they
// drafted, each season's registration switches, what happens next (a dry run) and the log with undo.
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { League } from '../../../../../shared/league-schema';
import { messageOf } from '../../lib/form-errors';
import { AutomationsForm } from './automations-form';
import { useLeagueAutopilot } from './autopilot-hooks';
import { AutopilotLog, WhatHappensNext } from './autopilot-tables';
import { SeasonDrafts } from './season-drafts';
import { SeasonSwitches } from './season-switches';
import { WeeklyPlan } from './weekly-plan';

export function AutopilotPanel({ league }: { league: League }) {
  const page = useLeagueAutopilot(league.id);
  if (page.error) return <Alert type="error" header="Could not load the Autopilot">{messageOf(page.error)}</Alert>;
  if (!page.data) return <StatusIndicator type="loading">Loading the Autopilot...</StatusIndicator>;
  return (
    <SpaceBetween size="l">
      <WeeklyPlan leagueId={league.id} access={page.data.access.weekly_plan} on={page.data.automations.weekly_plan.on} />
      <AutomationsForm leagueId={league.id} page={page.data} />
      <SeasonDrafts leagueId={league.id} drafts={page.data.drafts} />
      <WhatHappensNext leagueId={league.id} />
      <AutopilotLog leagueId={league.id} />
      <SeasonSwitches leagueId={league.id} />
    </SpaceBetween>
  );
}
