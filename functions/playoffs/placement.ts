// Where a playoff stage's games are played: on the schedule generator's slots (weekdays, time slots, venues and
// fields between two dates, blackout dates skipped, fields busy with other games left alone). Pure. Games of one
// play order share a date (spilling to the next dates when the slots run out), and each order starts on a date
// after the previous one's last, so no team plays twice in a day and every game comes after those it depends on.
import type { ScheduleSettings } from '../../shared/game-schema';
import { slotsByDate, type KeptGame } from '../season-rules/schedule-generator';
import type { BracketMatch } from './bracket';

export interface PlacedSlot { scheduled_at: string; venue_id: string; field: string }

export class PlayoffDoesNotFitError extends Error {
  constructor(readonly unplaced: number, readonly total: number, settings: ScheduleSettings) {
    super(`${unplaced} of ${total} playoff games did not fit between ${settings.start_date} and ${settings.end_date} (each round on its own day): `
      + 'add weekdays, time slots, fields or dates, or remove blackout dates');
    this.name = 'PlayoffDoesNotFitError';
  }
}

export function placeBracket(matches: BracketMatch[], settings: ScheduleSettings, occupied: KeptGame[]): Record<string, PlacedSlot> {
  const orders = [...new Set(matches.map((m) => m.order))].sort((a, b) => a - b);
  const dates = slotsByDate(settings, occupied);
  const out: Record<string, PlacedSlot> = {};
  let placed = 0;
  for (const order of orders) {
    const waiting = matches.filter((m) => m.order === order);
    while (waiting.length) {
      const next = dates.next();
      if (next.done) throw new PlayoffDoesNotFitError(matches.length - placed, matches.length, settings);
      for (const slot of next.value.slots) {
        const m = waiting.shift();
        if (!m) break;
        out[m.id] = { scheduled_at: slot.instant.toISOString(), venue_id: slot.venueId, field: slot.field };
        placed++;
      }
    }
  }
  return out;
}
