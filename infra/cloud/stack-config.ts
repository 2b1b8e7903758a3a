// Deploy-time settings an operator passes as CDK context (`cdk deploy -c stage=prod -c domainName=admin.example.com`).
// A stage (`-c stage=<name>`, required) picks its block under `stages` in cdk.json; any key of that block can be
// overridden with -c. Everything else is optional for a dev stage so `cdk synth -c stage=dev` works on a fresh clone
// with no AWS account.
import type { Node } from 'constructs';
import { sellerDetailsSchema } from '../../shared/billing-details-schema';

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
  /**
   * Who may answer support requests (functions/support/operators.ts): their account e-mail addresses, or '@domain',
   * comma-separated. @default - the contactEmail address alone
   */
  readonly supportOperators?: string;
  /** The End User Messaging SMS phone pool or number texts come from (ARN or id). @default - none: the service picks */
  readonly smsOriginationIdentity?: string;
  /** The public half of the stage's VAPID key pair for web push (its private half goes in the VapidPrivateKey secret). @default - push off */
  readonly vapidPublicKey?: string;
  /** Who receives the alarms (an SNS e-mail subscription, confirmed from the first message). @default - none */
  readonly alarmEmail?: string;
  /**
   * 'on' once the payment keys are in their secret (infra/cloud/README.md): /pricing then offers paying by card.
   * @default - off: only the trial is offered
   */
  readonly payments?: string;
  /**
   * The seller on every plan invoice, the platform operator (shared/billing-details-schema.ts sellerDetailsSchema:
   * legal_name, line1, line2, city, postal_code, region, country, tax_id, email): an object in the stage's cdk.json
   * block, or its JSON with -c. Kept here as that JSON, checked at synth. Production stages taking payments need it.
   * @default - none: invoices cannot be downloaded as PDFs (the API says so)
   */
  readonly billingSeller?: string;
  /**
   * 'on' makes Stripe compute tax on plan subscriptions (Stripe Tax: its head office and registrations are set in
   * the Stripe dashboard, which this switch does not change). @default - off
   */
  readonly automaticTax?: string;
  /**
   * The API's private origin (infra/cloud/README.md, "The API only behind CloudFront"): a host name of yours that
   * only CloudFront uses, e.g. api-origin.example.com. With it, the execute-api address is switched off and this
   * custom domain requires CloudFront's client certificate (mutual TLS), so a direct call is refused in the TLS
   * handshake and never runs a function. Production requires it with the three below.
   * @default - none: the execute-api address stays on, guarded by the origin-verify header (dev stages)
   */
  readonly apiOriginDomain?: string;
  /** ACM certificate in the stack's region covering apiOriginDomain (the API's server certificate). */
  readonly apiOriginCertificateArn?: string;
  /** ACM certificate in us-east-1 (imported, with its key) that CloudFront presents to the API (origin mTLS). */
  readonly apiOriginClientCertificateArn?: string;
  /** s3://bucket/key of the PEM bundle of the CA that issued the client certificate: the API's truststore. */
  readonly apiTruststoreUri?: string;
  /**
   * The Bedrock model the assistant converses with (issue 40): a foundation model id, a cross-region inference
   * profile id (`eu.`, `us.`, `global.`...) or an ARN; enable its access in the Bedrock console first.
   * @default - DEFAULT_ASSISTANT_MODEL_ID (constructs/assistant-model.ts)
   */
  readonly assistantModelId?: string;
  /** A Bedrock guardrail (id or ARN) applied to every assistant conversation; needs assistantGuardrailVersion. @default - none */
  readonly assistantGuardrailId?: string;
  /** The guardrail's version ('1', '2', ... or 'DRAFT'). @default - none */
  readonly assistantGuardrailVersion?: string;
}

/** The context keys of the API's private origin, all four or none. */
export const API_ORIGIN_KEYS = ['apiOriginDomain', 'apiOriginCertificateArn', 'apiOriginClientCertificateArn', 'apiTruststoreUri'] as const;

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
  /**
   * How many leagues the stage is sized for: the API's per-route throttles follow from it (constructs/api-throttles.ts).
   * @default 100
   */
  readonly plannedLeagues: number;
  /**
   * Account quotas the sweep's usage metrics are compared with (alarms at 80 %): raise them here when AWS raises
   * them. @default - AWS's defaults (QUOTA_DEFAULTS)
   */
  readonly quotas: Quotas;
}

/** Account quotas the product's growth uses up, as the account has them (cdk.json `stages.<name>.quotas`). */
export interface Quotas {
  /** CloudFront: distribution tenants per account (one per league custom domain). */
  readonly distributionTenants: number;
  /** ACM in us-east-1: certificates per account (each tenant's CloudFront-managed certificate is one). */
  readonly certificates: number;
  /**
   * DynamoDB: read request units a second an on-demand table (and each of its indexes) may take, *Table-level read
   * throughput limit* (service code dynamodb, quota code L-CF0CBE56).
   */
  readonly tableReadUnitsPerSecond: number;
  /**
   * Cognito user pools: sign-in calls a second for the account and region (InitiateAuth, RespondToAuthChallenge and
   * token refreshes), *Rate of UserAuthentication requests* (service code cognito-idp, quota code L-026ADBA3).
   */
  readonly signInsPerSecond: number;
}

