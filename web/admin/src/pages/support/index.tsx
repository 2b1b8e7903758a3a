import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { SUPPORT_MESSAGES } from '../../../../../shared/support-schema';
import { messageOf } from '../../lib/form-errors';
import { useSupportRequests } from './hooks';
import { RequestThread } from './request-thread';
import { SupportForm } from './support-form';

/** /support, the admin's Help: ask the platform's operators, and read their answers (issue 45 point 6). */
export default function SupportPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const open = params.get('request');
  const list = useSupportRequests();
  const promise = list.data?.promise;
  return (
    <ContentLayout
      header={(
        <Header
          variant="h1" description="Ask the people who run League Platform. We answer here and by e-mail."
          actions={list.data?.operator ? <Button href="/support/queue" onFollow={(e) => { e.preventDefault(); void navigate('/support/queue'); }}>Support queue</Button> : undefined}
        >
          Help
        </Header>
      )}
    >
      <SpaceBetween size="l">
        {promise && (
          <Alert type="info" header={promise.priority ? 'Priority support' : 'Support'}>
            {SUPPORT_MESSAGES.promise(promise.response_hours, promise.priority)}
          </Alert>
        )}
        <Container header={<Header variant="h2">New request</Header>}>
          <SupportForm />
        </Container>
        <SpaceBetween size="s">
          <Header variant="h2" counter={list.data ? `(${list.data.requests.length})` : undefined}>Your requests</Header>
          {list.isPending && <StatusIndicator type="loading">Loading your requests...</StatusIndicator>}
          {list.isError && <Alert type="error">{messageOf(list.error)}</Alert>}
          {list.data?.requests.length === 0 && <Box color="text-body-secondary">You have not asked anything yet.</Box>}
          {list.data?.requests.map((r) => <RequestThread key={r.id} request={r} expanded={r.id === open || list.data.requests.length === 1} />)}
        </SpaceBetween>
      </SpaceBetween>
    </ContentLayout>
  );
}
