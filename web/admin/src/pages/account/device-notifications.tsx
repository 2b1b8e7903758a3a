import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { NotificationSettings } from '../../../../../shared/notification-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useAddPushDevice, useRemovePushDevice } from './notifications-hooks';

/** The VAPID key as PushManager.subscribe wants it (URL-safe base64 to bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** A name for this device from its browser ("Chrome on Android"), so the list says which is which. */
function deviceName(): string {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Mac OS X/.test(ua) ? 'macOS' : /Windows/.test(ua) ? 'Windows' : /Linux/.test(ua) ? 'Linux' : 'this device';
  return `${browser} on ${os}`;
}

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Notifications per device: this browser turns them on (its push subscription), and any device can be turned off. */
export function DeviceNotifications({ settings }: { settings: NotificationSettings }) {
  const toast = useToast();
  const add = useAddPushDevice();
  const remove = useRemovePushDevice();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  useEffect(() => {
    if (!supported()) return;
    void navigator.serviceWorker.getRegistration().then((r) => r?.pushManager.getSubscription()).then((s) => setThisEndpoint(s?.endpoint ?? null)).catch(() => undefined);
  }, []);

  const turnOn = async () => {
    setError(null);
    setBusy(true);
    try {
      if (!settings.vapid_public_key) throw new Error('Notifications are not set up on this installation.');
      if ((await Notification.requestPermission()) !== 'granted') throw new Error('Notifications are blocked for this site: allow them in the browser\'s site settings, then try again.');
      const reg = await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(settings.vapid_public_key) });
      const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await add.mutateAsync({ endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth }, device: deviceName() });
      setThisEndpoint(json.endpoint);
      toast({ type: 'success', header: 'Notifications on', content: 'This device now shows the notifications you choose.' });
    } catch (err) {
      setError(err instanceof Error && err.name === 'NotAllowedError'
        ? 'Notifications are blocked for this site: allow them in the browser\'s site settings, then try again.'
        : messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="m">
      {!supported() && <Alert type="info">This browser cannot show notifications from a website. On an iPhone, add this site to the Home Screen first.</Alert>}
      {error && <Alert type="error">{error}</Alert>}
      {settings.devices.length === 0
        ? <Box variant="p" color="text-body-secondary">No device shows notifications yet.</Box>
        : (
          <ul aria-label="Devices with notifications on" style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
            {settings.devices.map((d) => (
              <li key={d.id} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', padding: '4px 0' }}>
                <Box>{d.device}</Box>
                <Box color="text-body-secondary" fontSize="body-s">since {new Date(d.created_at).toLocaleDateString()}</Box>
                <Button variant="inline-link" ariaLabel={`Turn off notifications on ${d.device}`} onClick={() => void remove.mutateAsync(d.id)}>Turn off</Button>
              </li>
            ))}
          </ul>
        )}
      {supported() && (
        <Button iconName="notification" loading={busy} onClick={() => void turnOn()}>
          {thisEndpoint ? 'Turn on again for this device' : 'Turn on notifications on this device'}
        </Button>
      )}
    </SpaceBetween>
  );
}
