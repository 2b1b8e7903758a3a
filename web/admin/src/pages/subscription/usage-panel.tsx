import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { FEATURE_DISPLAY_NAMES, limitNoun } from '../../../../../shared/feature-names';
import { MSG } from '../../../../../shared/messages';
import { LIMIT_KEYS, limitOf, type LimitKey, type Plan } from '../../../../../shared/plan-catalogue';
import { overLimitMessage, type Usage } from '../../../../../shared/subscription-schema';
import { subscriptionUsageWarning } from '../../subscription/usage-warning';

const PER_LEAGUE: Partial<Record<LimitKey, string>> = {
  max_teams: 'In your fullest league',
  max_levels_per_league: 'In your fullest league',
  max_seasons_per_league: 'In your fullest league',
  max_players_per_team: 'In your fullest team',
};

function UsageItem({ limitKey, used, limit }: { limitKey: LimitKey; used: number; limit: number | null }) {
  const name = FEATURE_DISPLAY_NAMES[limitKey];
  if (limit === null) {
    return (
      <div className="usage-item" role="group" aria-label={name}>
        <Box variant="awsui-key-label">{name}</Box>
        <Box>
          {used} {limitNoun(limitKey, used)} used
        </Box>
        <StatusIndicator type="info" iconAriaLabel="Unlimited">
          Unlimited
        </StatusIndicator>
      </div>
    );
  }
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  const warning = subscriptionUsageWarning(used, limit);
  return (
    <div className="usage-item" role="group" aria-label={name}>
      <ProgressBar
        label={name}
        description={PER_LEAGUE[limitKey]}
        value={percent}
        additionalInfo={`${used} / ${limit} ${limitNoun(limitKey, limit)}`}
      />
      {used > limit ? (
        // Over the limit after a downgrade: nothing was deleted; what is there stays, but no more can be added.
        <StatusIndicator type="warning">{overLimitMessage(limitKey, used, limit)}</StatusIndicator>
      ) : warning && <StatusIndicator type="warning">{warning}</StatusIndicator>}
    </div>
  );
}

export function UsagePanel({ plan, usage, loading, failed }: { plan: Plan; usage: Usage | null; loading: boolean; failed: boolean }) {
  return (
    <Container header={<Header variant="h2" description={`What you use of the ${plan.name} plan's limits.`}>Usage</Header>}>
      {loading && !usage ? (
        <StatusIndicator type="loading">Loading usage...</StatusIndicator>
      ) : failed || !usage ? (
        <StatusIndicator type="error">{MSG.subscription.usageLoadFailed}</StatusIndicator>
      ) : (
        <ColumnLayout columns={3} variant="text-grid">
          {LIMIT_KEYS.map((key) => (
            <UsageItem key={key} limitKey={key} used={usage[key] ?? 0} limit={limitOf(plan, key)} />
          ))}
        </ColumnLayout>
      )}
    </Container>
  );
}
