// Switching a plan paid by card to another plan or billing cycle: pick one, read what it costs now (the provider's
// prorated invoice: the unused part of the current plan is credited), then confirm. The server charges the amount
// shown (the preview's proration time goes with the confirmation).
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { CurrentSubscriptionResponse } from '../../../../../shared/api-contract';
import { formatLongDate } from '../../lib/format';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { formatMoney } from '../../subscription/format';
import { useSubscription } from '../../subscription/subscription-store';
import { usePlans } from '../../subscription/use-plans';
import { keyOf, usePlanChange, type PlanChoice } from './hooks';
import { DialogFooter } from '../../components/dialog-footer';

type Choice = PlanChoice;
const CHOICES: Choice[] = (['awesome', 'amazing'] as const).flatMap((plan_slug) => (['monthly', 'yearly'] as const).map((billing_cycle) => ({ plan_slug, billing_cycle })));

export function PlanChangeModal({ current, initial, onClose }: { current: CurrentSubscriptionResponse; initial: Choice | null; onClose: () => void }) {
  const { plans } = usePlans();
  const { replace } = useSubscription();
  const toast = useToast();
  const sub = current.subscription!;
  const isCurrent = (c: Choice) => c.plan_slug === current.plan.slug && c.billing_cycle === sub.billing_cycle;
  const [choice, setChoice] = useState<Choice | null>(initial && !isCurrent(initial) ? initial : null);
  const { preview, change } = usePlanChange(choice, (next) => {
    replace(next);
    toast({ type: 'success', header: 'Plan changed', content: `You are now on ${next.plan.name}, billed ${next.subscription?.billing_cycle}.` });
    onClose();
  });
  const name = (slug: string) => plans.find((p) => p.slug === slug)?.name ?? slug;
  const priceOf = (c: Choice) => {
    const plan = plans.find((p) => p.slug === c.plan_slug);
    return plan ? formatMoney(c.billing_cycle === 'yearly' ? plan.price_yearly : plan.price_monthly, 'usd') : '';
  };
  const p = preview.data;
  return (
    <Modal
      visible
      onDismiss={onClose}
      header="Change plan or billing cycle"
      footer={
        <DialogFooter onCancel={onClose}>
          <Button variant="primary" disabled={!p} loading={change.isPending} onClick={() => change.mutate()}>
            {choice && p ? `Switch and pay ${formatMoney(p.amount_due, p.currency)}` : 'Switch'}
          </Button>
        </DialogFooter>
      }
    >
      <SpaceBetween size="m">
        <FormField label="New plan">
          <RadioGroup
            value={choice ? keyOf(choice) : null}
            onChange={({ detail }) => setChoice(CHOICES.find((c) => keyOf(c) === detail.value) ?? null)}
            items={CHOICES.map((c) => ({
              value: keyOf(c), disabled: isCurrent(c),
              label: `${name(c.plan_slug)}, ${c.billing_cycle}: ${priceOf(c)} a ${c.billing_cycle === 'yearly' ? 'year' : 'month'}${isCurrent(c) ? ' (your plan)' : ''}`,
            }))}
          />
        </FormField>
        {preview.isFetching && <StatusIndicator type="loading">Working out the price...</StatusIndicator>}
        {preview.isError && <Alert type="error">{messageOf(preview.error)}</Alert>}
        {p && !preview.isFetching && (
          <Box>
            <Box variant="p">
              Due now: <b>{formatMoney(p.amount_due, p.currency)}</b>
              {p.total < 0 ? `, and ${formatMoney(-p.total, p.currency)} credit for your next invoices` : ''}.
              {' '}The unused part of {current.plan.name} is credited. Then {priceOf(p)} every {p.billing_cycle === 'yearly' ? 'year' : 'month'} from {formatLongDate(p.period_end)}.
            </Box>
            <ul className="plan-change-lines">
              {p.lines.map((l) => <li key={l.description}>{l.description}: {formatMoney(l.amount, p.currency)}</li>)}
              {p.tax !== 0 && <li>Tax: {formatMoney(p.tax, p.currency)}</li>}
            </ul>
          </Box>
        )}
        {change.isError && <Alert type="error">{messageOf(change.error)}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
