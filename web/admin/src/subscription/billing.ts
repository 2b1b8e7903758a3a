// Paying for a plan from the admin: open the provider's hosted checkout or portal (the browser leaves for it and
// comes back), cancel or resume a paid plan, list invoices. The server decides price, discount and plan.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentSubscriptionResponse } from '../../../../shared/api-contract';
import { MSG } from '../../../../shared/messages';
import type { Plan } from '../../../../shared/plan-catalogue';
import { api } from '../api/client';
import { useInvalidate } from '../api/query-client';
import { queryKeys, staleAfter } from '../api/query-keys';
import { formatLongDate } from '../lib/format';
import { messageOf } from '../lib/form-errors';
import { useToast } from '../toast/toast-context';
import type { BillingCycle } from './format';
import { useSubscription } from './subscription-store';

/** Starts a checkout for a paid plan and sends the browser to the provider's page. */
export function useCheckout() {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: ({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) => api.startCheckout(plan.slug as 'awesome' | 'amazing', cycle),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => toast({ type: 'error', header: MSG.subscription.checkoutFailed, content: messageOf(err) }),
  });
  return {
    checkout: (plan: Plan, cycle: BillingCycle) => mutation.mutate({ plan, cycle }),
    // While the browser is on its way to the provider the button stays busy.
    busySlug: mutation.isPending || mutation.isSuccess ? mutation.variables?.plan.slug ?? null : null,
  };
}

/** Cancel at period end, resume, or open the provider's portal (card, plan and cycle changes). */
export function useBillingActions() {
  const toast = useToast();
  const { replace } = useSubscription();
  const invalidate = useInvalidate();
  const took = (next: CurrentSubscriptionResponse) => {
    replace(next);
    void invalidate(staleAfter.plan());
  };
  const cancel = useMutation({
    mutationFn: () => api.cancelSubscription(),
    onSuccess: (next) => {
      took(next);
      toast({ type: 'success', header: MSG.subscription.downgradeTitle, content: MSG.subscription.downgradeBody(next.plan.name, endOf(next)) });
    },
    onError: (err) => toast({ type: 'error', header: MSG.subscription.changePlanFailed, content: messageOf(err) }),
  });
  const resume = useMutation({
    mutationFn: () => api.resumeSubscription(),
    onSuccess: (next) => {
      took(next);
      toast({ type: 'success', header: MSG.subscription.keptTitle, content: MSG.subscription.keptBody(next.plan.name) });
    },
    onError: (err) => toast({ type: 'error', header: MSG.subscription.changePlanFailed, content: messageOf(err) }),
  });
  const portal = useMutation({
    mutationFn: () => api.billingPortal(),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => toast({ type: 'error', header: MSG.subscription.checkoutFailed, content: messageOf(err) }),
  });
  return {
    cancel: () => cancel.mutateAsync().then(() => true, () => false),
    resume: () => resume.mutate(),
    openPortal: () => portal.mutate(),
    busy: cancel.isPending ? 'cancel' : resume.isPending ? 'resume' : portal.isPending || portal.isSuccess ? 'portal' : null,
  };
}

const endOf = (next: CurrentSubscriptionResponse) => (next.subscription?.current_period_end ? formatLongDate(next.subscription.current_period_end) : '');

/** The user's invoices, newest first (only asked for once they pay by card). */
export function useInvoices(enabled: boolean) {
  const query = useQuery({ queryKey: queryKeys.invoices, queryFn: () => api.listInvoices(), enabled });
  return { invoices: query.data?.invoices ?? [], loading: enabled && query.isPending, failed: query.isError };
}
