// One registration as its league's admins see it: the registrant, date of birth and guardian, the answers to the
// season's questions, the waiver they accepted (version, name, time) and the money (fee, discount, paid, refunded).
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { REGISTRATION_KIND_LABEL, type Registration, type RegistrationSettings } from '../../../../../shared/registration-schema';
import { formatCalendarDate, formatMoment, formatMoney } from '../../../../../shared/registration-format';
import { registrantName } from './registration-action-modals';
import { RegistrationStatusBadge } from './registration-status-badge';
import { PlanScheduleTable } from './payment-plan-status';

const FEE_PERIOD_LABEL = { early_bird: 'early-bird price', regular: 'regular fee', late: 'late fee' } as const;

export function answerText(v: Registration['answers'][string] | undefined): string {
  if (v === undefined || v === '') return 'No answer';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (Array.isArray(v)) return v.length ? v.join(', ') : 'No answer';
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatCalendarDate(v) : v;
}

export function RegistrationDetailModal({ registration: r, questions, timeZone, onDismiss }: {
  registration: Registration | null; questions: RegistrationSettings['questions']; timeZone: string; onDismiss: () => void;
}) {
  if (!r) return null;
  const money = (n: number) => formatMoney(n, r.amounts.currency);
  const asked = questions.filter((q) => q.kind === null || q.kind === r.kind);
  return (
    <Modal visible onDismiss={onDismiss} size="large" header={registrantName(r)} footer={<Box float="right"><Button onClick={onDismiss}>Close</Button></Box>}>
      <SpaceBetween size="l">
        <KeyValuePairs columns={3} items={[
          { label: 'Status', value: <RegistrationStatusBadge status={r.status} /> },
          { label: 'Kind', value: REGISTRATION_KIND_LABEL[r.kind] },
          { label: 'Level', value: r.level_name ?? 'Not placed yet' },
          { label: 'Team', value: r.team_name ?? (r.kind === 'individual' ? 'Free agent' : '-') },
          { label: 'E-mail', value: r.email },
          { label: 'Phone', value: r.phone ?? '-' },
          { label: 'Date of birth', value: r.date_of_birth ? formatCalendarDate(r.date_of_birth) : '-' },
          { label: 'Parent or guardian', value: r.guardian ? `${r.guardian.name}${r.guardian.relationship ? ` (${r.guardian.relationship})` : ''}, ${r.guardian.email}, ${r.guardian.phone}` : '-' },
          { label: 'Registered', value: formatMoment(r.created_at, timeZone) },
          ...(r.team_join_code ? [{ label: 'Team join code', value: r.team_join_code }] : []),
          ...(r.waitlist_position ? [{ label: 'Waitlist position', value: String(r.waitlist_position) }] : []),
          ...(r.offer_expires_at ? [{ label: 'Offer expires', value: formatMoment(r.offer_expires_at, timeZone) }] : []),
        ]} />
        <Box variant="h3">Money</Box>
        <KeyValuePairs columns={3} items={[
          { label: 'Fee', value: `${money(r.amounts.fee)} (${FEE_PERIOD_LABEL[r.amounts.fee_period]})` },
          { label: 'Discount', value: r.amounts.discount ? `${money(r.amounts.discount)}${r.discount_code ? ` (${r.discount_code})` : ''}` : '-' },
          { label: 'Due', value: money(r.amounts.total) },
          { label: 'Paid', value: `${money(r.amounts.paid)}${r.paid_at ? `, ${formatMoment(r.paid_at, timeZone)}` : ''} (${r.payment_mode === 'online' ? 'card' : 'offline'})` },
          { label: 'Refunded', value: money(r.amounts.refunded) },
          { label: 'Outstanding', value: money(r.amounts.outstanding) },
        ]} />
        {r.payment_plan && (<>
          <Box variant="h3">Payment plan</Box>
          <PlanScheduleTable plan={r.payment_plan} currency={r.amounts.currency} />
        </>)}
        <Box variant="h3">Answers</Box>
        {asked.length === 0 ? <Box color="text-body-secondary">This season asks no questions.</Box> : (
          <KeyValuePairs columns={2} items={asked.map((q) => ({ label: q.label, value: answerText(r.answers[q.id]) }))} />
        )}
        <Box variant="h3">Waiver</Box>
        <Box>{r.waiver ? `Version ${r.waiver.version}, accepted by typing "${r.waiver.accepted_name}" on ${formatMoment(r.waiver.accepted_at, timeZone)}.` : 'No waiver was asked.'}</Box>
      </SpaceBetween>
    </Modal>
  );
}
