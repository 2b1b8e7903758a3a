// Spec 'Usage banner': once usage of a finite limit reaches 80 percent, a warning with the remaining count,
// usage/limit and a way to upgrade. Nothing for unlimited plans or below the threshold.
import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import type { LimitKey } from '../../../../shared/plan-catalogue';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { useSubscription } from '../subscription/subscription-store';
import { usageBannerWarning } from '../subscription/usage-warning';
import { RouterButton } from './router-link';

export function UsageBanner({ limitKey, leagueId }: { limitKey: LimitKey; leagueId?: string }) {
  const { signedIn } = useSubscription();
  // Plan changes and writes that count against a limit invalidate these checks (see staleAfter).
  const { data: check } = useQuery({
    queryKey: queryKeys.limit(limitKey, leagueId),
    queryFn: async () => {
      try {
        return await api.checkLimit(limitKey, leagueId);
      } catch (err) {
        console.error(`Failed to check the ${limitKey} limit`, err);
        throw err;
      }
    },
    enabled: signedIn,
  });

  const warning = check && usageBannerWarning(limitKey, check);
  if (!warning) return null;
  return (
    <Alert
      type="warning"
      header={warning.header}
      action={
        <RouterButton href="/pricing" ariaLabel="Upgrade your plan">
          Upgrade
        </RouterButton>
      }
    >
      {warning.message} {warning.usage}
    </Alert>
  );
}
