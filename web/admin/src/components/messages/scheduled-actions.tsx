// A scheduled message's author changes its subject, text or send time, or cancels it, until it goes out. The API
// holds both by the message still being scheduled: once the worker has taken it, the answer is a 409 whose sentence
// is shown here as it is (nothing was changed).
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { messageEditSchema } from '../../../../../shared/messages-schema';
import type { MessageView } from '../../../../../shared/messages-responses';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { DateAndTime, localParts } from './link-and-time';
import { useScheduledMessageWrites } from './messages-hooks';

function EditForm({ message, leagueId, onDone }: { message: MessageView; leagueId: string; onDone: () => void }) {
  const toast = useToast();
  const { edit } = useScheduledMessageWrites(leagueId, message.team_id);
  const [subject, setSubject] = useState(message.subject);
  const [body, setBody] = useState(message.body);
  const [when, setWhen] = useState(localParts(message.send_at));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    const sendAt = when.date && when.time ? new Date(`${when.date}T${when.time}`).toISOString() : '';
    const parsed = messageEditSchema.safeParse({ subject, body, send_at: sendAt });
    if (!parsed.success) { setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))); return; }
    setErrors({});
    try {
      await edit.mutateAsync({ id: message.id, body: parsed.data });
      toast({ type: 'success', header: 'Scheduled message changed', content: `It goes out ${new Date(parsed.data.send_at!).toLocaleString()}.` });
      onDone();
    } catch (err) {
      setErrors({ form: messageOf(err) });
    }
  };
  return (
    <SpaceBetween size="m">
      <FormField label="Subject" errorText={errors.subject}><Input value={subject} onChange={({ detail }) => setSubject(detail.value)} /></FormField>
      <FormField label="Message" errorText={errors.body}><Textarea value={body} rows={5} onChange={({ detail }) => setBody(detail.value)} /></FormField>
      <FormField label="Send at (your time)" errorText={errors.send_at}><DateAndTime date={when.date} time={when.time} onChange={setWhen} /></FormField>
      {errors.form && <Alert type="error">{errors.form}</Alert>}
      <Box float="right">
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" onClick={onDone}>Keep as it was</Button>
          <Button variant="primary" loading={edit.isPending} onClick={() => void save()}>Save changes</Button>
        </SpaceBetween>
      </Box>
    </SpaceBetween>
  );
}

/** "Change" and "Cancel" for a message its caller may still change (can_change), in a row of the messages table. */
export function ScheduledActions({ message, leagueId }: { message: MessageView; leagueId: string }) {
  const toast = useToast();
  const { cancel } = useScheduledMessageWrites(leagueId, message.team_id);
  const [editing, setEditing] = useState(false);
  if (!message.can_change) return null;
  const onCancel = async () => {
    try {
      await cancel.mutateAsync(message.id);
      toast({ type: 'success', header: 'Message cancelled', content: `"${message.subject}" will not be sent.` });
    } catch (err) {
      toast({ type: 'error', header: 'Could not cancel', content: messageOf(err) });
    }
  };
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button variant="inline-link" ariaLabel={`Change ${message.subject}`} onClick={() => setEditing(true)}>Change</Button>
      <Button variant="inline-link" ariaLabel={`Cancel ${message.subject}`} loading={cancel.isPending} onClick={() => void onCancel()}>Cancel</Button>
      <Modal visible={editing} onDismiss={() => setEditing(false)} header="Change the scheduled message" closeAriaLabel="Close dialog">
        {editing && <EditForm message={message} leagueId={leagueId} onDone={() => setEditing(false)} />}
      </Modal>
    </SpaceBetween>
  );
}
