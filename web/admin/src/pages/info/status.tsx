import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** Times one public read; a failure is an answer here, not an error to retry. */
async function checkApi() {
  const started = performance.now();
  try {
    await api.plans();
    return { ok: true as const, ms: Math.round(performance.now() - started), at: new Date() };
  } catch (err) {
    return { ok: false as const, message: err instanceof Error ? err.message : String(err), at: new Date() };
  }
}

/** A live check of the API from this browser: GET /api/subscription/plans, the app's public read. */
export function SystemStatus() {
  // Never served from the cache: every visit and every 'Check again' asks the API.
  const { data, isFetching, refetch } = useQuery({ queryKey: queryKeys.statusCheck, queryFn: checkApi, staleTime: 0, gcTime: 0, retry: false });
  const check = isFetching || !data ? { state: 'loading' as const } : data.ok ? { state: 'ok' as const, ...data } : { state: 'failed' as const, ...data };

  return (
    <SpaceBetween size="s">
      <div aria-live="polite">
        {check.state === 'loading' && <StatusIndicator type="loading">Checking the API...</StatusIndicator>}
        {check.state === 'ok' && <StatusIndicator type="success">All systems operational</StatusIndicator>}
        {check.state === 'failed' && <StatusIndicator type="error">The API is not answering: {check.message}</StatusIndicator>}
      </div>
      {check.state !== 'loading' && (
        <Box color="text-body-secondary" fontSize="body-s">
          {check.state === 'ok' ? `The API answered in ${check.ms} ms. ` : ''}Checked at {check.at.toLocaleTimeString()} from your browser.
        </Box>
      )}
      <Button onClick={() => void refetch()} disabled={check.state === 'loading'}>
        Check again
      </Button>
    </SpaceBetween>
  );
}
