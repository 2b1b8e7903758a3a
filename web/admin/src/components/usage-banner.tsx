// Spec 'Usage banner': once usage of a finite limit reaches 80 percent, a warning with the remaining count,
// usage/limit and a way to upgrade. Nothing for unlimited plans or below the threshold. It takes any limit key,
// so a screen for a new limited thing (levels, seasons) shows its banner with one line.
import Alert from '@cloudscape-design/components/alert';
import type { LimitKey } from '../../../../shared/plan-catalogue';
import type { LimitCheckResult } from '../../../../shared/subscription-schema';
import { usageBannerWarning } from '../subscription/usage-warning';
import { RouterButton } from './router-link';
import { useLimitCheck } from './usage-hooks';

type LimitFigures = Pick<LimitCheckResult, 'limit' | 'current_usage' | 'remaining' | 'is_unlimited'>;

/** The banner for figures the caller already has (the team page carries its player limit). */
export function UsageAlert({ limitKey, check }: { limitKey: LimitKey; check: LimitFigures | undefined }) {
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

export function UsageBanner({ limitKey, leagueId }: { limitKey: LimitKey; leagueId?: string }) {
  const { data: check } = useLimitCheck(limitKey, leagueId);
  return <UsageAlert limitKey={limitKey} check={check} />;
}
