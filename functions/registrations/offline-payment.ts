// Paying the league offline, as the organiser allows it: where cards are taken, a registrant may choose to pay
// offline only when the season's settings allow it (off by default); an offline place is held for the organiser's
// number of days, then released by the same path as a lapsed checkout (checkout-settlement.ts releaseExpired, run
// before places are counted and by the autopilot's sweep at the deadline), which e-mails the registrant.
import { ADDON_MESSAGES } from '../../shared/registration-pricing';
import { REGISTRATION_OFFLINE_MESSAGES } from '../../shared/registration-offline-messages';
import type { RegistrationRecord, RegistrationSettingsRecord } from '../data/registrations';
import { wakeOrCreateAutopilotJob } from '../data/autopilot';
import { badRequest, HttpError } from '../lib/errors';

const DAY = 86_400_000;

/** Paying online is on: choosing to pay offline is refused unless the organiser allows it. */
export function refuseOfflineUnlessAllowed(s: Pick<RegistrationSettingsRecord, 'offline_payment'>): void {
  if (!s.offline_payment) throw badRequest(REGISTRATION_OFFLINE_MESSAGES.offlineNotAllowed, 'pay_offline');
}

/** When an unpaid offline place is released: the organiser's days from now, or never (null). */
export function offlineHoldUntil(s: Pick<RegistrationSettingsRecord, 'offline_hold_days'>, now: Date): string | null {
  return s.offline_hold_days ? new Date(now.getTime() + s.offline_hold_days * DAY).toISOString() : null;
}

/** A sold-out add-on (the `stock:<label>` the insert answers), named, at the add-ons field; nothing was written. */
export const soldOutError = (failed: string) => new HttpError(409, 'conflict', ADDON_MESSAGES.soldOut(failed.slice('stock:'.length)), 'addons');

/**
 * An offline place held until a deadline: the season's registration job (created if the organiser never switched
 * its autopilot on; its release of lapsed holds runs whatever the switches say) is due then, so the place goes back
 * and the registrant is e-mailed even if nobody opens the page.
 */
export async function armOfflineRelease(r: Pick<RegistrationRecord, 'league_id' | 'season_id' | 'status' | 'payment_mode' | 'hold_expires_at'>, now: Date): Promise<void> {
  if (r.status !== 'awaiting_payment' || r.payment_mode !== 'offline' || !r.hold_expires_at) return;
  await wakeOrCreateAutopilotJob(r.league_id, 'season-registrations', r.season_id, r.hold_expires_at, now.toISOString());
}
