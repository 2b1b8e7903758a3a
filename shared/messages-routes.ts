// The messages API's routes (spread into ROUTES in api-contract.ts): compose to a group with its preview, the
// delivery log and suppression list, a team manager's message to their team, a person's channel choices, the
// one-click unsubscribe, and the schedule's rainout.
import * as z from 'zod';
import { leagueIdSchema } from './league-schema';
import {
  messageComposeSchema, messageEditSchema, messagePreferencesSchema, messagePreviewSchema, rainoutSchema, teamMessageComposeSchema, unsubscribeTokenSchema,
} from './messages-schema';
import {
  messageDetailResponseSchema, messageListResponseSchema, messagePreferencesResponseSchema, messagePreviewResponseSchema,
  messageResponseSchema, rainoutResponseSchema, suppressionListResponseSchema, unsubscribeResponseSchema,
} from './messages-responses';

const pathId = (label: string) => z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, `${label} is not valid`);
const leagueParams = z.object({ id: leagueIdSchema });
const teamParams = z.object({ teamId: pathId('Team id') });
const tokenParams = z.object({ token: unsubscribeTokenSchema });
const messageParams = z.object({ id: leagueIdSchema, messageId: pathId('Message id') });

export const MESSAGE_ROUTES = {
  previewMessage: {
    method: 'POST', path: '/api/leagues/{id}/messages/preview', auth: true, summary: 'How many people, and who, a group of the league is, before writing to it (league admin)',
    params: leagueParams, body: messagePreviewSchema, responses: { 200: messagePreviewResponseSchema },
  },
  sendMessage: {
    method: 'POST', path: '/api/leagues/{id}/messages', auth: true, summary: 'Write to a group of the league now or at send_at, on each person\'s chosen channels (league admin)',
    params: leagueParams, body: messageComposeSchema, responses: { 201: messageResponseSchema },
  },
  listMessages: {
    method: 'GET', path: '/api/leagues/{id}/messages', auth: true, summary: 'The league\'s messages, newest first, with each channel\'s delivery counts (league admin)',
    params: leagueParams, responses: { 200: messageListResponseSchema },
  },
  getMessage: {
    method: 'GET', path: '/api/leagues/{id}/messages/{messageId}', auth: true, summary: 'One message\'s delivery log: counts, and who was not reached and why (league admin)',
    params: messageParams, responses: { 200: messageDetailResponseSchema },
  },
  editMessage: {
    method: 'PATCH', path: '/api/leagues/{id}/messages/{messageId}', auth: true,
    summary: 'Change a scheduled message\'s subject, text or send time before it goes out (its author); 409 once it is being sent',
    params: messageParams, body: messageEditSchema, responses: { 200: messageResponseSchema },
  },
  cancelMessage: {
    method: 'POST', path: '/api/leagues/{id}/messages/{messageId}/cancel', auth: true,
    summary: 'Cancel a scheduled message before it goes out (its author); 409 once it is being sent',
    params: messageParams, responses: { 200: messageResponseSchema },
  },
  listSuppressions: {
    method: 'GET', path: '/api/leagues/{id}/suppressions', auth: true, summary: 'Addresses that bounced or complained about the league\'s e-mail: nothing is sent to them (league admin)',
    params: leagueParams, responses: { 200: suppressionListResponseSchema },
  },
  previewTeamMessage: {
    method: 'POST', path: '/api/teams/{teamId}/messages/preview', auth: true, summary: 'Who a message to the team reaches (the team\'s manager, the league admin)',
    params: teamParams, responses: { 200: messagePreviewResponseSchema },
  },
  listTeamMessages: {
    method: 'GET', path: '/api/teams/{teamId}/messages', auth: true, summary: 'The team\'s messages, newest first, with their delivery counts (the team\'s manager, the league admin)',
    params: teamParams, responses: { 200: messageListResponseSchema },
  },
  sendTeamMessage: {
    method: 'POST', path: '/api/teams/{teamId}/messages', auth: true, summary: 'Write to the team\'s players and manager (the team\'s manager, the league admin)',
    params: teamParams, body: teamMessageComposeSchema, responses: { 201: messageResponseSchema },
  },
  getMessagePreferences: {
    method: 'GET', path: '/api/me/message-preferences', auth: true, summary: 'The caller\'s channels for each kind of message',
    responses: { 200: messagePreferencesResponseSchema },
  },
  setMessagePreferences: {
    method: 'PUT', path: '/api/me/message-preferences', auth: true, summary: 'Choose the channels for each kind of message',
    body: z.object({ preferences: messagePreferencesSchema }), responses: { 200: messagePreferencesResponseSchema },
  },
  getUnsubscribe: {
    method: 'GET', path: '/api/unsubscribe/{token}', auth: false, summary: 'What an e-mail\'s unsubscribe link names (no sign-in: the signed token is the key)',
    params: tokenParams, responses: { 200: unsubscribeResponseSchema },
  },
  unsubscribe: {
    method: 'POST', path: '/api/unsubscribe/{token}', auth: false, summary: 'One-click unsubscribe (RFC 8058): stops that kind of message by e-mail for the link\'s person',
    params: tokenParams, responses: { 200: unsubscribeResponseSchema },
  },
  previewRainout: {
    method: 'POST', path: '/api/leagues/{id}/rainout/preview', auth: true, summary: 'The games at a venue on a date a rainout would cancel or move, and who would be told; changes nothing (league admin)',
    params: leagueParams, body: rainoutSchema, responses: { 200: rainoutResponseSchema },
  },
  rainout: {
    method: 'POST', path: '/api/leagues/{id}/rainout', auth: true, summary: 'Cancel, or move to make-up slots, every game at a venue on a date; each person of their teams is told once (league admin)',
    params: leagueParams, body: rainoutSchema, responses: { 200: rainoutResponseSchema },
  },
} as const;
