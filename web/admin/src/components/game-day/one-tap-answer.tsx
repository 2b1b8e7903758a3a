// Going / Not going / Maybe for a signed-in player on My Teams and the team page: one tap answers (each is a toggle
// button, pressed for the answer given; a phone gets the same buttons, where a segmented control would fold into a
// dropdown). A note is optional and saved on its own. The reminder link's page keeps AnswerPicker, where the answer
// the link named waits for a press (a mail scanner opening the link must not answer).
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { AVAILABILITY_ANSWERS, AVAILABILITY_LABELS, type AvailabilityAnswer } from '../../../../../shared/game-day-schema';
import { messageOf } from '../../lib/form-errors';
import { useSetAvailability } from './availability-hooks';

interface Props {
  teamId: string;
  gameId: string;
  /** Names the game for screen readers (several games share a page). */
  label: string;
  answer: AvailabilityAnswer | null;
  note: string | null;
  /** The caller's family member this answer is for (a child on the roster); absent: the caller. */
  memberId?: string;
}

export function OneTapAnswer({ teamId, gameId, label, answer, note, memberId }: Props) {
  const save = useSetAvailability(teamId, gameId, memberId);
  // The answer just tapped shows pressed at once; the saved one (from the server) once it is read back.
  const [tapped, setTapped] = useState<AvailabilityAnswer | null>(null);
  const [draft, setDraft] = useState(note ?? '');
  const shown = save.isError ? answer : (tapped ?? answer);
  const answerWith = (a: AvailabilityAnswer) => {
    setTapped(a);
    save.mutate({ answer: a, note: draft });
  };
  return (
    <SpaceBetween size="xs">
      <div role="group" aria-label={`Your answer for ${label}`}>
        <SpaceBetween direction="horizontal" size="xs">
          {AVAILABILITY_ANSWERS.map((a) => (
            <ToggleButton
              key={a}
              pressed={shown === a}
              disabled={save.isPending}
              ariaLabel={`${AVAILABILITY_LABELS[a]}: ${label}`}
              onChange={() => answerWith(a)}
            >
              {AVAILABILITY_LABELS[a]}
            </ToggleButton>
          ))}
        </SpaceBetween>
      </div>
      <div role="status">
        {save.isError ? <StatusIndicator type="error">{messageOf(save.error)}</StatusIndicator>
          : save.isPending ? <StatusIndicator type="loading">Saving</StatusIndicator>
            : shown ? <Box color="text-body-secondary" fontSize="body-s">{`Your answer: ${AVAILABILITY_LABELS[shown]}${note ? ` (${note})` : ''}`}</Box>
              : <Box color="text-body-secondary" fontSize="body-s">Not answered yet</Box>}
      </div>
      <ExpandableSection headerText={note ? 'Change your note' : 'Add a note'} variant="footer">
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Input value={draft} onChange={({ detail }) => setDraft(detail.value)} placeholder="Note (optional)" ariaLabel={`Note for ${label}`} />
          <Button disabled={!shown || save.isPending || draft === (note ?? '')} onClick={() => shown && save.mutate({ answer: shown, note: draft })} ariaLabel={`Save note for ${label}`}>
            Save note
          </Button>
        </SpaceBetween>
      </ExpandableSection>
    </SpaceBetween>
  );
}
