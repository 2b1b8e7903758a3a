import { useMemo } from 'react';
import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { messageOf } from '../../lib/form-errors';
import { DeleteAccount } from './delete-account';
import { useMe } from './hooks';
import { EmailForm } from './email-form';
import { FamilySection } from './family';
import { IncomingTransfers } from './incoming-transfers';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SignOutEverywhere, YourData } from './sessions-and-data';
import { TextsAndNotifications } from './texts-and-notifications';
import { MessagePreferencesForm } from '../../components/messages/message-preferences';

/** /account: the signed-in person's name, password, address, sessions, data and the way out. */
export default function AccountPage() {
  const me = useMe();
  const user = me.data?.user;
  const saved = useMemo(() => (user ? { first_name: user.first_name, last_name: user.last_name } : null), [user]);
  return (
    <ContentLayout header={<Header variant="h1" description="Your profile, sign-in and data.">My account</Header>}>
      {me.isPending && <StatusIndicator type="loading">Loading your account...</StatusIndicator>}
      {me.isError && <Alert type="error">{messageOf(me.error)}</Alert>}
      {user && saved && (
        <SpaceBetween size="l">
          <IncomingTransfers />
          <ProfileForm saved={saved} />
          <FamilySection />
          <PasswordForm />
          <EmailForm current={user.email} />
          <TextsAndNotifications />
          <MessagePreferencesForm />
          <SignOutEverywhere />
          <YourData />
          <DeleteAccount email={user.email} />
        </SpaceBetween>
      )}
    </ContentLayout>
  );
}
