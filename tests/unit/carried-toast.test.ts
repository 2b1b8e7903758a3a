import { beforeEach, describe, expect, it } from 'vitest';
import { CARRIED_MIN_MS, carryToast, takeCarriedToast } from '../../web/shared/carried-toast';

// A Map-backed sessionStorage for the module (unit tests run in Node).
const store = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) },
});

describe('a toast carried to the sign-in page (signed out everywhere, account deleted)', () => {
  beforeEach(() => store.clear());

  it('is still shown, for a full reading time, when the page took longer to load than the toast would have lasted', () => {
    carryToast({ type: 'success', header: 'Signed out everywhere', content: 'You have been signed out on every device.', until: 1_000 });
    const shown = takeCarriedToast(9_000);
    expect(shown?.header).toBe('Signed out everywhere');
    expect(shown!.until - 9_000).toBe(CARRIED_MIN_MS);
  });

  it('is shown once, and not at all a minute after it was left', () => {
    carryToast({ type: 'success', header: 'Account deleted', content: 'Gone.', until: 1_000 });
    expect(takeCarriedToast(2_000)).not.toBeNull();
    expect(takeCarriedToast(2_000)).toBeNull();
    carryToast({ type: 'success', header: 'Account deleted', content: 'Gone.', until: 1_000 });
    expect(takeCarriedToast(70_000)).toBeNull();
  });
});