/** AWS's default values of those quotas (CloudFront, ACM, DynamoDB and Cognito quota pages, November 2026). */
export const QUOTA_DEFAULTS: Quotas = { distributionTenants: 10_000, certificates: 2_500, tableReadUnitsPerSecond: 40_000, signInsPerSecond: 120 };

/** Context keys read from cdk.json (directly or in the stage's block), `-c key=value` or `new App({ context })`. */
export const CONTEXT_KEYS = [
  'domainName', 'certificateArn', 'googleClientId', 'googleClientSecretName', 'cognitoDomainPrefix', 'mailFrom', 'sesIdentity',
  'sesRegion', 'contactEmail', 'alarmEmail', 'payments', 'automaticTax', 'supportOperators', 'smsOriginationIdentity', 'vapidPublicKey', ...API_ORIGIN_KEYS,
  'assistantModelId', 'assistantGuardrailId', 'assistantGuardrailVersion',
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
  const plannedLeagues = block.plannedLeagues ?? 100;
  if (typeof plannedLeagues !== 'number' || !Number.isInteger(plannedLeagues) || plannedLeagues <= 0) {
    throw new Error(`cdk.json stages.${name}.plannedLeagues must be a positive whole number`);
  }
  const quotas: Quotas = { ...QUOTA_DEFAULTS, ...(block.quotas as Partial<Quotas> | undefined) };
  for (const [key, v] of Object.entries(quotas)) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) throw new Error(`cdk.json stages.${name}.quotas.${key} must be a positive whole number`);
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
    plannedLeagues,
    quotas,
    context: block,
  };
}

/** The seller's details (an object in cdk.json, or JSON with -c), checked against the shared schema; as JSON. */
function readSeller(node: Node, block: Record<string, unknown>): string | undefined {
  const value: unknown = node.tryGetContext('billingSeller') ?? block.billingSeller;
  if (value === undefined || value === null || value === '') return undefined;
  let raw: unknown = value;
  if (typeof value === 'string') {
    try { raw = JSON.parse(value); } catch { throw new Error("CDK context 'billingSeller' must be an object, or its JSON"); }
  }
  const parsed = sellerDetailsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`CDK context 'billingSeller' is not valid: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return JSON.stringify(parsed.data);
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
  const config: LeaguePlatformConfig = { ...Object.fromEntries(CONTEXT_KEYS.map((k) => [k, read(k)])), billingSeller: readSeller(node, stage.context) };
  for (const key of ['contactEmail', 'alarmEmail'] as const) {
    if (config[key] && !EMAIL.test(config[key])) throw new Error(`CDK context '${key}' must be an e-mail address, got '${config[key]}'`);
  }
  if (config.payments && !['on', 'off'].includes(config.payments)) throw new Error("CDK context 'payments' must be 'on' or 'off'");
  if (config.automaticTax && !['on', 'off'].includes(config.automaticTax)) throw new Error("CDK context 'automaticTax' must be 'on' or 'off'");
  if (stage.requireProductionSettings && config.payments === 'on' && !config.billingSeller) {
    throw new Error(`Stage '${stage.stage}' takes payments: it needs CDK context 'billingSeller' (the operator's legal name, address and VAT number for its invoices)`);
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
  const apiOrigin = API_ORIGIN_KEYS.filter((k) => config[k]);
  if (apiOrigin.length && apiOrigin.length < API_ORIGIN_KEYS.length) {
    throw new Error(`CDK context ${API_ORIGIN_KEYS.filter((k) => !config[k]).map((k) => `'${k}'`).join(', ')} missing: the API's private origin takes ${API_ORIGIN_KEYS.join(', ')} together`);
  }
  if (config.assistantModelId && !/^[A-Za-z0-9][A-Za-z0-9._:/-]*$/.test(config.assistantModelId)) {
    throw new Error(`CDK context 'assistantModelId' must be a Bedrock model or inference profile id (or ARN), got '${config.assistantModelId}'`);
  }
  if (Boolean(config.assistantGuardrailId) !== Boolean(config.assistantGuardrailVersion)) {
    throw new Error("CDK context 'assistantGuardrailId' and 'assistantGuardrailVersion' go together: the guardrail and which of its versions to apply");
  }
  if (config.apiTruststoreUri && !/^s3:\/\/[^/]+\/.+/.test(config.apiTruststoreUri)) {
    throw new Error("CDK context 'apiTruststoreUri' must be s3://<bucket>/<key> of the CA's PEM bundle");
  }
  if (stage.requireProductionSettings) {
    // Cognito's own sender allows a few dozen mails a day, and an alarm nobody receives pages nobody.
    const missing = (['mailFrom', 'alarmEmail'] as const).filter((k) => !config[k]);
    if (missing.length) throw new Error(`Stage '${stage.stage}' needs CDK context ${missing.map((k) => `'${k}'`).join(' and ')} (in cdk.json stages.${stage.stage} or -c)`);
  }
  if (stage.requireProductionSettings && !apiOrigin.length) {
    // Without it the execute-api address answers anyone, and each direct call runs a function before it is refused.
    throw new Error(`Stage '${stage.stage}' needs the API's private origin: CDK context ${API_ORIGIN_KEYS.map((k) => `'${k}'`).join(', ')} (infra/cloud/README.md)`);
  }
  if (!config.contactEmail && config.domainName) return { ...config, contactEmail: `support@${config.domainName}` };
  return config;
}
