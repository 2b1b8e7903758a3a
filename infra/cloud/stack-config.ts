// Deploy-time settings an operator passes as CDK context (`cdk deploy -c stage=prod -c domainName=admin.example.com`).
// A stage (`-c stage=<name>`, required) picks its block under `stages` in cdk.json; any key of that block can be
// overridden with -c. Everything else is optional for a dev stage so `cdk synth -c stage=dev` works on a fresh clone
// with no AWS account.
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
   * Sender of every e-mail (Cognito's confirmation and reset mails, and the product's own invitations): an address
   * of the SES-verified identity `sesIdentity`.
   * @default - no-reply@ the app's domain (domainName) or no-reply@example.com, which SES refuses until set; the
   * user pool then keeps Cognito's own sender (a few dozen mails a day), which only a dev stage may do
   */
  readonly mailFrom?: string;
  /** The SES-verified identity (a domain, or the address itself) mailFrom belongs to. @default - mailFrom's domain */
  readonly sesIdentity?: string;
  /** Region of that SES identity (Cognito supports a fixed list of them). @default - the stack's region */
  readonly sesRegion?: string;
  /** The address 'Contact Us' shows. @default - 'support@' + domainName when set, otherwise none (the page says so) */
  readonly contactEmail?: string;
  /** Who receives the alarms (an SNS e-mail subscription, confirmed from the first message). @default - none */
  readonly alarmEmail?: string;
  /**
   * 'on' once the payment keys are in their secret (infra/cloud/README.md): /pricing then offers paying by card.
   * @default - off: only the trial is offered
   */
  readonly payments?: string;
}

/** Per-stage settings (cdk.json `context.stages.<name>`), beside any of the context keys above. */
export interface StageSettings {
  /** The stage name: the stack is `LeaguePlatform-<stage>`. */
  readonly stage: string;
  /** Production keeps its table, user pool and logs when the stack goes; a dev stage can be destroyed. */
  readonly retainData: boolean;
  /** Days every log group keeps its events. */
  readonly logRetentionDays: number;
  /** The stage must send mail through SES and page someone (production): synth refuses without mailFrom and alarmEmail. */
  readonly requireProductionSettings: boolean;
  /** Requests per 5 minutes from one IP address before WAF blocks it (rate-based rule). */
  readonly wafRateLimit: number;
  /**
   * Reserved concurrency of each public function class (site pages, public API), which caps them and keeps the
   * rest of the account's pool for sign-in, sign-up and writes; 0 for none (constructs/function-classes.ts).
   */
  readonly publicConcurrency: number;
}

/** Context keys read from cdk.json (directly or in the stage's block), `-c key=value` or `new App({ context })`. */
export const CONTEXT_KEYS = [
  'domainName', 'certificateArn', 'googleClientId', 'googleClientSecretName', 'cognitoDomainPrefix', 'mailFrom', 'sesIdentity',
  'sesRegion', 'contactEmail', 'alarmEmail', 'payments',
] as const;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The stages cdk.json describes (`context.stages`). */
export function knownStages(node: Node): string[] {
  const stages: unknown = node.tryGetContext('stages');
  return stages && typeof stages === 'object' ? Object.keys(stages) : [];
}

/**
 * The stage named by `-c stage=...` and its cdk.json block. There is no default: a missing or misspelt stage would
 * otherwise deploy with another stage's settings (a production stack with a dev stage's deletable data), so synth
 * refuses and names the stages it knows. A new stage is a new block under `stages` with every setting.
 */
