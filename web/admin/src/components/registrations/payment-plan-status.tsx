// How a registration's payment plan stands, for the organiser: under its status on the Registrations table (the
// failure in words, "Instalment 2 of 3 failed on 3 March: retrying 5 March", or how many are paid) and as the whole
// schedule in the registration's details.
import Box from '@cloudscape-design/components/box';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { Registration } from '../../../../../shared/registration-schema';
import { formatCalendarDate, formatMoney } from '../../../../../shared/registration-format';

type Plan = NonNullable<Registration['payment_plan']>;

export function PlanStatusLine({ plan }: { plan: Plan | null }) {
  if (!plan) return null;
  if (plan.problem) return <Box variant="small" color="text-status-error">{plan.problem}</Box>;
  const live = plan.instalments.filter((x) => x.state !== 'cancelled');
  const paid = live.filter((x) => x.state === 'paid').length;
  return <Box variant="small" color="text-body-secondary">{`Plan: ${paid} of ${live.length} instalment${live.length === 1 ? '' : 's'} paid`}</Box>;
}

const INDICATOR: Record<Plan['instalments'][number]['state'], { type: StatusIndicatorProps.Type; label: string }> = {
  due: { type: 'pending', label: 'Due' }, paid: { type: 'success', label: 'Paid' }, failed: { type: 'error', label: 'Failed' }, cancelled: { type: 'stopped', label: 'Cancelled' },
};

export function PlanScheduleTable({ plan, currency }: { plan: Plan; currency: string }) {
  const money = (n: number) => formatMoney(n, currency);
  const rows = [
    { key: 'deposit', when: 'Deposit', amount: plan.deposit, state: 'paid' as const, note: '' },
    ...plan.instalments.map((x) => ({
      key: String(x.number), when: `Instalment ${x.number}, ${formatCalendarDate(x.due_on)}`, amount: x.amount, state: x.state,
      note: [x.attempts > 0 && x.state !== 'paid' ? `${x.attempts} attempt${x.attempts === 1 ? '' : 's'}` : '', x.refunded ? `${money(x.refunded)} refunded` : ''].filter(Boolean).join(', '),
    })),
  ];
  return (
    <>
      {plan.problem && <Box color="text-status-error">{plan.problem}</Box>}
      <Table variant="embedded" items={rows} trackBy="key" ariaLabels={{ tableLabel: 'Payment plan' }} columnDefinitions={[
        { id: 'when', header: 'Charge', cell: (r) => r.when },
        { id: 'amount', header: 'Amount', cell: (r) => money(r.amount) },
        { id: 'state', header: 'Status', cell: (r) => <StatusIndicator type={INDICATOR[r.state].type}>{INDICATOR[r.state].label}</StatusIndicator> },
        { id: 'note', header: 'Notes', cell: (r) => r.note || '-' },
      ]} />
    </>
  );
}
