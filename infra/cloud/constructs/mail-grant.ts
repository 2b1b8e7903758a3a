// The one permission a function needs to send the product's mail: ses:SendEmail on the stage's sending identity and
// nothing else, written once for the API functions and every sweep that e-mails.
import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';

/** ses:SendEmail on `identity` in `region` alone. */
export function sendMailStatement(stack: Stack, mail: { region: string; identity: string }): iam.PolicyStatement {
  return new iam.PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: [stack.formatArn({ service: 'ses', region: mail.region, resource: 'identity', resourceName: mail.identity })],
  });
}
