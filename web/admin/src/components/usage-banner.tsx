// Spec 'Usage banner': once usage of a finite limit reaches 80 percent, a warning with the remaining count,
// usage/limit and a way to upgrade. Nothing for unlimited plans or below the threshold.
import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import type { LimitCheckResult } from '../../../../shared/api-contract';
import type { LimitKey } from '../../../../shared/plan-catalogue';
import { api } from '../api/client';
import { useSubscription } from '../subscription/subscription-store';
import { usageBannerWarning } from '../subscription/usage-warning';
import { RouterButton } from './router-link';

export function UsageBanner({ limitKey, leagueId }: { limitKey: LimitKey; leagueId?: string }) {
  const { current } = useSubscription();
  const [check, setCheck] = useState<LimitCheckResult | null>(null);
  const planSlug = current?.plan.slug;

  useEffect(() => {
    let live = true;
    api
      .checkLimit(limitKey, leagueId)
      .then((r) => live && setCheck(r))
      .catch((err: unknown) => console.error(`Failed to check the ${limitKey} limit`, err));
    return () => {
      live = false;
    };
    // Re-check when the plan changes: a trial raises the limit.
  }, [limitKey, leagueId, planSlug]);

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
