// Whether the window is phone-sized, for the tables that turn each row into a card there (a table with many
// columns scrolls sideways on a phone and hides its last columns, where the actions are).
import { useSyncExternalStore } from 'react';

/** Below Cloudscape's 'xs' breakpoint (688 px), where its own layouts go to a single column. */
export const PHONE_QUERY = '(max-width: 687px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const phoneNow = () => window.matchMedia(PHONE_QUERY).matches;

/** True on a phone-sized window; follows the window as it is resized or turned. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, phoneNow, () => false);
}
