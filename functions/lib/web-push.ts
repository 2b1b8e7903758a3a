// The one way the product sends a phone or desktop notification: Web Push (RFC 8030) with VAPID keys, through the
// `web-push` library. The keys are the stage's: VAPID_PUBLIC_KEY (also served to the pages, /config.json) and the
// private key, VAPID_PRIVATE_KEY locally (made once per state folder by the local stack) or, in the cloud, the
// Secrets Manager secret VAPID_SECRET_ARN read through the secrets extension, never in the template.
// In the local stack (OUTBOX_FILE set) the message is encrypted and signed exactly as for a push service, then
// written to the local outbox instead of being posted: a browser's push service is not reachable from the twin.
import fs from 'node:fs';
import type { PushSubscription } from 'web-push';

export interface PushPayload { title: string; body: string; url?: string; tag?: string }
/** 'gone': the push service no longer knows the subscription (404/410): the device should be forgotten. */
export type PushResult = 'sent' | 'gone' | 'failed';

export const vapidPublicKey = (): string | null => process.env.VAPID_PUBLIC_KEY || null;

let privateKey: Promise<string> | undefined;

async function loadPrivateKey(): Promise<string> {
  if (process.env.VAPID_PRIVATE_KEY) return process.env.VAPID_PRIVATE_KEY;
  const arn = process.env.VAPID_SECRET_ARN;
  const token = process.env.AWS_SESSION_TOKEN;
  if (!arn || !token) throw new Error('Web push is not configured: VAPID_PRIVATE_KEY or VAPID_SECRET_ARN (in Lambda) is not set');
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT || '2773';
  const res = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(arn)}`, { headers: { 'X-Aws-Parameters-Secrets-Token': token } });
  if (!res.ok) throw new Error(`Reading the VAPID secret failed: HTTP ${res.status}`);
  const secret = (await res.json() as { SecretString?: string }).SecretString ?? '';
  // The operator stores the private key alone, or web-push's generate-vapid-keys JSON.
  return secret.trim().startsWith('{') ? String((JSON.parse(secret) as { privateKey?: string }).privateKey ?? '') : secret.trim();
}

const vapidPrivateKey = () => (privateKey ??= loadPrivateKey().catch((err: unknown) => { privateKey = undefined; throw err; }));

/**
 * Who the push services may contact about our pushes (VAPID `sub`, a mailto: or https: URL): the operators' address,
 * else the stage's sender, else its https URL.
 */
function vapidSubject(): string {
  const address = process.env.SUPPORT_EMAIL || process.env.MAIL_FROM?.replace(/^.*<|>.*$/g, '');
  if (address) return `mailto:${address}`;
  return process.env.APP_URL?.startsWith('https://') ? process.env.APP_URL : 'mailto:support@localhost';
}

/** Sends one notification to one device. `outboxTo` names the person in the local outbox. */
export async function pushTo(sub: PushSubscription, payload: PushPayload, outboxTo: string, device: string): Promise<PushResult> {
  const publicKey = vapidPublicKey();
  if (!publicKey) throw new Error('Web push is not configured: VAPID_PUBLIC_KEY is not set');
  const webPush = (await import('web-push')).default;
  const options = { vapidDetails: { subject: vapidSubject(), publicKey, privateKey: await vapidPrivateKey() }, TTL: 24 * 3600 };
  const outbox = process.env.OUTBOX_FILE;
  if (outbox) {
    // The request a push service would get (encrypted body, VAPID authorization): made for real, then recorded.
    const request = webPush.generateRequestDetails(sub, JSON.stringify(payload), options);
    await fs.promises.appendFile(outbox, `${JSON.stringify({
      channel: 'push', to: outboxTo, device, subject: payload.title, text: payload.body, url: payload.url ?? null, html: '',
      endpoint: request.endpoint, encrypted_bytes: request.body?.length ?? 0, created_at: new Date().toISOString(),
    })}\n`);
    return 'sent';
  }
  try {
    await webPush.sendNotification(sub, JSON.stringify(payload), options);
    return 'sent';
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    return status === 404 || status === 410 ? 'gone' : 'failed';
  }
}
