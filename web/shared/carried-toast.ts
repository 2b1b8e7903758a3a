// A toast shown just before the admin leaves for a page of its own (signing out everywhere or deleting the account
// ends on the light /auth page, a page load): kept in sessionStorage so that page shows it for the rest of its time.
const KEY = 'league-platform:toast';

export interface CarriedToast {
  type: 'success' | 'error' | 'info' | 'warning';
  header: string;
  content: string;
  /** Epoch ms when it would have closed. */
  until: number;
}

/** Remembers the visible toast, or forgets it (null). */
export function carryToast(toast: CarriedToast | null): void {
  try {
    if (toast) sessionStorage.setItem(KEY, JSON.stringify(toast));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage blocked: the toast simply does not follow
  }
}

/**
 * How long after its own time a carried toast is still shown, and for how long at least: the page it leads to can
 * take seconds to load on a slow phone or network, and a notice that closed while the page loaded was never read.
 */
const LATE_MS = 60_000;
export const CARRIED_MIN_MS = 5_000;

/** The toast still due, once: it is forgotten as it is read. Its `until` gives it at least CARRIED_MIN_MS from now. */
export function takeCarriedToast(now = Date.now()): CarriedToast | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const toast = raw ? (JSON.parse(raw) as CarriedToast) : null;
    return toast && toast.until + LATE_MS > now ? { ...toast, until: Math.max(toast.until, now + CARRIED_MIN_MS) } : null;
  } catch {
    return null;
  }
}
