// The signed-in person's channels for each kind of message (the account page). E-mail is on for every kind until
// they choose; texts and push notifications are kept as chosen and reach them once a phone or device is set up.
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import {
  CHANNEL_LABELS, MESSAGE_CHANNELS, MESSAGE_KIND_LABELS, MESSAGE_KINDS, type MessageKind, type MessagePreferences,
} from '../../../../../shared/messages-schema';
import { messageOf } from '../../lib/form-errors';
import { useMessagePreferences, useSetMessagePreferences } from './messages-hooks';

type Channel = typeof MESSAGE_CHANNELS[number];

export function MessagePreferencesForm() {
  const saved = useMessagePreferences();
  return (
    <Container header={<Header variant="h2" description="For each kind of message, how you want to get it. None: you do not get that kind.">Messages</Header>}>
      {saved.isError ? <Alert type="error">{messageOf(saved.error)}</Alert>
        : saved.data ? <Choices saved={saved.data} /> : <StatusIndicator type="loading">Loading your choices...</StatusIndicator>}
    </Container>
  );
}

/** The choices as a line of checkboxes per kind, starting from what is saved (mounted once it is read). */
function Choices({ saved }: { saved: MessagePreferences }) {
  const save = useSetMessagePreferences();
  const [prefs, setPrefs] = useState<MessagePreferences>(saved);
  const toggle = (kind: MessageKind, channel: Channel, on: boolean) => setPrefs((p) => ({
    ...p, [kind]: on ? [...p[kind].filter((c) => c !== channel), channel] : p[kind].filter((c) => c !== channel),
  }));
  const changed = JSON.stringify(prefs) !== JSON.stringify(saved);
  return (
    <SpaceBetween size="m">
      {MESSAGE_KINDS.map((k) => (
        <div key={k} role="group" aria-label={MESSAGE_KIND_LABELS[k]}>
          <Box variant="awsui-key-label">{MESSAGE_KIND_LABELS[k]}</Box>
          <SpaceBetween direction="horizontal" size="l">
            {MESSAGE_CHANNELS.map((c) => (
              <Checkbox key={c} checked={prefs[k].includes(c)} onChange={({ detail }) => toggle(k, c, detail.checked)}>{CHANNEL_LABELS[c]}</Checkbox>
            ))}
          </SpaceBetween>
        </div>
      ))}
      <Box variant="small">Texts and push notifications reach you once you add a phone number or turn on notifications on a device.</Box>
      {save.isError && <Alert type="error">{messageOf(save.error)}</Alert>}
      {save.isSuccess && !changed && <StatusIndicator type="success">Saved</StatusIndicator>}
      <Button variant="primary" disabled={!changed} loading={save.isPending} onClick={() => save.mutate({ preferences: prefs })}>Save message choices</Button>
    </SpaceBetween>
  );
}
