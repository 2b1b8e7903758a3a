// Back from a family checkout: every registration of the group with where it stands, read again each second while
// the payment's confirmation is on its way (the provider's webhook may land a moment after the browser returns).
import { useEffect, useState } from 'react';
import { REGISTRATION_STATUS_LABEL, type Registration } from '../../../../shared/registration-schema';
import { formatMoney } from '../../../../shared/registration-format';
import { familyApi } from './family-api';

const TRIES = 20;

/** A child on the payment plan: how much of their price is paid, and how many of their instalments. */
function planLine(r: Registration): string {
  const plan = r.payment_plan;
  if (!plan || r.amounts.paid === 0) return '';
  const paid = plan.instalments.filter((x) => x.state === 'paid').length;
  return ` of ${formatMoney(r.amounts.total, r.amounts.currency)} · ${paid} of ${plan.instalments.length} instalment${plan.instalments.length === 1 ? '' : 's'} paid`;
}

export function FamilyGroupStatus({ id }: { id: string }) {
  const [group, setGroup] = useState<Registration[]>([]);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = (n: number) => {
      familyApi.mine().then(({ registrations }) => {
        if (!live) return;
        const lead = registrations.find((r) => r.id === id);
        const siblings = lead?.group_id ? registrations.filter((r) => r.group_id === lead.group_id) : [];
        // The checkout's first child (the one the address names) first, as the form listed them.
        setGroup([...siblings].sort((a, b) => Number(b.id === id) - Number(a.id === id) || a.first_name.localeCompare(b.first_name)));
        if (siblings.some((r) => r.status === 'awaiting_payment' && r.payment_mode === 'online') && n < TRIES) timer = setTimeout(() => read(n + 1), 1000);
      }, () => undefined);
    };
    read(1);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id]);
  if (group.length < 2) return null;
  return (
    <section className="card" aria-labelledby="fam-status-title">
      <h2 id="fam-status-title">Your family's registrations</h2>
      <ul className="family-prices" aria-labelledby="fam-status-title">
        {group.map((r) => (
          <li key={r.id} data-status={r.status}>
            <span>{r.first_name} {r.last_name}</span>
            <span><strong>{REGISTRATION_STATUS_LABEL[r.status]}</strong> · {formatMoney(r.amounts.paid || r.amounts.total, r.amounts.currency)}{planLine(r)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
