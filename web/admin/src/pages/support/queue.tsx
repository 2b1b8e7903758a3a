// /support/queue, reached from Help by the platform's operators only (accounts the stage lists in SUPPORT_OPERATORS):
// the open support requests, priority first, then oldest first, each answered here (its author is e-mailed the
// answer, and an answered request leaves the queue). For anyone else the API answers 404, and so does this page.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { hasErrorCode } from '../../api/client';
import { usePageBreadcrumbs } from '../../layout/breadcrumbs';
import { messageOf } from '../../lib/form-errors';
import NotFoundPage from '../not-found';
import { useSupportQueue } from './hooks';
import { RequestThread } from './request-thread';

export default function SupportQueuePage() {
  const queue = useSupportQueue();
  usePageBreadcrumbs([{ text: 'Help', href: '/support' }, { text: 'Support queue', href: '/support/queue' }]);
  if (queue.isError && hasErrorCode(queue.error, 'not_found')) return <NotFoundPage />;
  const requests = queue.data?.requests ?? [];
  return (
    <ContentLayout
      header={(
        <Header variant="h1" counter={queue.data ? `(${requests.length})` : undefined} description="Open requests, priority first, then the oldest first. Your answer is e-mailed to the person who asked.">
          Support queue
        </Header>
      )}
    >
      <SpaceBetween size="s">
        {queue.isPending && <StatusIndicator type="loading">Loading the queue...</StatusIndicator>}
        {queue.isError && <Alert type="error">{messageOf(queue.error)}</Alert>}
        {queue.data && requests.length === 0 && <Box color="text-body-secondary">No request is waiting for an answer.</Box>}
        {requests.map((r) => <RequestThread key={r.id} request={r} expanded operator />)}
      </SpaceBetween>
    </ContentLayout>
  );
}
