// Which sender serves each channel: e-mail through SES (email-sender.ts), texts to a confirmed number
// (sms-sender.ts) and pushes to each device turned on (push-sender.ts); someone without a number or a device
// answers 'no_address' for that channel.
import type { ChannelName, ChannelSender } from './channel';
import { emailSender } from './email-sender';
import { pushSender } from './push-sender';
import { smsSender } from './sms-sender';

export const CHANNEL_SENDERS: Record<ChannelName, ChannelSender> = {
  email: emailSender,
  sms: smsSender,
  push: pushSender,
};
