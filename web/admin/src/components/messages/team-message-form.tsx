// A team's manager (or the league's admin) writes to the team's players and manager: who first, then send. Each
// person gets it on the channels they chose for team messages.
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
import { useSendTeamMessage, useTeamPreview } from './messages-hooks';
import { PeoplePreview } from './people-preview';

export function TeamMessageForm({ team }: { team: { id: string; name: string } }) {
  const preview = useTeamPreview(team.id);
  const send = useSendTeamMessage(team.id);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const submit = () => {
    setDone(null);
    const parsed = teamMessageComposeSchema.safeParse({ subject, body });
    if (!parsed.success) { setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))); return; }
    setErrors({});
    send.mutate(parsed.data, { onSuccess: ({ message }) => { setDone(`Sent to ${message.recipients} people.`); setSubject(''); setBody(''); } });
  };
  const count = preview.data?.count ?? 0;
  return (
    <Container header={<Header variant="h2" description={`Write to ${team.name}'s players and manager.`}>Message the team</Header>}>
      <SpaceBetween size="m">
        <PeoplePreview loading={preview.isPending} error={preview.error} data={preview.data} />
        <FormField label="Subject" errorText={errors.subject}><Input value={subject} onChange={({ detail }) => setSubject(detail.value)} /></FormField>
        <FormField label="Message" errorText={errors.body}><Textarea value={body} rows={5} onChange={({ detail }) => setBody(detail.value)} /></FormField>
        {send.isError && <Alert type="error">{messageOf(send.error)}</Alert>}
        {done && <Alert type="success">{done}</Alert>}
        <Box float="right">
          <Button variant="primary" disabled={!count} loading={send.isPending} onClick={submit}>{count ? `Send to ${count} ${count === 1 ? 'person' : 'people'}` : 'Send'}</Button>
        </Box>
      </SpaceBetween>
    </Container>
  );
}
