// A person's phone number (confirmed by a texted code), quiet hours and notification devices: the account page's
// "Texts and notifications" (issue 45 points 2 and 3). Only the caller's own: every key is built from their sub.
import { createHash, randomInt } from 'node:crypto';
import {
  NOTIFICATION_MESSAGES as M, PHONE_CODE_ATTEMPTS, PHONE_CODE_MINUTES,
  type NotificationSettings, type PushSubscriptionInput, type QuietHours,
} from '../../shared/notification-schema';
import {
  confirmPhone as markConfirmed, countPhoneAttempt, deletePhone, deletePushDevice, getPhone, getQuietHours,
  pushDevicesOf, putPendingPhone, putPushDevice, putQuietHours, smsOptOutOf,
} from '../data/channels';
import { badRequest, conflict, notFound } from '../lib/errors';
import { sendText } from '../lib/sms';
import { vapidPublicKey } from '../lib/web-push';
import { quietHoursFor } from './quiet-hours';

const RESEND_SECONDS = 60;
const codeHash = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');
/** A device is its push endpoint: the same browser subscribing again replaces its entry. */
const deviceId = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex').slice(0, 32);

export async function notificationSettings(userId: string): Promise<NotificationSettings> {
  const [phone, quiet, devices] = await Promise.all([getPhone(userId), getQuietHours(userId), pushDevicesOf(userId)]);
  const q = quietHoursFor(quiet);
  return {
    phone: phone ? { number: phone.number, status: phone.status, opted_out: Boolean(await smsOptOutOf(phone.number)) } : null,
    quiet_hours: { on: q.on, start: q.start, end: q.end, time_zone: q.time_zone },
    devices: devices.map((d) => ({ id: d.id, device: d.device, created_at: d.created_at })).sort((a, b) => a.created_at.localeCompare(b.created_at)),
    vapid_public_key: vapidPublicKey(),
  };
}

/**
 * Texts a 6-digit code to the number (a new number, or the same one again): the number receives texts only once the
 * code comes back. A code at most once a minute; a number that replied STOP cannot be texted (409).
 */
export async function addPhone(userId: string, number: string, now = new Date()): Promise<{ destination: string; expires_at: string }> {
  const current = await getPhone(userId);
  if (current?.code_sent_at && now.getTime() - Date.parse(current.code_sent_at) < RESEND_SECONDS * 1000) throw conflict(M.phoneTooSoon);
  if (await smsOptOutOf(number)) throw conflict(M.phoneOptedOut);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expires = new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000).toISOString();
  await putPendingPhone({
    user_id: userId, number, status: 'pending', code_hash: codeHash(userId, code), code_expires_at: expires,
    code_sent_at: now.toISOString(), attempts: 0, confirmed_at: null,
  });
  const sent = await sendText(number, `Your League Platform code is ${code}. It expires in ${PHONE_CODE_MINUTES} minutes.`);
  if (!sent.sent) throw conflict(M.phoneOptedOut);
  return { destination: number, expires_at: expires };
}

/** The code back: confirmed. Wrong codes count (5 end the code), an expired code is refused. */
export async function confirmPhoneCode(userId: string, code: string, now = new Date()): Promise<NotificationSettings> {
  const phone = await getPhone(userId);
  if (!phone || phone.status !== 'pending' || !phone.code_hash) throw badRequest(`code: ${M.phoneNoPending}`, 'code');
  if (phone.attempts >= PHONE_CODE_ATTEMPTS) throw badRequest(`code: ${M.phoneTooManyAttempts}`, 'code');
  if (!phone.code_expires_at || Date.parse(phone.code_expires_at) <= now.getTime()) throw badRequest(`code: ${M.phoneCodeExpired}`, 'code');
  const attempts = await countPhoneAttempt(userId, phone.code_hash);
  if (attempts === null) throw badRequest(`code: ${M.phoneNoPending}`, 'code');
  if (attempts > PHONE_CODE_ATTEMPTS) throw badRequest(`code: ${M.phoneTooManyAttempts}`, 'code');
  if (codeHash(userId, code) !== phone.code_hash || !(await markConfirmed(userId, phone.code_hash, now.toISOString()))) {
    throw badRequest(`code: ${attempts >= PHONE_CODE_ATTEMPTS ? M.phoneTooManyAttempts : M.phoneCodeWrong}`, 'code');
  }
  return notificationSettings(userId);
}

export const removePhone = (userId: string) => deletePhone(userId);

export async function saveQuietHours(userId: string, q: QuietHours, now = new Date()): Promise<NotificationSettings> {
  await putQuietHours({ user_id: userId, ...q, updated_at: now.toISOString() });
  return notificationSettings(userId);
}

export async function addPushDevice(userId: string, s: PushSubscriptionInput, now = new Date()): Promise<NotificationSettings> {
  await putPushDevice({
    id: deviceId(s.endpoint), user_id: userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, device: s.device, created_at: now.toISOString(),
  });
  return notificationSettings(userId);
}

export async function removePushDevice(userId: string, id: string): Promise<void> {
  if (!(await deletePushDevice(userId, id))) throw notFound('There is no such device with notifications on.');
}
