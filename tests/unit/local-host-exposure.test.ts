import { describe, expect, it } from 'vitest';
import { PUBLIC_FLAG, PUBLIC_FLAG_VALUE, requireLoopbackOrConsent } from '../../infra/local/host-exposure';

// cognito-local signs tokens with a key published in its package: beyond loopback, anyone could sign in as anyone.
describe('the local stack listens beyond loopback only when told what that exposes', () => {
  it('listens on loopback addresses without any flag', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) expect(() => requireLoopbackOrConsent(host, undefined)).not.toThrow();
  });

  it('refuses every other address without the flag, naming the flag and its value', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'my-laptop.lan']) {
      expect(() => requireLoopbackOrConsent(host, undefined)).toThrow(`${PUBLIC_FLAG}=${PUBLIC_FLAG_VALUE}`);
      expect(() => requireLoopbackOrConsent(host, 'yes')).toThrow(/anyone who can reach it can sign in as any account/);
    }
  });

  it('listens beyond loopback with the flag set to its exact value', () => {
    expect(() => requireLoopbackOrConsent('0.0.0.0', PUBLIC_FLAG_VALUE)).not.toThrow();
  });
});
