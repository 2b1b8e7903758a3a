// The one permission a function needs to send the product's mail: ses:SendEmail on the stage's sending identity and
// nothing else, written once for the API functions and every sweep that e-mails.
import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';

/** The stage's sender: its address, SES identity and region, and the configuration set its events go through. */
export interface MailSender { from: string; identity: string; region: string; configurationSet?: string }

/**
 * ses:SendEmail on `identity` in `region` alone, and on the configuration set every e-mail names (SES checks the
 * caller may use it: functions/lib/mailer.ts sends through it so bounces come back, constructs/message-events.ts).
 */
export function sendMailStatement(stack: Stack, mail: MailSender): iam.PolicyStatement {
  return new iam.PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: [
      stack.formatArn({ service: 'ses', region: mail.region, resource: 'identity', resourceName: mail.identity }),
      ...(mail.configurationSet ? [stack.formatArn({ service: 'ses', region: mail.region, resource: 'configuration-set', resourceName: mail.configurationSet })] : []),
    ],
  });
}

/** The environment a function that sends mail reads (functions/lib/mailer.ts). */
export function mailEnvironment(mail: MailSender): Record<string, string> {
  return { MAIL_FROM: mail.from, SES_REGION: mail.region, ...(mail.configurationSet ? { SES_CONFIGURATION_SET: mail.configurationSet } : {}) };
}
