import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '../../../../../shared/messages';
import type { Plan } from '../../../../../shared/plan-catalogue';
import { api } from '../../api/client';
import { messageOf } from '../../lib/form-errors';
import { formatDate, type BillingCycle } from '../../subscription/format';
import { useSubscription } from '../../subscription/subscription-store';
import { useToast } from '../../toast/toast-context';

export type PlanChangeIntent = 'trial' | 'downgrade' | 'keep';

/**
 * Plan changes from the pricing page. No payment provider is configured, so choosing a paid plan starts its
 * 14-day trial; choosing free schedules the downgrade for the end of the current period.
 */
export function usePlanChange() {
  const toast = useToast();
  const navigate = useNavigate();
  const { replace } = useSubscription();
  const [busySlug, setBusySlug] = useState<string | null>(null);

  async function change(plan: Plan, cycle: BillingCycle, intent: PlanChangeIntent) {
    setBusySlug(plan.slug);
    try {
      const next = await api.changePlan(plan.slug, cycle);
      replace(next);
      const end = next.subscription?.current_period_end ? formatDate(next.subscription.current_period_end) : '';
      if (intent === 'downgrade') {
        toast({ type: 'success', header: MSG.subscription.downgradeTitle, content: MSG.subscription.downgradeBody(next.plan.name, end) });
      } else if (intent === 'keep') {
        toast({ type: 'success', header: MSG.subscription.keptTitle, content: MSG.subscription.keptBody(next.plan.name) });
      } else {
        toast({ type: 'success', header: MSG.subscription.trialStartedTitle, content: MSG.subscription.trialStartedBody(plan.name, end) });
        navigate('/subscription');
        // The router keeps the scroll position; the subscription page should open at its top.
        window.scrollTo(0, 0);
      }
      return true;
    } catch (err) {
      toast({ type: 'error', header: MSG.subscription.changePlanFailed, content: messageOf(err) });
      return false;
    } finally {
      setBusySlug(null);
    }
  }

  return { change, busySlug };
}
