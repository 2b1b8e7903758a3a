// The team setting roster_display_order: how every reader of a roster sees it ordered.
import type { PlayerEntry } from '../../shared/api-contract';
import type { RosterOrder } from '../../shared/team-page-schema';

const name = (p: PlayerEntry) => `${p.first_name} ${p.last_name}`.trim().toLowerCase() || p.user_id;
const byJersey = (a: PlayerEntry, b: PlayerEntry) => (a.jersey_number ?? 100) - (b.jersey_number ?? 100);
const byName = (a: PlayerEntry, b: PlayerEntry) => name(a).localeCompare(name(b));

/** A comparator for the order; ties (and players without a number or position) fall back to name. */
export function rosterOrder(order: RosterOrder): (a: PlayerEntry, b: PlayerEntry) => number {
  switch (order) {
    case 'jersey_number': return (a, b) => byJersey(a, b) || byName(a, b);
    case 'name': return byName;
    // Players without a position come last.
    case 'position': return (a, b) => (a.position ?? '\uffff').localeCompare(b.position ?? '\uffff') || byName(a, b);
    case 'joined_at': return (a, b) => a.joined_at.localeCompare(b.joined_at) || byName(a, b);
  }
}
