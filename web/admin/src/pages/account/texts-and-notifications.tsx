import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { messageOf } from '../../lib/form-errors';
import { DeviceNotifications } from './device-notifications';
import { useNotificationSettings } from './notifications-hooks';
import { PhoneForm } from './phone-form';
import { QuietHoursForm } from './quiet-hours-form';

/** Where texts and notifications reach the person, and when they must wait (issue 45 points 2 and 3). */
export function TextsAndNotifications() {
  const settings = useNotificationSettings();
  if (settings.isPending) return <StatusIndicator type="loading">Loading your notification settings...</StatusIndicator>;
  if (settings.isError) return <Alert type="error">{messageOf(settings.error)}</Alert>;
  const s = settings.data;
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2" description="Game changes and reminders by text, if you want them.">Text messages</Header>}>
        <PhoneForm phone={s.phone} />
      </Container>
      <Container header={<Header variant="h2" description="Notifications on your phone or computer, per device.">Notifications</Header>}>
        <DeviceNotifications settings={s} />
      </Container>
      <Container header={<Header variant="h2" description="Nothing buzzes while you sleep.">Quiet hours</Header>}>
        <QuietHoursForm saved={s.quiet_hours} />
      </Container>
    </SpaceBetween>
  );
}
