// The Registrations tab's registration forecast (issue 39 point 7): the season's sign-ups so far against the league's
// previous season at the same point before its start, the projection from them, and a chart of both (lazy).
import { lazy, Suspense } from 'react';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { messageOf } from '../../lib/form-errors';
import { useRegistrationForecast } from './registration-hooks';

const ForecastChart = lazy(() => import('./registration-forecast-chart'));

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div role="group" aria-label={label}>
      <Box variant="awsui-key-label">{label}</Box>
      <Box variant="awsui-value-large">{value}</Box>
      {note && <Box variant="small" display="block" color="text-body-secondary">{note}</Box>}
    </div>
  );
}

export function RegistrationForecastPanel({ leagueId, seasonId }: { leagueId: string; seasonId: string }) {
  const query = useRegistrationForecast(leagueId, seasonId);
  const f = query.data?.forecast;
  const ahead = f?.previous ? f.so_far - f.previous.same_point : null;
  return (
    <Container header={
      <Header variant="h2" description="Sign-ups that stand (not cancelled or refunded), against the previous season at the same point before its first day.">
        Registration forecast
      </Header>
    }>
      {query.error && <Box color="text-status-error">{messageOf(query.error)}</Box>}
      {!f && query.isPending && <Spinner />}
      {f && (
        <SpaceBetween size="m">
          <ColumnLayout columns={3} variant="text-grid" minColumnWidth={180}>
            <Figure label="Sign-ups so far" value={String(f.so_far)} note={f.season.name} />
            <Figure label="Last season at this point" value={f.previous ? String(f.previous.same_point) : '-'}
              note={f.previous ? `${f.previous.name}, by ${f.previous.same_date}${ahead === null ? '' : ahead === 0 ? ': level' : `: ${Math.abs(ahead)} ${ahead > 0 ? 'ahead' : 'behind'}`}` : 'No previous season with registration'} />
            <Figure label="Projected sign-ups" value={f.projected === null ? '-' : String(f.projected)}
              note={f.previous ? `Last season ended with ${f.previous.final}` : undefined} />
          </ColumnLayout>
          {f.series.length > 1 && (
            <Suspense fallback={<Spinner />}>
              <ForecastChart forecast={f} />
            </Suspense>
          )}
        </SpaceBetween>
      )}
    </Container>
  );
}
