// The runtime settings (/config.json, as the admin reads them): read once per page however many parts ask
// (sign-in, sign-out, the contact address); a failed read is forgotten, so the next reader asks again.
import type { WebConfig } from '../../../../shared/api-contract';
import { fetchJson } from './fetch-json';

let config: Promise<WebConfig> | null = null;

export function readConfig(): Promise<WebConfig> {
  if (!config) {
    const pending = fetchJson<WebConfig>('/config.json', { cache: 'no-store', fallback: 'Could not load /config.json' });
    config = pending;
    pending.catch(() => {
      if (config === pending) config = null;
    });
  }
  return config;
}
