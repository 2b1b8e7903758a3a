// A season's payment plan on the league site: on the form, the choice between paying in full and a deposit now with
// the rest in instalments (each date and amount shown before choosing); on the registration page, the schedule as
// it stands (paid, due, failed) with a way to pay a failed instalment with a new card. Amounts come from the server.
import { useState } from 'react';
import type { Registration, RegistrationOffer } from '../../../../shared/registration-schema';
import { formatCalendarDate, formatMoney } from '../../../../shared/registration-format';
import { registrationApi } from './registration-api';
import { Choice, ChoiceGroup } from './registration-fields';

type OfferedPlan = NonNullable<RegistrationOffer['kinds'][number]['payment_plan']>;
type PlanView = NonNullable<Registration['payment_plan']>;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function PlanChoice({ plan, fee, currency, chosen, onChoose }: { plan: OfferedPlan; fee: number; currency: string; chosen: boolean; onChoose: (plan: boolean) => void }) {
  const money = (n: number) => formatMoney(n, currency);
  return (
    <ChoiceGroup legend="How you pay">
      <Choice type="radio" name="plan" label={`Pay in full (${money(fee)})`} checked={!chosen} onChange={() => onChoose(false)} />
      <Choice type="radio" name="plan" label={`Pay a deposit now and the rest in ${plural(plan.instalments.length, 'instalment')}`} checked={chosen} onChange={() => onChoose(true)} />
      <table className="plan-table" aria-label="Payment plan">
        <tbody>
          <tr><th scope="row">Deposit, today</th><td>{money(plan.deposit)}</td></tr>
          {plan.instalments.map((x) => <tr key={x.number}><th scope="row">{formatCalendarDate(x.due_on)}</th><td>{money(x.amount)}</td></tr>)}
        </tbody>
      </table>
      <p className="muted small">Each instalment is charged on its date to the card you pay the deposit with.</p>
    </ChoiceGroup>
  );
}

const STATE_WORD: Record<PlanView['instalments'][number]['state'], string> = { due: 'Due', paid: 'Paid', failed: 'Failed', cancelled: 'Cancelled' };

export function PlanSchedule({ registrationId, plan, currency }: { registrationId: string; plan: PlanView; currency: string }) {
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState('');
  const money = (n: number) => formatMoney(n, currency);
  const failed = plan.instalments.find((x) => x.state === 'failed');
  async function payFailed(n: number) {
    setPaying(true);
    setError('');
    try {
      window.location.assign((await registrationApi.payInstalment(registrationId, n)).url);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setPaying(false);
    }
  }
  return (
    <div className="stack-s">
      <h3>Payment plan</h3>
      {plan.problem && <div className="notice notice--error" role="alert">{plan.problem}</div>}
      <table className="plan-table" aria-label="Payment schedule">
        <thead><tr><th scope="col">When</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead>
        <tbody>
          <tr data-state="paid"><th scope="row">Deposit</th><td>{money(plan.deposit)}</td><td>Paid</td></tr>
          {plan.instalments.map((x) => (
            <tr key={x.number} data-state={x.state}>
              <th scope="row">{formatCalendarDate(x.due_on)}</th><td>{money(x.amount)}</td>
              <td>{STATE_WORD[x.state]}{x.refunded > 0 ? ` (${money(x.refunded)} refunded)` : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {failed && (
        <button type="button" className="btn btn--primary" onClick={() => void payFailed(failed.number)} disabled={paying} aria-busy={paying || undefined}>
          Update card and pay {money(failed.amount)}
        </button>
      )}
      {error && <div className="notice notice--error" role="alert">{error}</div>}
    </div>
  );
}
