import { useCallback, useEffect, useState } from 'react';
import type { Usage } from '../../../../../shared/subscription-schema';
import { api } from '../../api/client';

/** The signed-in user's usage per limit key (GET /api/subscription/usage); reloads when the plan changes. */
export function useUsage(enabled: boolean, planSlug: string | undefined) {
  const [usage, setUsage] = useState<Usage | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    try {
      setUsage((await api.usage()).usage);
    } catch (err) {
      // Spec: usage read failures are logged.
      console.error('Failed to load usage', err);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (enabled) void load();
    else {
      setUsage(null);
      setLoading(false);
    }
  }, [enabled, planSlug, load]);

  return { usage, loading, failed, reload: load };
}
