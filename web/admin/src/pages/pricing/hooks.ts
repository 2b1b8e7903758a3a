import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { MSG } from '../../../../../shared/messages';
import type { Plan } from '../../../../../shared/plan-catalogue';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { staleAfter } from '../../api/query-keys';
import { formatLongDate } from '../../lib/format';
import { messageOf } from '../../lib/form-errors';
import type { BillingCycle } from '../../subscription/format';
import { useSubscription } from '../../subscription/subscription-store';
import { useToast } from '../../toast/toast-context';

export type PlanChangeIntent = 'trial' | 'switch' | 'downgrade' | 'keep';

interface PlanChange {
  plan: Plan;
  cycle: BillingCycle;
  intent: PlanChangeIntent;
}

/**
 * Plan changes from the pricing page. No payment provider is configured, so the first paid plan starts the user's
 * one 14-day trial, and during it another paid plan is a switch within the same trial; choosing free schedules the
 * downgrade for the end of the current period.
 */
export function usePlanChange() {
  const toast = useToast();
  const navigate = useNavigate();
  const { replace } = useSubscription();
  const invalidate = useInvalidate();
  const mutation = useMutation({
    mutationFn: ({ plan, cycle }: PlanChange) => api.changePlan(plan.slug, cycle),
    onSuccess: (next, { plan, intent }) => {
      // The answer is the new current subscription; what depends on the plan (usage, limits) is re-read.
      replace(next);
      void invalidate(staleAfter.plan());
      const end = next.subscription?.current_period_end ? formatLongDate(next.subscription.current_period_end) : '';
      if (intent === 'downgrade') {
        toast({ type: 'success', header: MSG.subscription.downgradeTitle, content: MSG.subscription.downgradeBody(next.plan.name, end) });
      } else if (intent === 'keep') {
        toast({ type: 'success', header: MSG.subscription.keptTitle, content: MSG.subscription.keptBody(next.plan.name) });
      } else {
        if (intent === 'switch') {
          toast({ type: 'success', header: MSG.subscription.switchedTitle, content: MSG.subscription.switchedBody(plan.name, next.subscription?.status === 'trialing' ? end : null) });
        } else {
          toast({ type: 'success', header: MSG.subscription.trialStartedTitle, content: MSG.subscription.trialStartedBody(plan.name, end) });
        }
        navigate('/subscription');
        // The router keeps the scroll position; the subscription page should open at its top.
        window.scrollTo(0, 0);
      }
    },
    onError: (err) => {
      toast({ type: 'error', header: MSG.subscription.changePlanFailed, content: messageOf(err) });
    },
  });

  const { mutateAsync } = mutation;
  async function change(plan: Plan, cycle: BillingCycle, intent: PlanChangeIntent): Promise<boolean> {
    try {
      await mutateAsync({ plan, cycle, intent });
      return true;
    } catch {
      return false;
    }
  }

  return { change, busySlug: mutation.isPending ? mutation.variables.plan.slug : null };
}
