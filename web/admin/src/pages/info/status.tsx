import { useCallback, useEffect, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '../../api/client';

type Check = { state: 'loading' } | { state: 'ok'; ms: number; at: Date } | { state: 'failed'; message: string; at: Date };

/** A live check of the API from this browser: GET /api/subscription/plans, the app's public read. */
export function SystemStatus() {
  const [check, setCheck] = useState<Check>({ state: 'loading' });

  const run = useCallback(async () => {
    setCheck({ state: 'loading' });
    const started = performance.now();
    try {
      await api.plans();
      setCheck({ state: 'ok', ms: Math.round(performance.now() - started), at: new Date() });
    } catch (err) {
      setCheck({ state: 'failed', message: err instanceof Error ? err.message : String(err), at: new Date() });
    }
  }, []);

  useEffect(() => {
    void run();
  }, [run]);

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
      <Button onClick={() => void run()} disabled={check.state === 'loading'}>
        Check again
      </Button>
    </SpaceBetween>
  );
}
