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

/** The toast still due, once: it is forgotten as it is read. */
export function takeCarriedToast(now = Date.now()): CarriedToast | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const toast = raw ? (JSON.parse(raw) as CarriedToast) : null;
    return toast && toast.until > now ? toast : null;
  } catch {
    return null;
  }
}
