// /unsubscribe/{token}: where a message e-mail's "Unsubscribe" link lands. No sign-in: the signed token names the
// person, the league and the kind of message. One press turns that kind off by e-mail (a mail scanner opening the
// link changes nothing; mail clients use the List-Unsubscribe header's one-click post instead).
import { useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { messageOf } from '../../lib/form-errors';
import { useUnsubscribeLink } from '../../components/messages/messages-hooks';

export default function UnsubscribePage() {
  const token = useParams().token ?? '';
  const { state, stop } = useUnsubscribeLink(token);
  return (
    <ContentLayout header={<Header variant="h1">Unsubscribe</Header>}>
      {state.isPending ? <Spinner size="large" /> : state.isError ? <Alert type="error">{messageOf(state.error)}</Alert> : (
        <Container header={<Header variant="h2" description={state.data.league_name}>{state.data.kind_label}</Header>}>
          <SpaceBetween size="m">
            <div role="status">
              {state.data.subscribed
                ? `You get ${state.data.kind_label.toLowerCase()} from ${state.data.league_name} by e-mail.`
                : `You are unsubscribed: no more ${state.data.kind_label.toLowerCase()} by e-mail. Choose your channels again on your account page.`}
            </div>
            {stop.isError && <Alert type="error">{messageOf(stop.error)}</Alert>}
            {state.data.subscribed && (
              <Button variant="primary" loading={stop.isPending} onClick={() => stop.mutate()}>Unsubscribe</Button>
            )}
          </SpaceBetween>
        </Container>
      )}
    </ContentLayout>
  );
}
