// The paid side of the subscription page: the state in words, cancel or resume, the provider's billing page,
// and the invoices with their receipts. Also what the checkout returns to: the page reads the checkout back.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { CurrentSubscriptionResponse } from '../../../../../shared/api-contract';
import { formatLongDate } from '../../lib/format';
import { graceWords } from '../../../../../shared/plan-billing-words';
import { useBillingActions, useInvoices } from '../../subscription/billing';
import { useInvoiceDownload } from '../../subscription/billing-details-hooks';
import { formatMoney } from '../../subscription/format';
import { useCheckoutReturn } from './hooks';
import { PlanChangeModal } from './plan-change';
import { DialogFooter } from '../../components/dialog-footer';
import { messageOf } from '../../lib/form-errors';

const INVOICE_STATUS: Record<string, string> = { paid: 'paid', open: 'awaiting payment', uncollectible: 'not paid', void: 'void' };

/** The subscription's state as a sentence a person understands; null when there is nothing to say. */
export function stateInWords(current: CurrentSubscriptionResponse): string | null {
  const sub = current.subscription;
  if (!sub || current.is_free) return null;
  const end = sub.current_period_end ? formatLongDate(sub.current_period_end) : '';
  const plan = current.plan.name;
  if (sub.status === 'past_due') {
    return `Your last payment did not go through. ${graceWords(plan, sub.grace_until ?? sub.current_period_end ?? sub.current_period_start)}`;
  }
  if (sub.cancel_at_period_end) return `Cancelled: you keep ${plan} until ${end}. Then your account moves to the Free League plan; your leagues, teams and players are kept, and what is over its limits becomes read-only.`;
  if (sub.status === 'trialing' && sub.is_paid) return `Your free trial of ${plan} ends ${end}. Your card is charged then, and every ${sub.billing_cycle === 'yearly' ? 'year' : 'month'} after.`;
  if (sub.status === 'trialing') return `Your free trial of ${plan} ends ${end}. After that your account moves to the Free League plan (nothing is deleted) unless you subscribe on the Pricing page.`;
  if (sub.is_paid) return `Paid by card. ${plan} renews on ${end}, ${sub.billing_cycle === 'yearly' ? 'yearly' : 'monthly'}.`;
  return null;
}

/** Back from the hosted checkout (?checkout=<id>): reads it back from the server, then says what happened. */
export function CheckoutReturn() {
  const [outcome, setOutcome] = useCheckoutReturn();
  if (!outcome) return null;
  return <Alert type={outcome.type} header={outcome.header} dismissible onDismiss={() => setOutcome(null)}>{outcome.text}</Alert>;
}

export function BillingPanel({ current }: { current: CurrentSubscriptionResponse }) {
  const sub = current.subscription;
  const paid = Boolean(sub?.is_paid) && !current.is_free;
  const actions = useBillingActions();
  const { invoices, loading, failed } = useInvoices(Boolean(sub?.is_paid));
  const download = useInvoiceDownload();
  const [confirmCancel, setConfirmCancel] = useState(false);
  // The pricing page's "Switch to ..." comes here with ?change=<plan>-<cycle>.
  const [params, setParams] = useSearchParams();
  const asked = /^(awesome|amazing)-(monthly|yearly)$/.exec(params.get('change') ?? '');
  const [changing, setChanging] = useState(false);
  const closeChange = () => {
    setChanging(false);
    if (asked) setParams({}, { replace: true });
  };
  if (!sub?.is_paid && invoices.length === 0) return null;
  const end = sub?.current_period_end ? formatLongDate(sub.current_period_end) : '';
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Change plan or cycle, cancel or resume, and your receipts. Manage billing opens the payment provider's own page (your card)."
          actions={paid && (
            <SpaceBetween direction="horizontal" size="xs">
              {sub?.status !== 'past_due' && !sub?.cancel_at_period_end && <Button onClick={() => setChanging(true)}>Change plan</Button>}
              {sub?.cancel_at_period_end
                ? <Button loading={actions.busy === 'resume'} onClick={() => actions.resume()}>Resume {current.plan.name}</Button>
                : <Button onClick={() => setConfirmCancel(true)}>Cancel plan</Button>}
              <Button variant="primary" loading={actions.busy === 'portal'} onClick={() => actions.openPortal()}>Manage billing</Button>
            </SpaceBetween>
          )}
        >
          Billing
        </Header>
      }
    >
      <Table
        variant="embedded"
        loading={loading}
        loadingText="Loading invoices..."
        items={invoices}
        wrapLines
        columnDefinitions={[
          // Three columns, so a phone shows every one without scrolling the table sideways.
          {
            id: 'receipt', header: 'Invoice',
            cell: (i) => (
              <SpaceBetween size="xxs">
                {i.url ? <Link href={i.url} external>{i.number ?? 'View'}</Link> : i.number ?? '-'}
                <Link
                  href="#"
                  ariaLabel={`Download PDF of invoice ${i.number ?? ''}`}
                  onFollow={(e) => { e.preventDefault(); download.mutate({ id: i.id, number: i.number }); }}
                >
                  {download.isPending && download.variables?.id === i.id ? 'Downloading...' : 'Download PDF'}
                </Link>
              </SpaceBetween>
            ),
          },
          { id: 'date', header: 'Date', cell: (i) => formatLongDate(i.created_at) },
          {
            id: 'amount', header: 'Amount',
            cell: (i) => `${formatMoney(i.status === 'paid' ? i.amount_paid : i.amount_due, i.currency)}, ${INVOICE_STATUS[i.status] ?? i.status}${i.tax ? ` (${formatMoney(i.tax, i.currency)} tax)` : ''}`,
          },
        ]}
        empty={<Box color="text-body-secondary">{failed ? 'Invoices could not be loaded.' : 'No invoices yet.'}</Box>}
        footer={download.isError ? <Box color="text-status-error">{messageOf(download.error)}</Box> : undefined}
        header={<Header variant="h3">Invoices</Header>}
      />
      {paid && (changing || asked) && (
        <PlanChangeModal current={current} initial={asked ? { plan_slug: asked[1] as 'awesome' | 'amazing', billing_cycle: asked[2] as 'monthly' | 'yearly' } : null} onClose={closeChange} />
      )}
      <Modal
        visible={confirmCancel}
        onDismiss={() => setConfirmCancel(false)}
        header={`Cancel ${current.plan.name}?`}
        footer={
          <DialogFooter onCancel={() => setConfirmCancel(false)} cancelLabel="Keep plan">
            <Button variant="primary" loading={actions.busy === 'cancel'} onClick={() => void actions.cancel().then(() => setConfirmCancel(false))}>Cancel plan</Button>
          </DialogFooter>
        }
      >
        You keep {current.plan.name} until {end}; you are not charged again. Then your account moves to the Free League
        plan. Nothing is deleted: what is over the Free limits stays visible and becomes read-only.
      </Modal>
    </Container>
  );
}
