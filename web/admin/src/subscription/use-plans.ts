import { useQuery } from '@tanstack/react-query';
import type { Plan } from '../../../../shared/plan-catalogue';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

const NONE: Plan[] = [];

async function readPlans() {
  try {
    return (await api.plans()).plans;
  } catch (err) {
    console.error('Failed to load pricing plans', err);
    throw err;
  }
}

const activeInOrder = (plans: Plan[]) => plans.filter((p) => p.is_active).sort((a, b) => a.display_order - b.display_order);

/** The active plans, in display order (GET /api/subscription/plans, public). */
export function usePlans() {
  const query = useQuery({ queryKey: queryKeys.plans, queryFn: readPlans, select: activeInOrder, staleTime: 5 * 60_000 });
  return { plans: query.isError ? NONE : (query.data ?? NONE), loading: query.isPending, failed: query.isError, reload: query.refetch };
}
