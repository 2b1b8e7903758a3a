// The keywords End User Messaging SMS honours in a reply (its default opt-out and opt-in keywords): the local
// stand-in keeps its opt-out list by them, and the inbound handler (functions/messages/sms-inbound.ts) records them.
export const SMS_OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'OPT-OUT', 'REVOKE', 'ARRET'];
export const SMS_OPT_IN_KEYWORDS = ['START', 'UNSTOP', 'YES'];

/** A reply's keyword: its first word, upper case. */
export const smsKeyword = (body: string) => body.trim().split(/\s+/)[0]?.toUpperCase() ?? '';

/** The inbound message End User Messaging publishes to the two-way channel's SNS topic (its Message, as JSON). */
export interface InboundSms {
  originationNumber: string;
  destinationNumber: string;
  messageKeyword: string;
  messageBody: string;
  inboundMessageId: string;
  previousPublishedMessageId?: string;
  isoCountryCode?: string;
}
