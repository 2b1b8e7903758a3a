// The autopilot job that sends the texts and pushes quiet hours held (kind `held-deliveries`, one per league):
// each held delivery whose quiet hours have ended is taken by a conditional transaction (two sweeps at once send it
// once), sent on its channel, and its delivery item settled (held -> sending -> sent, opted out or failed), so the
// message's delivery log counts it sent; the job is next due at the next held delivery's morning.
import type { AutopilotJobRecord } from '../data/autopilot';
import { nextHeldRelease, releasedDeliveries, takeHeldDelivery } from '../data/channel-deliveries';
import type { ChannelName } from './channel';
import { failed, settle, type ChannelDelivery } from './deliver-once';
import { pushDelivery } from './push-sender';
import { smsDelivery } from './sms-sender';

const CHANNELS: Partial<Record<ChannelName, ChannelDelivery>> = { sms: smsDelivery, push: pushDelivery };

export async function runHeldDeliveries(job: AutopilotJobRecord, now: Date): Promise<{ run: Record<string, number>; next: string | null }> {
  const at = now.toISOString();
  const run = { released: 0, opted_out: 0, failed: 0 };
  for (const h of await releasedDeliveries(job.league_id, at)) {
    const via = CHANNELS[h.channel];
    if (!via || !(await takeHeldDelivery(h, at))) continue;
    const mark = { league_id: h.league_id, channel: h.channel, dedupe_key: h.dedupe_key, name: h.to.name };
    const outcome = await settle(mark, await via.deliver(h.to, h.msg as Parameters<ChannelDelivery['deliver']>[1]).catch(failed(h.channel)), at);
    if (outcome === 'sent') run.released++;
    else if (outcome === 'opted_out') run.opted_out++;
    else run.failed++;
  }
  return { run, next: await nextHeldRelease(job.league_id) };
}
