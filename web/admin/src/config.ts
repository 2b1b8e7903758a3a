import type { WebConfig } from '../../../shared/api-contract';
import { configureAmplify } from '../../shared/amplify-setup';

let current: WebConfig | null = null;

/** The runtime settings loaded at start; only valid after loadConfig() resolved. */
export function getConfig(): WebConfig {
  if (!current) throw new Error('Configuration not loaded');
  return current;
}

/** Reads /config.json (written by the local stack or by CDK) and points Amplify at the user pool it names. */
export async function loadConfig(): Promise<WebConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`Could not load /config.json (${res.status})`);
  const config = (await res.json()) as WebConfig;
  current = config;
  configureAmplify(config);
  return config;
}
