// Phone and desktop notifications (issue 45 point 2) through Web Push (lib/web-push.ts): to every device the person
// turned notifications on for, once per dedupe key, held in their quiet hours (deliver-once.ts). Clicked, the
// notification opens the message's url (the service workers: web/site/src/sw, web/admin/public/sw.js).
import { deletePushDevice, pushDevicesOf } from '../data/channels';
import { pushTo } from '../lib/web-push';
import type { ChannelSender, DeliveryOutcome } from './channel';
import { deliverOnce, type ChannelDelivery } from './deliver-once';

export const pushDelivery: ChannelDelivery = {
  async check(to) {
    if (!to.user_id || !process.env.VAPID_PUBLIC_KEY) return 'no_address';
    return (await pushDevicesOf(to.user_id)).length ? null : 'no_address';
  },
  async deliver(to, msg): Promise<DeliveryOutcome> {
    const devices = to.user_id ? await pushDevicesOf(to.user_id) : [];
    if (!devices.length) return 'no_address';
    const payload = { title: msg.subject, body: msg.short, ...(msg.url ? { url: msg.url } : {}) };
    let sent = 0;
    for (const d of devices) {
      const r = await pushTo({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }, payload, to.email ?? to.user_id!, d.device);
      if (r === 'sent') sent++;
      // The browser dropped the subscription (notifications turned off, site data cleared): forget the device.
      if (r === 'gone') await deletePushDevice(d.user_id, d.id);
    }
    return sent ? 'sent' : 'failed';
  },
};

export const pushSender: ChannelSender = {
  channel: 'push',
  send: (to, msg, dedupeKey, now) => deliverOnce('push', to, msg, dedupeKey, now, pushDelivery),
};
