import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '../../../../../shared/account-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useExportData, useSignOutEverywhere } from './hooks';

/** Ends every session of the account, this one included; other browsers are refused at their next call. */
export function SignOutEverywhere() {
  const toast = useToast();
  const navigate = useNavigate();
  const signOut = useSignOutEverywhere();
  const run = () => signOut.mutate(undefined, {
    onSuccess: () => {
      toast({ type: 'success', header: 'Signed out everywhere', content: ACCOUNT_MESSAGES.signedOutEverywhere });
      navigate('/auth');
    },
  });
  return (
    <Container header={<Header variant="h2" description="Ends your sessions on every device and browser, this one included.">Sign out everywhere</Header>}>
      <SpaceBetween size="s">
        {signOut.isError && <Alert type="error">{messageOf(signOut.error)}</Alert>}
        <Button onClick={run} loading={signOut.isPending}>Sign out everywhere</Button>
      </SpaceBetween>
    </Container>
  );
}

/** Downloads everything the product holds about the person as one JSON file. */
export function YourData() {
  const download = useExportData();
  return (
    <Container
      header={(
        <Header variant="h2" description="Your profile, roles, the leagues you own with their content, your teams, subscription, promotions and activity.">
          Your data
        </Header>
      )}
    >
      <SpaceBetween size="s">
        {download.isError && <Alert type="error">{messageOf(download.error)}</Alert>}
        {download.isSuccess && <Box variant="p" color="text-status-success">Your data was downloaded as a JSON file.</Box>}
        <Button iconName="download" onClick={() => download.mutate()} loading={download.isPending}>Download my data</Button>
      </SpaceBetween>
    </Container>
  );
}
