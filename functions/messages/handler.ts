import { apiHandler } from '../access/api-handler';
import { preferencesOf, setPreferences, unsubscribeByToken, unsubscribeState } from './preferences';
import {
  cancelMessage, editMessage, leagueMessageDetail, leagueSuppressions, listLeagueMessages, listTeamMessages, previewLeagueMessage, previewTeamMessage,
  sendLeagueMessage, sendTeamMessage,
} from './service';

export const handler = apiHandler({
  previewMessage: async ({ userId, params, body }) => ({ status: 200, body: await previewLeagueMessage(userId, params.id, body.group) }),
  sendMessage: async ({ userId, params, body }) => ({ status: 201, body: { message: await sendLeagueMessage(userId, params.id, body) } }),
  listMessages: async ({ userId, params }) => ({ status: 200, body: { messages: await listLeagueMessages(userId, params.id) } }),
  getMessage: async ({ userId, params }) => ({ status: 200, body: await leagueMessageDetail(userId, params.id, params.messageId) }),
  editMessage: async ({ userId, params, body }) => ({ status: 200, body: { message: await editMessage(userId, params.id, params.messageId, body) } }),
  cancelMessage: async ({ userId, params }) => ({ status: 200, body: { message: await cancelMessage(userId, params.id, params.messageId) } }),
  listTeamMessages: async ({ userId, params }) => ({ status: 200, body: { messages: await listTeamMessages(userId, params.teamId) } }),
  listSuppressions: async ({ userId, params }) => ({ status: 200, body: { suppressions: await leagueSuppressions(userId, params.id) } }),
  previewTeamMessage: async ({ userId, params }) => ({ status: 200, body: await previewTeamMessage(userId, params.teamId) }),
  sendTeamMessage: async ({ userId, params, body }) => ({ status: 201, body: { message: await sendTeamMessage(userId, params.teamId, body) } }),
  getMessagePreferences: async ({ userId }) => ({ status: 200, body: { preferences: await preferencesOf(`u:${userId}`) } }),
  setMessagePreferences: async ({ userId, body }) => ({ status: 200, body: { preferences: await setPreferences(`u:${userId}`, body.preferences) } }),
  getUnsubscribe: async ({ params }) => ({ status: 200, body: await unsubscribeState(params.token) }),
  unsubscribe: async ({ params }) => ({ status: 200, body: await unsubscribeByToken(params.token) }),
});
