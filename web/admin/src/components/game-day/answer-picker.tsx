// Going / Not going / Maybe with an optional note: how a player answers for a game, on the team page, on My Teams
// and on a reminder link's page. The chosen answer is saved with a press (a mail scanner opening a link saves nothing).
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AVAILABILITY_ANSWERS, AVAILABILITY_LABELS, type AvailabilityAnswer } from '../../../../../shared/game-day-schema';

export function AnswerPicker({ label, initial, note: initialNote, saving, onSave }: {
  /** Names the game for screen readers (several pickers share a page). */
  label: string;
  initial: AvailabilityAnswer | null;
  note: string | null;
  saving: boolean;
  onSave: (answer: AvailabilityAnswer, note: string) => void;
}) {
  const [answer, setAnswer] = useState<AvailabilityAnswer | null>(initial);
  const [note, setNote] = useState(initialNote ?? '');
  return (
    <SpaceBetween size="xs">
      <SegmentedControl
        label={`Your answer for ${label}`}
        selectedId={answer}
        onChange={({ detail }) => setAnswer(detail.selectedId as AvailabilityAnswer)}
        options={AVAILABILITY_ANSWERS.map((a) => ({ id: a, text: AVAILABILITY_LABELS[a] }))}
      />
      <Input value={note} onChange={({ detail }) => setNote(detail.value)} placeholder="Note (optional)" ariaLabel={`Note for ${label}`} />
      <Button variant="primary" disabled={!answer} loading={saving} onClick={() => answer && onSave(answer, note)} ariaLabel={answer ? `Answer ${AVAILABILITY_LABELS[answer]} for ${label}` : undefined}>
        {answer ? `Answer ${AVAILABILITY_LABELS[answer]}` : 'Choose an answer'}
      </Button>
    </SpaceBetween>
  );
}
