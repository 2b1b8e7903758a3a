import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentSubscriptionResponse } from '../../../../../shared/api-contract';
import { MSG } from '../../../../../shared/messages';
import { cardSavedDuringTrial } from '../../../../../shared/plan-billing-words';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { messageOf } from '../../lib/form-errors';
import { useSubscription } from '../../subscription/subscription-store';

async function readUsage() {
  try {
    return (await api.usage()).usage;
  } catch (err) {
    // Spec: usage read failures are logged.
    console.error('Failed to load usage', err);
    throw err;
  }
}

/** The signed-in user's usage per limit key (GET /api/subscription/usage); plan changes invalidate it. */
export function useUsage(enabled: boolean) {
  const query = useQuery({ queryKey: queryKeys.usage, queryFn: readUsage, enabled });
  return { usage: query.data ?? null, loading: enabled && query.isPending, failed: query.isError, reload: query.refetch };
}

export type PlanChoice = { plan_slug: 'awesome' | 'amazing'; billing_cycle: 'monthly' | 'yearly' };
export const keyOf = (c: PlanChoice) => `${c.plan_slug}-${c.billing_cycle}`;

/** The prorated price of switching to `choice` (read fresh each time), and the switch at that price. */
export function usePlanChange(choice: PlanChoice | null, onChanged: (next: CurrentSubscriptionResponse) => void) {
  const queryClient = useQueryClient();
  const preview = useQuery({ queryKey: queryKeys.planChangePreview(choice && keyOf(choice)), queryFn: () => api.previewPlanChange(choice!), enabled: Boolean(choice), staleTime: 0, gcTime: 0 });
  const change = useMutation({
    mutationFn: () => api.changePaidPlan({ ...choice!, proration_date: preview.data!.proration_date }),
    onSuccess: (next) => {
      // The change's invoice joins the list.
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices });
      onChanged(next);
    },
  });
  return { preview, change };
}

type Outcome = { type: 'success' | 'info' | 'error'; text: string; header?: string };

/** Back from the hosted checkout (?checkout=<id>): reads it back from the server once, and what happened. */
export function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const { replace } = useSubscription();
  const sessionId = params.get('checkout');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (!sessionId || sessionId === 'cancelled') return;
    let stop = false;
    api.confirmCheckout(sessionId).then((next) => {
      if (stop) return;
      replace(next);
      const sub = next.subscription;
      setOutcome(next.is_free
        ? { type: 'info', text: MSG.subscription.checkoutPending }
        // Subscribed during a trial: nothing was charged, so no "Payment received"; what was set up and when it charges.
        : sub?.status === 'trialing' && sub.current_period_end
          ? { type: 'success', header: MSG.subscription.cardSavedTitle, text: cardSavedDuringTrial(next.plan.name, sub.current_period_end, sub.billing_cycle) }
          : { type: 'success', header: MSG.subscription.paidTitle, text: MSG.subscription.paidBody(next.plan.name) });
      setParams({}, { replace: true });
    }, (err: unknown) => { if (!stop) setOutcome({ type: 'error', text: messageOf(err) }); });
    return () => { stop = true; };
  }, [sessionId, replace, setParams]);
  return [outcome, setOutcome] as const;
}
