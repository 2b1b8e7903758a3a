// A person's phone number, quiet hours and notification devices (issue 45 points 2 and 3), spread into ROUTES
// (shared/api-contract.ts). The inbound texts (STOP) arrive through SNS, not the API.
import * as z from 'zod';
import type { RouteDef } from './route-def';
import * as N from './notification-schema';

const noBody = z.undefined();
const deviceParams = z.object({ deviceId: z.string().regex(/^[0-9a-f]{32}$/, 'Device id is not valid') });

export const NOTIFICATION_ROUTES = {
  notificationSettings: {
    method: 'GET', path: '/api/me/notifications', auth: true, summary: 'The caller\'s phone number, quiet hours and notification devices, and the public VAPID key',
    responses: { 200: N.notificationSettingsResponseSchema },
  },
  addPhone: {
    method: 'POST', path: '/api/me/phone', auth: true, summary: 'Add a phone number (E.164) and text it a 6-digit code; it receives texts once confirmed',
    body: N.phoneInputSchema, responses: { 202: N.phoneCodeSentResponseSchema },
  },
  confirmPhone: {
    method: 'POST', path: '/api/me/phone/confirm', auth: true, summary: 'Confirm the phone number with the texted code (5 tries, 10 minutes)',
    body: N.phoneCodeSchema, responses: { 200: N.notificationSettingsResponseSchema },
  },
  removePhone: { method: 'DELETE', path: '/api/me/phone', auth: true, summary: 'Remove the phone number: no more texts', responses: { 204: noBody } },
  saveQuietHours: {
    method: 'PUT', path: '/api/me/quiet-hours', auth: true, summary: 'Set quiet hours and time zone: texts and pushes then wait until the end of quiet hours',
    body: N.quietHoursSchema, responses: { 200: N.notificationSettingsResponseSchema },
  },
  addPushDevice: {
    method: 'PUT', path: '/api/me/push-devices', auth: true, summary: 'Turn notifications on for this device (its browser push subscription); the same device again replaces itself',
    body: N.pushSubscriptionInputSchema, responses: { 200: N.notificationSettingsResponseSchema },
  },
  removePushDevice: {
    method: 'DELETE', path: '/api/me/push-devices/{deviceId}', auth: true, summary: 'Turn notifications off for one device',
    params: deviceParams, responses: { 204: noBody },
  },
} as const satisfies Record<string, RouteDef>;
