// The limit a form counts against, said before submit: 'x of y teams used', and at the limit the spec's
// upgrade message with a link to the plans (the form's submit is disabled by its caller).
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import type { LimitKey } from '../../../../shared/plan-catalogue';
import { limitReachedMessage, UPGRADE_REQUIRED, type LimitCheckResult } from '../../../../shared/subscription-schema';
import { limitUsageLine } from '../subscription/usage-warning';
import { RouterButton } from './router-link';

type Figures = Pick<LimitCheckResult, 'allowed' | 'limit' | 'current_usage' | 'is_unlimited'>;

export function LimitNotice({ limitKey, check }: { limitKey: LimitKey; check: Figures | undefined }) {
  if (!check) return null;
  if (!check.allowed) {
    return (
      <Alert
        type="warning"
        header={UPGRADE_REQUIRED}
        action={
          <RouterButton href="/pricing" ariaLabel="Upgrade your plan">
            Upgrade
          </RouterButton>
        }
      >
        {limitReachedMessage(limitKey)} {limitUsageLine(limitKey, check)}.
      </Alert>
    );
  }
  return (
    <Box color="text-body-secondary" fontSize="body-s">
      {limitUsageLine(limitKey, check)}
    </Box>
  );
}
