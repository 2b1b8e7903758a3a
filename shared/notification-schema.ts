// A person's texts and phone notifications (issue 45 points 2 and 3): their phone number, confirmed by a code sent by
// text; their quiet hours and time zone; the devices they turned notifications on for. Read by the API and the
// account page's forms alike.
import * as z from 'zod';
import { isoDateTime } from './response-fields';

export const NOTIFICATION_MESSAGES = {
  phoneInvalid: 'Enter the phone number in international form: + and the country code, then the number (e.g. +14155550123)',
  phoneCodeSent: (to: string) => `We sent a code by text to ${to}. Enter it to confirm the number.`,
  phoneCodeWrong: 'The code is not correct. Check the latest text we sent and try again.',
  phoneCodeExpired: 'The code has expired. Send a new one.',
  phoneTooManyAttempts: 'Too many wrong codes. Send a new one.',
  phoneNoPending: 'There is no phone number waiting for a code. Add the number again.',
  phoneTooSoon: 'A code was sent less than a minute ago. Wait a moment before asking for another.',
  phoneOptedOut: 'This number replied STOP, so we cannot text it. Reply START from the phone to receive texts again.',
  timeZoneInvalid: 'Choose a time zone from the list (e.g. America/New_York)',
  timeInvalid: 'Enter a time as HH:MM on a 24-hour clock (e.g. 21:00)',
  quietSame: 'The end of quiet hours must differ from their start',
  pushEndpointInvalid: 'The browser gave no valid push address: turn notifications on again',
} as const;

/** How long a confirmation code stays valid, and how many wrong codes end it. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_ATTEMPTS = 5;

/** E.164: +, a country code (no leading 0), at most 15 digits in all. Spaces, dashes and brackets are dropped first. */
export const phoneNumberSchema = z.string({ error: NOTIFICATION_MESSAGES.phoneInvalid })
  .transform((s) => s.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, NOTIFICATION_MESSAGES.phoneInvalid));

export const phoneInputSchema = z.object({ phone: phoneNumberSchema }).strict();
export type PhoneInput = z.input<typeof phoneInputSchema>;
export const phoneCodeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from the text') }).strict();

export const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
};

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, NOTIFICATION_MESSAGES.timeInvalid);

export const quietHoursSchema = z.object({
  /** Quiet hours on or off: off, texts and pushes go at any hour. */
  on: z.boolean(),
  start: clock,
  end: clock,
  time_zone: z.string().refine(isTimeZone, NOTIFICATION_MESSAGES.timeZoneInvalid),
}).strict().refine((q) => q.start !== q.end, { message: NOTIFICATION_MESSAGES.quietSame, path: ['end'] });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** Until a person chooses: quiet from 21:00 to 08:00, in the league's time zone where the sender knows it. */
export const QUIET_HOURS_DEFAULT: QuietHours = { on: true, start: '21:00', end: '08:00', time_zone: 'UTC' };

/** What the browser's PushManager.subscribe() answers (PushSubscription.toJSON()), plus a name for the device. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ error: NOTIFICATION_MESSAGES.pushEndpointInvalid }).max(2048).refine((u) => u.startsWith('https://') || u.startsWith('http://localhost') || u.startsWith('http://127.0.0.1'), NOTIFICATION_MESSAGES.pushEndpointInvalid),
  keys: z.object({ p256dh: z.string().min(16).max(256), auth: z.string().min(8).max(64) }).strict(),
  device: z.string().trim().min(1, 'Name this device').max(80, 'A device name is at most 80 characters'),
}).strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const phoneStatusSchema = z.object({
  number: z.string(),
  status: z.enum(['pending', 'confirmed']),
  /** The number replied STOP: nothing is texted to it until it replies START. */
  opted_out: z.boolean(),
}).nullable();

export const pushDeviceSchema = z.object({ id: z.string(), device: z.string(), created_at: isoDateTime });

export const notificationSettingsResponseSchema = z.object({
  phone: phoneStatusSchema,
  quiet_hours: z.object({ on: z.boolean(), start: z.string(), end: z.string(), time_zone: z.string() }),
  devices: z.array(pushDeviceSchema),
  /** The stage's public VAPID key, for PushManager.subscribe(); null when push is not set up here. */
  vapid_public_key: z.string().nullable(),
}).meta({ id: 'NotificationSettingsResponse' });
export type NotificationSettings = z.infer<typeof notificationSettingsResponseSchema>;

export const phoneCodeSentResponseSchema = z.object({ destination: z.string(), expires_at: isoDateTime });
