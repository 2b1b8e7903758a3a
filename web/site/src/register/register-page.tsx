// /register on a league's site: what registration costs now (early-bird, regular or late), when it opens and
// closes, and the places left (or that new registrations join the waitlist), rendered on the server from the
// public offer. The form itself (sign in or up, answers, waiver, payment) is its own chunk, loaded once the page
// is interactive: the first paint carries no zod and no Cognito client.
import { useEffect, useState, type ComponentType } from 'react';
import type { PublicLeague } from '../../../../shared/league-schema';
import type { RegistrationOffer } from '../../../../shared/registration-schema';
import { formatCalendarDate, formatMoment, formatMoney } from '../../../../shared/registration-format';
import type { RegistrationFormProps } from './registration-form';
import { ageRange, KIND_TITLE, levelPlacesText, placesText, RETURN_PARAM } from './offer-text';

type OfferKind = RegistrationOffer['kinds'][number];

const KIND_NOTE: Record<OfferKind['kind'], string> = {
  individual: 'Register yourself, as a free agent or into a team with its join code.',
  team: 'Register a team into a level; you manage it.',
};

function FeeLines({ kind, currency, timeZone }: { kind: OfferKind; currency: string; timeZone: string }) {
  const money = (n: number) => formatMoney(n, currency);
  const lines: string[] = [];
  if (kind.fee_period === 'early_bird' && kind.early_bird_until) lines.push(`Early-bird price until ${formatMoment(kind.early_bird_until, timeZone)}, then ${money(kind.fee)}`);
  if (kind.fee_period !== 'late' && kind.late_fee !== null && kind.late_from) lines.push(`Late fee from ${formatMoment(kind.late_from, timeZone)}: ${money(kind.late_fee)}`);
  if (kind.fee_period === 'late') lines.push(`Late fee (regular price ${money(kind.fee)})`);
  return (
    <>
      <p className="fee-now">
        <strong>{kind.fee_now === 0 ? 'Free' : money(kind.fee_now)}</strong>
        {kind.fee_period === 'early_bird' && <span className="chip">Early bird</span>}
        {kind.fee_period === 'late' && <span className="chip chip--featured">Late fee</span>}
      </p>
      {lines.map((l) => <p key={l} className="muted small">{l}</p>)}
    </>
  );
}

function StateLine({ offer, timeZone }: { offer: RegistrationOffer; timeZone: string }) {
  if (offer.state === 'open') return <p className="reg-state reg-state--open">Open until {formatMoment(offer.closes_at, timeZone)}</p>;
  if (offer.state === 'not_open') return <p className="reg-state">Opens {formatMoment(offer.opens_at, timeZone)}, until {formatMoment(offer.closes_at, timeZone)}</p>;
  return <p className="reg-state">Registration closed on {formatMoment(offer.closes_at, timeZone)}</p>;
}

/**
 * The form's chunk, loaded in the browser once the page has hydrated. While registration is not open it loads only
 * to show a registration the address names (back from the checkout, or a link in an e-mail).
 */
function FormSlot(props: RegistrationFormProps & { closedNote?: string }) {
  const [Form, setForm] = useState<ComponentType<RegistrationFormProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (props.offer.state !== 'open' && !new URLSearchParams(window.location.search).get(RETURN_PARAM)) return;
    let live = true;
    import('./registration-form').then((m) => live && setForm(() => m.RegistrationForm), () => live && setFailed(true));
    return () => { live = false; };
  }, [props.offer.state]);
  if (Form) return <Form {...props} />;
  if (props.closedNote) return <p className="card">{props.closedNote}</p>;
  if (failed) return <p className="notice notice--error" role="alert">The registration form could not load. Check your connection and reload the page.</p>;
  return (
    <div className="card" aria-busy="true">
      <div className="spinner" role="status" aria-label="Loading the registration form" />
      <noscript>Registering needs JavaScript: turn it on and reload the page.</noscript>
    </div>
  );
}

export function RegisterPage({ league, offer, base }: { league: PublicLeague; offer: RegistrationOffer | null | undefined; base: string }) {
  const timeZone = league.time_zone ?? 'UTC';
  if (!offer) {
    return (
      <main className="page registration">
        <h1>Registration</h1>
        <div className="card empty">
          <p className="lead">Registration is not open</p>
          <p className="muted">{league.name} is not taking registrations online right now.{league.contact_email ? ' Contact the organiser for details.' : ''}</p>
          {league.contact_email && <p><a href={`mailto:${league.contact_email}`}>{league.contact_email}</a></p>}
          <p><a href={base || '/'}>Back to {league.name}</a></p>
        </div>
      </main>
    );
  }
  const levelsWithLimits = offer.levels.filter((l) => l.team_places_left !== null || l.player_places_left !== null || l.age_min !== null || l.age_max !== null);
  return (
    <main className="page registration">
      <h1>Register for {offer.season_name}</h1>
      <p className="muted">{league.name} · season {formatCalendarDate(offer.season_start_date)} to {formatCalendarDate(offer.season_end_date)}</p>
      <StateLine offer={offer} timeZone={timeZone} />
      <section aria-labelledby="reg-fees">
        <h2 id="reg-fees">Fees</h2>
        <ul className="fee-list" aria-label="Fees">
          {offer.kinds.map((k) => (
            <li key={k.kind} className="card">
              <h3>{KIND_TITLE[k.kind]}</h3>
              <p className="muted small">{KIND_NOTE[k.kind]}</p>
              <FeeLines kind={k} currency={offer.currency} timeZone={timeZone} />
              {placesText(k.places_left) && <p className={k.places_left === 0 ? 'places places--full' : 'places'}>{placesText(k.places_left)}</p>}
            </li>
          ))}
        </ul>
        <p className="muted small">
          {offer.pays_online ? `Pay by card on a secure checkout page${offer.pay_offline_allowed ? ', or choose to pay the league directly' : ''}.` : 'You pay the league directly; it confirms your payment.'}
          {offer.has_discount_codes && ' Have a discount code? Enter it with your registration.'}
        </p>
      </section>
      {levelsWithLimits.length > 0 && (
        <section aria-labelledby="reg-levels">
          <h2 id="reg-levels">Levels</h2>
          <ul className="level-list" aria-label="Levels">
            {levelsWithLimits.map((l) => (
              <li key={l.id}>
                <strong>{l.name}</strong>
                {(l.age_min !== null || l.age_max !== null) && <span className="muted"> · {ageRange(l.age_min, l.age_max)}</span>}
                {offer.kinds.some((k) => k.kind === 'team') && levelPlacesText(l.team_places_left) && <span> · Teams: {levelPlacesText(l.team_places_left)}</span>}
                {offer.kinds.some((k) => k.kind === 'individual') && levelPlacesText(l.player_places_left) && <span> · Players: {levelPlacesText(l.player_places_left)}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <FormSlot offer={offer} league={league} base={base}
        closedNote={offer.state === 'open' ? undefined : offer.state === 'not_open' ? 'The form opens when registration does.' : 'This season is no longer taking registrations.'} />
    </main>
  );
}