export function readStage(node: Node): StageSettings & { context: Record<string, unknown> } {
  const name: unknown = node.tryGetContext('stage');
  const known = knownStages(node);
  const choose = `pass -c stage=<name> with one of: ${known.join(', ') || '(none: add one under context.stages in cdk.json)'}`;
  if (name === undefined || name === null || name === '') throw new Error(`No stage given: ${choose}`);
  if (typeof name !== 'string' || !/^[a-z][a-z0-9-]{0,19}$/.test(name)) {
    throw new Error(`CDK context 'stage' must be a short lower-case name (letters, digits, hyphens), got '${String(name)}': ${choose}`);
  }
  if (!known.includes(name)) throw new Error(`Unknown stage '${name}' (not in cdk.json context.stages): ${choose}`);
  const block = (node.tryGetContext('stages') as Record<string, Record<string, unknown>>)[name] ?? {};
  const num = (key: 'logRetentionDays' | 'wafRateLimit') => {
    const v = block[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) throw new Error(`cdk.json stages.${name}.${key} must be a positive whole number`);
    return v;
  };
  const publicConcurrency = block.publicConcurrency ?? 0;
  if (typeof publicConcurrency !== 'number' || !Number.isInteger(publicConcurrency) || publicConcurrency < 0) {
    throw new Error(`cdk.json stages.${name}.publicConcurrency must be a whole number, 0 for none`);
  }
  const bool = (key: 'retainData' | 'requireProductionSettings') => {
    const v = block[key];
    if (typeof v !== 'boolean') throw new Error(`cdk.json stages.${name}.${key} must be true or false`);
    return v;
  };
  return {
    stage: name,
    retainData: bool('retainData'),
    logRetentionDays: num('logRetentionDays'),
    requireProductionSettings: bool('requireProductionSettings'),
    wafRateLimit: num('wafRateLimit'),
    publicConcurrency,
    context: block,
  };
}

export function readStackConfig(node: Node): LeaguePlatformConfig {
  const stage = readStage(node);
  const read = (key: (typeof CONTEXT_KEYS)[number]): string | undefined => {
    // -c key=value wins over the stage's block in cdk.json.
    const value: unknown = node.tryGetContext(key) ?? stage.context[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new Error(`CDK context '${key}' must be a string`);
    return value.trim() || undefined;
  };
  const config: LeaguePlatformConfig = Object.fromEntries(CONTEXT_KEYS.map((k) => [k, read(k)]));
  for (const key of ['contactEmail', 'alarmEmail'] as const) {
    if (config[key] && !EMAIL.test(config[key])) throw new Error(`CDK context '${key}' must be an e-mail address, got '${config[key]}'`);
  }
  if (config.payments && !['on', 'off'].includes(config.payments)) throw new Error("CDK context 'payments' must be 'on' or 'off'");
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
  if (config.mailFrom && !EMAIL.test(config.mailFrom)) {
    throw new Error("CDK context 'mailFrom' must be an e-mail address (of an identity verified in SES)");
  }
  if ((config.sesIdentity || config.sesRegion) && !config.mailFrom) {
    throw new Error("CDK context 'sesIdentity' and 'sesRegion' describe the sender 'mailFrom': set 'mailFrom' too");
  }
  if (config.sesIdentity && config.mailFrom && config.sesIdentity.includes('@') && config.sesIdentity !== config.mailFrom) {
    throw new Error("CDK context 'sesIdentity' is an address other than 'mailFrom': verify mailFrom itself, or its domain");
  }
  if (config.sesIdentity && config.mailFrom && !config.sesIdentity.includes('@') && config.mailFrom.split('@')[1] !== config.sesIdentity) {
    throw new Error(`CDK context 'mailFrom' (${config.mailFrom}) is not an address of the SES identity '${config.sesIdentity}'`);
  }
  if (stage.requireProductionSettings) {
    // Cognito's own sender allows a few dozen mails a day, and an alarm nobody receives pages nobody.
    const missing = (['mailFrom', 'alarmEmail'] as const).filter((k) => !config[k]);
    if (missing.length) throw new Error(`Stage '${stage.stage}' needs CDK context ${missing.map((k) => `'${k}'`).join(' and ')} (in cdk.json stages.${stage.stage} or -c)`);
  }
  if (!config.contactEmail && config.domainName) return { ...config, contactEmail: `support@${config.domainName}` };
  return config;
}
