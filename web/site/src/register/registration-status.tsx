// Where a registration stands, for its registrant: back from the checkout (paid, or still waiting for the payment
// to be confirmed), waitlisted with their place in line, held for an offline payment, or offered a place to pay
// for before a deadline. Read from the API (the page itself is the same for everyone).
import { useEffect, useState } from 'react';
import { REGISTRATION_STATUS_LABEL, type Registration } from '../../../../shared/registration-schema';
import { formatMoment, formatMoney } from '../../../../shared/registration-format';
import { registrationApi } from './registration-api';
import { PlanSchedule } from './payment-plan';
import { addonLabel } from '../../../../shared/registration-pricing';
import { REGISTRATION_OFFLINE_MESSAGES } from '../../../../shared/registration-offline-messages';

/** The provider's webhook may land a moment after the browser returns: look again for this long. */
const CONFIRM_TRIES = 20;
const CONFIRM_EVERY_MS = 1000;

export function RegistrationStatus({ id, initial, timeZone, leagueHome, leagueName }: {
  id: string; initial?: Registration; timeZone: string; leagueHome: string; leagueName: string;
}) {
  const [registration, setRegistration] = useState<Registration | null>(initial ?? null);
  const [error, setError] = useState('');
  const [paying, setPaying] = useState(false);
  // Back from the checkout (?checkout=done), a payment not recorded yet is being confirmed; otherwise it was not made.
  const [fromCheckout] = useState(() => new URLSearchParams(window.location.search).get('checkout') === 'done');
  const [tries, setTries] = useState(0);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = (n: number) => {
      registrationApi.get(id).then(({ registration: r }) => {
        if (!live) return;
        setRegistration(r);
        setTries(n);
        // Back from a card payment that is not recorded yet: the confirmation is on its way.
        if (fromCheckout && r.status === 'awaiting_payment' && r.payment_mode === 'online' && n < CONFIRM_TRIES) timer = setTimeout(() => read(n + 1), CONFIRM_EVERY_MS);
      }, (err: unknown) => live && setError(err instanceof Error ? err.message : String(err)));
    };
    read(1);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, fromCheckout]);

  async function pay() {
    setPaying(true);
    setError('');
    try {
      window.location.assign((await registrationApi.pay(id)).url);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setPaying(false);
    }
  }

  if (error && !registration) return <div className="notice notice--error" role="alert">{error}</div>;
  if (!registration) return <div className="card" aria-busy="true"><div className="spinner" role="status" aria-label="Loading your registration" /></div>;
  const r = registration;
  const money = (n: number) => formatMoney(n, r.amounts.currency);
  // "Refunded $30.00 of $36.00": each refund said against what was paid, as the e-mail says it.
  const refunded = `Refunded ${formatMoney(r.amounts.refunded, r.amounts.currency)} of ${formatMoney(r.amounts.paid, r.amounts.currency)}`;
  // A deadline is read on the registrant's own clock (this browser's zone), as their e-mail gives it.
  const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone || timeZone;
  const who = r.kind === 'team' ? r.team_name ?? 'Your team' : `${r.first_name} ${r.last_name}`;
  const payButton = (label: string) => (
    <button type="button" className="btn btn--primary" onClick={() => void pay()} disabled={paying} aria-busy={paying || undefined}>{label}</button>
  );

  let title: string;
  let body: React.ReactNode;
  switch (r.status) {
    case 'paid':
      title = 'You are registered';
      body = (
        <>
          <p>{r.amounts.paid > 0 ? `Payment received: ${money(r.amounts.paid)}.` : 'No payment was due.'} A confirmation with your receipt is on its way to {r.email}.</p>
          {r.payment_plan && <p>Paid so far {money(r.amounts.paid)} of {money(r.amounts.total)}; still to pay {money(r.amounts.outstanding)}.</p>}
          {r.payment_plan && <PlanSchedule registrationId={r.id} plan={r.payment_plan} currency={r.amounts.currency} />}
          {r.amounts.refunded > 0 && <p>{refunded}. Your place is kept.</p>}
          {r.team_name && r.kind === 'individual' && <p>Your team: <strong>{r.team_name}</strong>. It is listed under My Teams once you sign in.</p>}
          {r.kind === 'team' && r.team_join_code && <p>Players join your team with the code <strong className="code">{r.team_join_code}</strong>.</p>}
        </>
      );
      break;
    case 'waitlisted':
      title = 'You are on the waitlist';
      body = <p>{r.waitlist_position ? `You are number ${r.waitlist_position} in line. ` : ''}The league e-mails {r.email} a payment link if a place opens. Nothing has been charged.</p>;
      break;
    case 'offered':
      title = 'A place is yours';
      body = (
        <>
          <p>Pay {money(r.amounts.outstanding)}{r.offer_expires_at ? ` by ${formatMoment(r.offer_expires_at, ownZone)} (your time)` : ''} to take it.</p>
          {payButton('Pay now')}
        </>
      );
      break;
    case 'awaiting_payment':
      if (r.payment_mode === 'offline') {
        title = 'Your place is held';
        body = r.hold_expires_at
          ? <p>{REGISTRATION_OFFLINE_MESSAGES.payOfflineBy(money(r.amounts.outstanding), `${formatMoment(r.hold_expires_at, ownZone)} (your time)`)} The league marks it paid and you get a confirmation by e-mail.</p>
          : <p>Pay {money(r.amounts.outstanding)} to the league directly; it marks your registration paid and you get a confirmation by e-mail.</p>;
      } else if (fromCheckout && tries < CONFIRM_TRIES) {
        title = 'Confirming your payment';
        body = <p role="status">Your payment is being confirmed. This takes a few seconds.</p>;
      } else {
        title = 'Payment not completed';
        body = (
          <>
            <p>Your place is held{r.hold_expires_at ? ` until ${formatMoment(r.hold_expires_at, timeZone)}` : ''} while you pay {money(r.amounts.outstanding)}.</p>
            {payButton('Pay now')}
          </>
        );
      }
      break;
    default:
      title = `Registration ${REGISTRATION_STATUS_LABEL[r.status].toLowerCase()}`;
      body = (
        <>
          {r.amounts.refunded > 0 && <p>{refunded}.</p>}
          {r.payment_plan && <PlanSchedule registrationId={r.id} plan={r.payment_plan} currency={r.amounts.currency} />}
        </>
      );
  }

  return (
    <section className="card reg-status" aria-labelledby="reg-status-title" data-status={r.status}>
      <h2 id="reg-status-title">{title}</h2>
      <p className="muted">{who} · {r.season_name} · {REGISTRATION_STATUS_LABEL[r.status]}{r.level_name ? ` · ${r.level_name}` : ''}</p>
      {body}
      {r.addons.length > 0 && (
        <section aria-label="Add-ons">
          <h3>Add-ons</h3>
          <ul className="addon-lines">{r.addons.map((l) => <li key={l.id}>{addonLabel(l)}: {money(l.price)}</li>)}</ul>
        </section>
      )}
      {error && <div className="notice notice--error" role="alert">{error}</div>}
      <p><a href={leagueHome}>Back to {leagueName}</a></p>
    </section>
  );
}
