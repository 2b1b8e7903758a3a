// The rainout (Schedule page): every game at a venue on a date, cancelled or moved to make-up slots. It first says
// which games and who will be told, changing nothing; then it acts once, and each person of those games' teams is
// told once (game changes, on their channels).
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import type { League } from '../../../../../shared/league-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useRainout } from './messages-hooks';
import { PeoplePreview } from './people-preview';

type Action = 'cancel' | 'move';

export function RainoutModal({ league, visible, onDismiss }: { league: League; visible: boolean; onDismiss: () => void }) {
  const toast = useToast();
  const { preview, apply } = useRainout(league.id);
  const [venueId, setVenueId] = useState<string | null>(league.venues[0]?.id ?? null);
  const [date, setDate] = useState('');
  const [action, setAction] = useState<Action>('cancel');
  const [slots, setSlots] = useState<{ date: string; time: string }[]>([]);
  const found = preview.data;
  const venueOptions = league.venues.map((v) => ({ value: v.id, label: v.name }));

  const look = () => {
    if (!venueId || !date) return;
    apply.reset();
    preview.mutate({ venue_id: venueId, date, action: 'cancel', slots: [] }, {
      onSuccess: (r) => setSlots(r.games.map(() => ({ date: '', time: '' }))),
    });
  };
  const close = () => { preview.reset(); apply.reset(); setSlots([]); onDismiss(); };
  const act = () => {
    if (!venueId || !found) return;
    apply.mutate({ venue_id: venueId, date, action, slots: action === 'move' ? slots.map((s) => ({ ...s, venue_id: null, field: null })) : [] }, {
      onSuccess: (r) => {
        toast({ type: 'success', header: action === 'cancel' ? 'Games cancelled' : 'Games moved', content: `${r.games.length} games; ${r.count} people told.` });
        close();
      },
    });
  };
  const n = found?.games.length ?? 0;
  const ready = action === 'cancel' || slots.every((s) => s.date && /^\d\d:\d\d$/.test(s.time));
  return (
    <Modal
      visible={visible}
      onDismiss={close}
      header="Rainout"
      closeAriaLabel="Close dialog"
      footer={(
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close}>Close</Button>
            {found && n > 0 && (
              <Button variant="primary" loading={apply.isPending} disabled={!ready} onClick={act}>
                {`${action === 'cancel' ? 'Cancel' : 'Move'} ${n} ${n === 1 ? 'game' : 'games'} and tell ${found.count} ${found.count === 1 ? 'person' : 'people'}`}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      )}
    >
      <SpaceBetween size="m">
        <Box variant="p">Every game at a venue on a date, on the league&apos;s clock. Nothing changes until you confirm.</Box>
        <FormField label="Venue">
          <Select selectedOption={venueOptions.find((o) => o.value === venueId) ?? null} options={venueOptions} empty="The league has no venues" onChange={({ detail }) => { setVenueId(detail.selectedOption.value ?? null); preview.reset(); }} />
        </FormField>
        <FormField label="Date">
          <DatePicker value={date} onChange={({ detail }) => { setDate(detail.value); preview.reset(); }} placeholder="YYYY/MM/DD" />
        </FormField>
        <RadioGroup
          value={action}
          onChange={({ detail }) => setAction(detail.value as Action)}
          items={[{ value: 'cancel', label: 'Cancel every game' }, { value: 'move', label: 'Move them to make-up slots' }]}
        />
        <Button disabled={!venueId || !date} loading={preview.isPending} onClick={look}>Find the games</Button>
        {preview.isError && <Alert type="error">{messageOf(preview.error)}</Alert>}
        {found && (
          <SpaceBetween size="s">
            {found.games.map((g, i) => (
              <SpaceBetween key={g.id} size="xxs">
                <Box variant="p">{g.line}</Box>
                {action === 'move' && (
                  <SpaceBetween direction="horizontal" size="xs">
                    <DatePicker value={slots[i]?.date ?? ''} placeholder="YYYY/MM/DD" ariaLabel={`Make-up date for ${g.line}`} onChange={({ detail }) => setSlots((s) => s.map((x, j) => (j === i ? { ...x, date: detail.value } : x)))} />
                    <TimeInput value={slots[i]?.time ?? ''} format="hh:mm" placeholder="hh:mm" ariaLabel={`Make-up time for ${g.line}`} onChange={({ detail }) => setSlots((s) => s.map((x, j) => (j === i ? { ...x, time: detail.value } : x)))} />
                  </SpaceBetween>
                )}
              </SpaceBetween>
            ))}
            <PeoplePreview loading={false} error={null} data={found} verb="be told, each once" />
          </SpaceBetween>
        )}
        {apply.isError && <Alert type="error">{messageOf(apply.error)}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
