// The local stack's VAPID keys for web push: made once per state folder (readable by this user only) and kept, so a
// browser's subscription survives a restart. The cloud's are the stage's settings (infra/cloud/README.md: Web push).
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export function localVapidKeys(stateDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(stateDir, 'vapid-keys.json');
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: string; privateKey?: string };
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT' && !(err instanceof SyntaxError)) throw err;
  }
  const keys = webPush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
