// Which sender serves each channel. Texts and pushes need a confirmed phone or a device, which no one has until
// those channels are built: they answer 'no_address' (the person's choice of them is kept for then).
import type { ChannelName, ChannelSender } from './channel';
import { emailSender } from './email-sender';

const notSetUp = (channel: ChannelName): ChannelSender => ({ channel, send: async () => 'no_address' });

export const CHANNEL_SENDERS: Record<ChannelName, ChannelSender> = {
  email: emailSender,
  sms: notSetUp('sms'),
  push: notSetUp('push'),
};
