// A team's manager (or the league's admin) writes to the team's players and manager: who first, then the text, where
// it leads (one of the team's games, a page of the league's site, the registration form) and now or later, the same
// fields as the organiser's compose form. Below, the team's messages: the scheduled ones their author may still
// change or cancel. Each person gets it on the channels they chose for team messages.
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { teamMessageComposeSchema } from '../../../../../shared/messages-schema';
import { messageOf } from '../../lib/form-errors';
import { useTeamGames } from '../games/games-hooks';
import { linkOf, LinkAndTimeFields, NO_LINK_NOW, sendAtOf, type LinkAndTime } from './link-and-time';
import { MessagesTable } from './message-log';
import { useSendTeamMessage, useSitePages, useTeamMessages, useTeamPreview } from './messages-hooks';
import { PeoplePreview } from './people-preview';

export function TeamMessageForm({ team }: { team: { id: string; name: string; league_id: string } }) {
  const preview = useTeamPreview(team.id);
  const send = useSendTeamMessage(team.id);
  const games = useTeamGames(team.id);
  const pages = useSitePages(team.league_id);
  const messages = useTeamMessages(team.id);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [linkAndTime, setLinkAndTime] = useState<LinkAndTime>(NO_LINK_NOW);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const gameOptions = (games.data?.games ?? []).filter((g) => g.status === 'scheduled')
    .map((g) => ({ value: g.id, label: `${g.local_date} ${g.local_time}: ${g.home_team.name} vs ${g.away_team.name}` }));
  const pageOptions = (pages.data ?? []).map((p) => ({ value: p.slug, label: p.title }));
  const submit = () => {
    setDone(null);
    const parsed = teamMessageComposeSchema.safeParse({ subject, body, link: linkOf(linkAndTime), send_at: sendAtOf(linkAndTime) });
    if (!parsed.success) { setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))); return; }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        const people = `${message.recipients} ${message.recipients === 1 ? 'person' : 'people'}`;
        setDone(message.status === 'scheduled' ? `Scheduled for ${new Date(message.send_at).toLocaleString()}: ${people}.` : `Sending to ${people}.`);
        setSubject('');
        setBody('');
        setLinkAndTime(NO_LINK_NOW);
      },
    });
  };
  const count = preview.data?.count ?? 0;
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2" description={`Write to ${team.name}'s players and manager.`}>Message the team</Header>}>
        <SpaceBetween size="m">
          <PeoplePreview loading={preview.isPending} error={preview.error} data={preview.data} />
          <FormField label="Subject" errorText={errors.subject}><Input value={subject} onChange={({ detail }) => setSubject(detail.value)} /></FormField>
          <FormField label="Message" errorText={errors.body}><Textarea value={body} rows={5} onChange={({ detail }) => setBody(detail.value)} /></FormField>
          <LinkAndTimeFields value={linkAndTime} onChange={setLinkAndTime} games={gameOptions} pages={pageOptions} errors={errors} />
          {send.isError && <Alert type="error">{messageOf(send.error)}</Alert>}
          {done && <Alert type="success">{done}</Alert>}
          <Box float="right">
            <Button variant="primary" disabled={!count} loading={send.isPending} onClick={submit}>
              {linkAndTime.when === 'later' ? 'Schedule' : count ? `Send to ${count} ${count === 1 ? 'person' : 'people'}` : 'Send'}
            </Button>
          </Box>
        </SpaceBetween>
      </Container>
      <MessagesTable leagueId={team.league_id} messages={messages.data} loading={messages.isPending} withLog={false} />
    </SpaceBetween>
  );
}
