// One registration's admin actions, each in its own small dialog: mark an offline payment received, refund part
// or all of what was paid, put an individual on a team, offer a waitlisted registrant a place with a deadline.
// The server decides (never more refunded than paid, places never oversold); its refusal shows in the dialog.
import { countOf } from '../../../../../shared/registration-pricing';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DEFAULT_OFFER_HOURS, type Registration } from '../../../../../shared/registration-schema';
import { formatMoney, parseMoney } from '../../../../../shared/registration-format';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useRegistrationWrites } from './registration-hooks';
import { DialogFooter } from '../dialog-footer';

export type RegistrationAction = 'mark-paid' | 'refund' | 'assign' | 'offer';

export const registrantName = (r: Registration) => `${r.first_name} ${r.last_name}`.trim();
/** What can still be refunded: paid less refunded. */
export const refundable = (r: Registration) => r.amounts.paid - r.amounts.refunded;

interface Props {
  leagueId: string;
  seasonId: string;
  action: RegistrationAction | null;
  registration: Registration | null;
  teams: { id: string; name: string }[];
  onDismiss: () => void;
}

const amountText = (minor: number, currency: string) => formatMoney(minor, currency).replace(/^[^\d]+/, '').replace(/,/g, '');

export function RegistrationActionModal({ leagueId, seasonId, action, registration: r, teams, onDismiss }: Props) {
  const toast = useToast();
  const writes = useRegistrationWrites(leagueId, seasonId);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [teamId, setTeamId] = useState<string | null>(null);
  const [hours, setHours] = useState(String(DEFAULT_OFFER_HOURS));
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [opened, setOpened] = useState<string | null>(null);

  // Each opening starts from this registration's figures.
  const key = r && action ? `${action}:${r.id}` : null;
  if (key !== opened) {
    setOpened(key);
    setError('');
    setFieldError('');
    setNote('');
    setTeamId(r?.team_id ?? null);
    setHours(String(DEFAULT_OFFER_HOURS));
    if (r) setAmount(amountText(action === 'refund' ? refundable(r) : r.amounts.outstanding, r.amounts.currency));
  }
  if (!r || !action) return null;
  const currency = r.amounts.currency;
  const name = registrantName(r);

  const pending = writes.markPaid.isPending || writes.refund.isPending || writes.assign.isPending || writes.offer.isPending;

  async function confirm() {
    if (!r || !action) return;
    setError('');
    setFieldError('');
    try {
      if (action === 'mark-paid' || action === 'refund') {
        const minor = parseMoney(amount, currency);
        if (minor === null || (action === 'refund' && minor < 1)) {
          setFieldError('Enter an amount like 25 or 25.50');
          return;
        }
        if (action === 'mark-paid') {
          await writes.markPaid.mutateAsync({ id: r.id, body: { amount: minor, note: note || null } });
          toast({ type: 'success', header: 'Marked paid', content: `${name}: ${formatMoney(minor, currency)} received.` });
        } else {
          await writes.refund.mutateAsync({ id: r.id, body: { amount: minor, reason: note || null } });
          toast({ type: 'success', header: 'Refunded', content: `${formatMoney(minor, currency)} refunded to ${name}.` });
        }
      } else if (action === 'assign') {
        if (!teamId) {
          setFieldError('Choose a team');
          return;
        }
        await writes.assign.mutateAsync({ id: r.id, teamId });
        toast({ type: 'success', header: 'Assigned to a team', content: `${name} joins ${teams.find((t) => t.id === teamId)?.name ?? 'the team'} and is e-mailed.` });
      } else {
        const h = Number(hours);
        if (!Number.isInteger(h) || h < 1) {
          setFieldError('Enter a whole number of hours');
          return;
        }
        await writes.offer.mutateAsync({ id: r.id, hours: h });
        toast({ type: 'success', header: 'Place offered', content: `${name} is e-mailed a payment link valid for ${countOf(h, 'hour')}.` });
      }
      onDismiss();
    } catch (e) {
      setError(messageOf(e));
    }
  }

  const titles: Record<RegistrationAction, string> = {
    'mark-paid': `Mark paid: ${name}`, refund: `Refund: ${name}`, assign: `Assign to a team: ${name}`, offer: `Offer a place: ${name}`,
  };
  const confirmText: Record<RegistrationAction, string> = { 'mark-paid': 'Mark paid', refund: 'Refund', assign: 'Assign', offer: 'Offer the place' };
  const teamOptions = teams.map((t) => ({ value: t.id, label: t.name }));

  return (
    <Modal visible onDismiss={onDismiss} header={titles[action]}
      footer={
        <DialogFooter onCancel={onDismiss}>
          <Button variant="primary" loading={pending} onClick={() => void confirm()}>{confirmText[action]}</Button>
        </DialogFooter>
      }>
      <Form errorText={error || undefined}>
        <SpaceBetween size="m">
          {action === 'mark-paid' && (
            <>
              <FormField label={`Amount received (${currency.toUpperCase()})`} description={`Outstanding: ${formatMoney(r.amounts.outstanding, currency)}`} errorText={fieldError}>
                <Input value={amount} inputMode="decimal" onChange={({ detail }) => setAmount(detail.value)} ariaLabel="Amount received" />
              </FormField>
              <FormField label="Note (optional)" description="Cash, cheque number, bank transfer reference.">
                <Input value={note} onChange={({ detail }) => setNote(detail.value)} ariaLabel="Note" />
              </FormField>
            </>
          )}
          {action === 'refund' && (
            <>
              <FormField label={`Amount to refund (${currency.toUpperCase()})`}
                description={`Paid ${formatMoney(r.amounts.paid, currency)}, refunded so far ${formatMoney(r.amounts.refunded, currency)}: at most ${formatMoney(refundable(r), currency)}.`}
                errorText={fieldError}>
                <Input value={amount} inputMode="decimal" onChange={({ detail }) => setAmount(detail.value)} ariaLabel="Amount to refund" />
              </FormField>
              <FormField label="Reason (optional)">
                <Input value={note} onChange={({ detail }) => setNote(detail.value)} ariaLabel="Reason" />
              </FormField>
              <Box color="text-body-secondary">{r.payment_mode === 'online' ? 'The card is refunded through the payment provider.' : 'Record money you paid back yourself.'}</Box>
            </>
          )}
          {action === 'assign' && (
            <FormField label="Team" description="They join its roster and get an e-mail." errorText={fieldError}>
              <Select selectedOption={teamOptions.find((o) => o.value === teamId) ?? null} options={teamOptions} placeholder="Choose a team" filteringType="auto"
                empty="No teams in this league yet" onChange={({ detail }) => setTeamId(detail.selectedOption.value!)} ariaLabel="Team" />
            </FormField>
          )}
          {action === 'offer' && (
            <FormField label="Hours to pay" description="They are e-mailed a payment link; the place goes back to the waitlist after this." errorText={fieldError}>
              <Input value={hours} inputMode="numeric" onChange={({ detail }) => setHours(detail.value)} ariaLabel="Hours to pay" />
            </FormField>
          )}
        </SpaceBetween>
      </Form>
    </Modal>
  );
}
