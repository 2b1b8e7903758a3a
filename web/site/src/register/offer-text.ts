// The registration offer's words, for the /register page (rendered on the server) and the form's chunk alike.
import type { RegistrationOffer } from '../../../../shared/registration-schema';

type OfferKind = RegistrationOffer['kinds'][number];

export const KIND_TITLE: Record<OfferKind['kind'], string> = { individual: 'Player', team: 'Team' };

/** A level's places in a few words; null when there is no limit. */
export function levelPlacesText(left: number | null): string | null {
  if (left === null) return null;
  return left <= 0 ? 'full (waitlist)' : `${left} left`;
}

/** Places left as a sentence; null when there is no limit. */
export function placesText(left: number | null): string | null {
  if (left === null) return null;
  if (left <= 0) return 'Full: new registrations join the waitlist';
  return left === 1 ? '1 place left' : `${left} places left`;
}

/** The query parameter the checkout returns with (and links in e-mails carry): the registration to show. */
export const RETURN_PARAM = 'registration';

export function ageRange(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `ages ${min} to ${max}`;
  if (min !== null) return `ages ${min} and over`;
  return `ages up to ${max}`;
}
