// The Autopilot page's API (organiser only); the sweep's own Lambda is handler.ts.
import { apiHandler } from '../access/api-handler';
import { confirmDraft, setDraftLiveDay } from './drafts';
import { autopilotLogOf, autopilotPlanOf, readLeagueAutopilot, saveLeagueAutopilot, undoAutopilotAction } from './service';

export const handler = apiHandler({
  getLeagueAutopilot: async ({ userId, params }) => ({ status: 200, body: await readLeagueAutopilot(userId, params.id) }),
  putLeagueAutopilot: async ({ userId, params, body }) => ({ status: 200, body: await saveLeagueAutopilot(userId, params.id, body) }),
  autopilotPlan: async ({ userId, params }) => ({ status: 200, body: await autopilotPlanOf(userId, params.id) }),
  autopilotLog: async ({ userId, params }) => ({ status: 200, body: await autopilotLogOf(userId, params.id) }),
  undoAutopilotAction: async ({ userId, params }) => ({ status: 200, body: await undoAutopilotAction(userId, params.id, params.entryId) }),
  setSeasonDraftLiveOn: async ({ userId, params, body }) => ({ status: 200, body: await setDraftLiveDay(userId, params.id, params.seasonId, body) }),
  confirmSeasonDraft: async ({ userId, params }) => ({ status: 200, body: await confirmDraft(userId, params.id, params.seasonId) }),
});
