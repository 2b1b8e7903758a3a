// Which payment provider this process uses, chosen in one place:
// - the local stack sets PAYMENTS_API_URL (its stand-in), STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET;
// - the cloud sets PAYMENTS_SECRET_ARN: a Secrets Manager secret holding {"secret_key", "webhook_secret"}, read
//   once per container through the AWS Parameters and Secrets Lambda Extension (never in the environment); the
//   stack creates it with both empty, which reads as no provider until the operator puts the keys in;
// - nothing set: no provider, and paying answers 503 with a sentence saying so.
import { stripeProvider, type StripeProviderConfig } from './stripe-provider';
import { stripeLeaguePayments } from './stripe-league-payments';
import type { PaymentProvider } from './provider';
import type { LeaguePayments } from './league-payments';

let cached: Promise<PaymentProvider | null> | undefined;
let cachedConfig: Promise<StripeProviderConfig | null> | undefined;

async function fromSecret(arn: string): Promise<PaymentProvider | null> {
  const config = await configFromSecret(arn);
  return config ? stripeProvider(config) : null;
}

/** The secret's keys; null while the operator has not put them in (the stack creates the secret empty). */
async function configFromSecret(arn: string): Promise<StripeProviderConfig | null> {
  const token = process.env.AWS_SESSION_TOKEN;
  if (!token) throw new Error('PAYMENTS_SECRET_ARN is set but AWS_SESSION_TOKEN is not: the secrets extension cannot be called');
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT || '2773';
  const res = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(arn)}`, { headers: { 'X-Aws-Parameters-Secrets-Token': token } });
  if (!res.ok) throw new Error(`Reading the payment secret failed: HTTP ${res.status}`);
  const value = JSON.parse(String(((await res.json()) as { SecretString?: string }).SecretString ?? '{}')) as { secret_key?: string; webhook_secret?: string };
  if (!value.secret_key && !value.webhook_secret) return null;
  if (!value.secret_key || !value.webhook_secret) throw new Error('The payment secret needs secret_key and webhook_secret');
  return { secretKey: value.secret_key, webhookSecret: value.webhook_secret };
}

/** League fees (Stripe Connect) through the same provider settings; null when no provider is configured. */
export function leaguePayments(): Promise<LeaguePayments | null> {
  const env = process.env;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return Promise.resolve(stripeLeaguePayments({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.PAYMENTS_API_URL || undefined }));
  }
  if (!env.PAYMENTS_SECRET_ARN) return Promise.resolve(null);
  cachedConfig ??= configFromSecret(env.PAYMENTS_SECRET_ARN).catch((err: unknown) => { cachedConfig = undefined; throw err; });
  return cachedConfig.then((config) => (config ? stripeLeaguePayments(config) : null));
}

export function paymentProvider(): Promise<PaymentProvider | null> {
  const env = process.env;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return Promise.resolve(stripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.PAYMENTS_API_URL || undefined }));
  }
  if (!env.PAYMENTS_SECRET_ARN) return Promise.resolve(null);
  cached ??= fromSecret(env.PAYMENTS_SECRET_ARN).catch((err: unknown) => { cached = undefined; throw err; });
  return cached;
}
