import { useCallback, useEffect, useState } from 'react';
import type { Plan } from '../../../../shared/plan-catalogue';
import { api } from '../api/client';

/** The active plans, in display order (GET /api/subscription/plans, public). */
export function usePlans() {
  const [plans, setPlans] = useState<Plan[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    try {
      const { plans } = await api.plans();
      setPlans([...plans].filter((p) => p.is_active).sort((a, b) => a.display_order - b.display_order));
    } catch (err) {
      console.error('Failed to load pricing plans', err);
      setPlans([]);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { plans, loading, failed, reload: load };
}
