// One channel a message reaches people by (e-mail through SES, texts through AWS End User Messaging SMS, web push).
// The message pipeline (functions/messages) picks each person's channels from their preferences and hands the
// message to each channel's sender; a sender answers what became of it for the delivery log.
export type ChannelName = 'email' | 'sms' | 'push';

/** The kinds of message a person chooses channels for (declared in shared/, where the preferences form reads them). */
export { MESSAGE_KINDS, type MessageKind } from '../../shared/messages-schema';
import type { MessageKind } from '../../shared/messages-schema';

/** Who a message goes to: an account where the person has one, else an address only (a registrant, an invitee). */
export interface Recipient {
  user_id?: string;
  email?: string;
  name: string;
  /** IANA time zone for quiet hours (the person's own, else the league's). */
  time_zone?: string;
}

export interface OutgoingMessage {
  kind: MessageKind;
  league_id: string;
  subject: string;
  /** Plain text body (texts use a shortened form: `short`). */
  text: string;
  short: string;
  /** The e-mail's HTML where the text has structure (a notice's list of games); absent: made from `text`. */
  html?: string;
  /** Where the message leads (a game, a page, the registration form): a push opens it, a text ends with it. */
  url?: string;
}

/** The message id a dedupe key starts with (<message>#<channel>#<person>, messages/deliver.ts). */
export const messageIdOf = (dedupeKey: string) => dedupeKey.split('#')[0]!;

export type DeliveryOutcome = 'sent' | 'held' | 'suppressed' | 'opted_out' | 'no_address' | 'failed' | 'duplicate';

export interface ChannelSender {
  channel: ChannelName;
  /**
   * Sends `msg` to `to` once per `dedupeKey` (a conditional write marks it before the provider is called, so a retry
   * or a second sender at once sends nothing more: 'duplicate'). 'held' means quiet hours: sent in the morning.
   */
  send(to: Recipient, msg: OutgoingMessage, dedupeKey: string, now: Date): Promise<DeliveryOutcome>;
}
