import { apiHandler } from '../access/api-handler';
import { readAutopilot, saveAutopilot } from './autopilot-settings';
import { assign, exportFor, listFor, markPaid, offerPlace, refund } from './admin';
import { levelAssignmentOf, placeByHand, runLevelAssignmentNow } from './level-assignment-admin';
import { getPayout, startOnboarding } from './payouts';
import { registrationForecastFor } from './registration-forecast';
import { cancel, checkoutFor, myRegistrations, register, viewOne } from './service';
import { declineTeam, renewTeam, returningTeams } from './renewal';
import { readSettings, saveSettings } from './settings';
import { instalmentCheckoutFor } from './instalment-checkout';
import { registerFamily } from './family-checkout';
import { memberNotesOf } from './member-notes';

export const handler = apiHandler({
  getRegistrationSettings: async ({ userId, params }) => ({ status: 200, body: await readSettings(userId, params.id, params.seasonId) }),
  putRegistrationSettings: async ({ userId, params, body }) => ({ status: 200, body: await saveSettings(userId, params.id, params.seasonId, body) }),
  getSeasonAutopilot: async ({ userId, params }) => ({ status: 200, body: await readAutopilot(userId, params.id, params.seasonId) }),
  putSeasonAutopilot: async ({ userId, params, body }) => ({ status: 200, body: await saveAutopilot(userId, params.id, params.seasonId, body) }),
  createRegistration: async ({ userId, params, body }) => ({ status: 201, body: await register(userId, params.id, params.seasonId, body) }),
  registerFamily: async ({ userId, params, body }) => ({ status: 201, body: await registerFamily(userId, params.id, params.seasonId, body) }),
  registrationMemberNotes: async ({ userId, params }) => ({ status: 200, body: await memberNotesOf(userId, params.registrationId) }),
  renewTeamRegistration: async ({ userId, params, body }) => ({ status: 201, body: await renewTeam(userId, params.id, params.seasonId, body) }),
  returningTeams: async ({ userId, params }) => ({ status: 200, body: await returningTeams(userId, params.id, params.seasonId) }),
  declineReturningTeam: async ({ userId, params, body }) => ({ status: 200, body: await declineTeam(userId, params.id, params.seasonId, body.team_id) }),
  myRegistrations: async ({ userId }) => ({ status: 200, body: await myRegistrations(userId) }),
  getRegistration: async ({ userId, params }) => ({ status: 200, body: { registration: await viewOne(userId, params.registrationId) } }),
  payRegistration: async ({ userId, params }) => ({ status: 200, body: await checkoutFor(userId, params.registrationId) }),
  payRegistrationInstalment: async ({ userId, params }) => ({ status: 200, body: await instalmentCheckoutFor(userId, params.registrationId, params.number) }),
  cancelRegistration: async ({ userId, params }) => ({ status: 200, body: await cancel(userId, params.registrationId) }),
  listRegistrations: async ({ userId, params, query }) => {
    const { registrations, totals } = await listFor(userId, params.id, query);
    return { status: 200, body: { registrations, totals } };
  },
  exportRegistrations: async ({ userId, params, query }) => ({ status: 200, body: await exportFor(userId, params.id, query) }),
  markRegistrationPaid: async ({ userId, params, body }) => ({ status: 200, body: await markPaid(userId, params.id, params.registrationId, body) }),
  refundRegistration: async ({ userId, params, body }) => ({ status: 200, body: await refund(userId, params.id, params.registrationId, body) }),
  assignRegistration: async ({ userId, params, body }) => ({ status: 200, body: await assign(userId, params.id, params.registrationId, body) }),
  offerRegistrationPlace: async ({ userId, params, body }) => ({ status: 200, body: await offerPlace(userId, params.id, params.registrationId, body) }),
  getLevelAssignment: async ({ userId, params }) => ({ status: 200, body: await levelAssignmentOf(userId, params.id, params.seasonId) }),
  runLevelAssignment: async ({ userId, params }) => ({ status: 200, body: await runLevelAssignmentNow(userId, params.id, params.seasonId) }),
  placeRegistrationInLevel: async ({ userId, params, body }) => ({ status: 200, body: await placeByHand(userId, params.id, params.registrationId, body) }),
  registrationForecast: async ({ userId, params }) => ({ status: 200, body: await registrationForecastFor(userId, params.id, params.seasonId) }),
  getPayoutAccount: async ({ userId, params }) => ({ status: 200, body: await getPayout(userId, params.id) }),
  startPayoutOnboarding: async ({ userId, params }) => ({ status: 200, body: await startOnboarding(userId, params.id) }),
});
