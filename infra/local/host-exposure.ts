// cognito-local signs every token with the key published in its own npm package, so anyone who can reach the
// gateway can sign a token for any account. On loopback that is the twin's nature; on any other address it hands
// every account to the network, so it takes a flag whose value says exactly that.
import { isIP } from 'node:net';
import { LocalStackError } from './processes';

export const PUBLIC_FLAG = 'ALLOW_PUBLIC_LOCAL_STACK';
export const PUBLIC_FLAG_VALUE = 'i-understand-anyone-can-sign-in-as-anyone';

/** Addresses only this machine reaches: localhost, 127.0.0.0/8 and ::1. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1') return true;
  return isIP(h) === 4 && h.startsWith('127.');
}

/** Stops the start when the gateway would listen beyond loopback without the flag, and says why. */
export function requireLoopbackOrConsent(host: string, flag: string | undefined): void {
  if (isLoopbackHost(host) || flag === PUBLIC_FLAG_VALUE) return;
  throw new LocalStackError(
    `HOST=${host} would let anyone on the network reach this stack, and the local twin's sign-in (cognito-local) signs ` +
    'tokens with a key published in its npm package: anyone who can reach it can sign in as any account. ' +
    `Leave HOST unset (127.0.0.1), or, to expose it anyway, set ${PUBLIC_FLAG}=${PUBLIC_FLAG_VALUE}.`,
  );
}
