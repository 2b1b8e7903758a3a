// Deploy-time settings an operator passes as CDK context (`cdk deploy -c domainName=admin.example.com ...`).
// Everything is optional so `cdk synth` works on a fresh clone with no AWS account.
import type { Node } from 'constructs';

export interface LeaguePlatformConfig {
  /** Admin app domain, e.g. admin.example.com. @default - the CloudFront distribution's own domain */
  readonly domainName?: string;
  /** ACM certificate (us-east-1) covering domainName. @default - none (required when domainName is set) */
  readonly certificateArn?: string;
  /** Google OAuth client id: enables "Sign in with Google". @default - Google sign-in disabled */
  readonly googleClientId?: string;
  /** Secrets Manager secret name holding the Google OAuth client secret. @default - none (required with googleClientId) */
  readonly googleClientSecretName?: string;
  /** Cognito hosted UI domain prefix. @default - 'league-platform-' + a fragment of the CloudFormation stack id */
  readonly cognitoDomainPrefix?: string;
  /**
   * Sender of the product's own e-mails (invitations), an address of an SES-verified identity.
   * @default - no-reply@ the app's domain (domainName) or no-reply@example.com, which SES refuses until set
   */
  readonly mailFrom?: string;
  /** The address 'Contact Us' shows. @default - 'support@' + domainName when set, otherwise none (the page says so) */
  readonly contactEmail?: string;
}

/** Context keys read from cdk.json, `-c key=value` or `new App({ context })`. */
export const CONTEXT_KEYS = ['domainName', 'certificateArn', 'googleClientId', 'googleClientSecretName', 'cognitoDomainPrefix', 'mailFrom', 'contactEmail'] as const;

export function readStackConfig(node: Node): LeaguePlatformConfig {
  const read = (key: (typeof CONTEXT_KEYS)[number]): string | undefined => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new Error(`CDK context '${key}' must be a string`);
    return value.trim() || undefined;
  };
  const config: LeaguePlatformConfig = {
    domainName: read('domainName'),
    certificateArn: read('certificateArn'),
    googleClientId: read('googleClientId'),
    googleClientSecretName: read('googleClientSecretName'),
    cognitoDomainPrefix: read('cognitoDomainPrefix'),
    mailFrom: read('mailFrom'),
    contactEmail: read('contactEmail'),
  };
  if (config.contactEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(config.contactEmail)) {
    throw new Error(`CDK context 'contactEmail' must be an e-mail address, got '${config.contactEmail}'`);
  }
  // Fail at synth with a message an operator can act on, rather than at deploy with a CloudFormation error.
  if (config.domainName && !config.certificateArn) {
    throw new Error("CDK context 'domainName' needs 'certificateArn' (an ACM certificate in us-east-1 covering the domain)");
  }
  if (config.certificateArn && !config.domainName) {
    throw new Error("CDK context 'certificateArn' is only used together with 'domainName'");
  }
  if (config.googleClientId && !config.googleClientSecretName) {
    throw new Error("CDK context 'googleClientId' needs 'googleClientSecretName' (the Secrets Manager secret holding the client secret)");
  }
  if (config.mailFrom && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(config.mailFrom)) {
    throw new Error("CDK context 'mailFrom' must be an e-mail address (of an identity verified in SES)");
  }
  if (!config.contactEmail && config.domainName) return { ...config, contactEmail: `support@${config.domainName}` };
  return config;
}
