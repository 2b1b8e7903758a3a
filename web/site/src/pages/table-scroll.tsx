import type { ReactNode } from 'react';

/** A wide table that scrolls sideways on a phone; focusable, so a keyboard can scroll it too (axe). */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return <div className="table-scroll" tabIndex={0} role="group" aria-label={label}>{children}</div>;
}
