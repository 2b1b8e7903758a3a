import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReturnPath, rememberReturnPath, returnPathAfterSignIn } from '../../web/shared/return-path';

// A Map-backed localStorage for the module (unit tests run in Node).
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) },
});

describe('where sign-in returns to', () => {
  beforeEach(() => store.clear());

  it('goes to ?next=, else to a remembered invitation, else the dashboard', () => {
    expect(returnPathAfterSignIn(null)).toBe('/dashboard');
    rememberReturnPath('/invite/L1.secret');
    expect(returnPathAfterSignIn(null)).toBe('/invite/L1.secret');
    expect(returnPathAfterSignIn('/team/T1')).toBe('/team/T1');
    forgetReturnPath();
    expect(returnPathAfterSignIn(null)).toBe('/dashboard');
  });

  it('never leaves the app: other hosts and protocol-relative paths are ignored', () => {
    for (const bad of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      rememberReturnPath(bad);
      expect(returnPathAfterSignIn(bad)).toBe('/dashboard');
    }
  });
});
