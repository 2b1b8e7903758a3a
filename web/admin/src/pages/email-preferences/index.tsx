// /email-preferences/{token}: where an announcement e-mail's "Stop these e-mails" link lands. No sign-in: the token
// (one per person and team, random) is the key. Stopping takes a press, so a mail scanner opening the link
// changes nothing; the same page starts them again.
import { useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { messageOf } from '../../lib/form-errors';
import { useMailChoice } from './hooks';

export default function EmailPreferencesPage() {
  const token = useParams().token ?? '';
  const { choice, set, setReminders } = useMailChoice(token);

  return (
    <ContentLayout header={<Header variant="h1">E-mail preferences</Header>}>
      {choice.isPending ? (
        <Spinner size="large" />
      ) : choice.isError ? (
        <Alert type="error">{messageOf(choice.error)}</Alert>
      ) : (
        <Container header={<Header variant="h2" description={choice.data.league_name}>{choice.data.team_name}</Header>}>
          <SpaceBetween size="m">
            <div role="status">
              {choice.data.announcements_email
                ? `You get announcements from ${choice.data.team_name} by e-mail.`
                : `You no longer get announcements from ${choice.data.team_name} by e-mail. They stay on the team page.`}
            </div>
            {set.isError && <Alert type="error">{messageOf(set.error)}</Alert>}
            <Button variant={choice.data.announcements_email ? 'primary' : 'normal'} loading={set.isPending} onClick={() => set.mutate(!choice.data.announcements_email)}>
              {choice.data.announcements_email ? 'Stop these e-mails' : 'Start them again'}
            </Button>
            <div role="status">
              {choice.data.reminders_email
                ? `You get a reminder e-mail before each game of ${choice.data.team_name}.`
                : `You no longer get reminder e-mails before ${choice.data.team_name}'s games.`}
            </div>
            {setReminders.isError && <Alert type="error">{messageOf(setReminders.error)}</Alert>}
            <Button loading={setReminders.isPending} onClick={() => setReminders.mutate(!choice.data.reminders_email)}>
              {choice.data.reminders_email ? 'Stop game reminders' : 'Start game reminders again'}
            </Button>
          </SpaceBetween>
        </Container>
      )}
    </ContentLayout>
  );
}
