// My Account's Family section: the children (or other family members) this account registers. Their medical and
// emergency notes are private: this account reads them, and the admin of a league they are registered in, nobody
// else and no public page.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { familyMemberInputSchema, type FamilyMember } from '../../../../../shared/family-schema';
import { REGISTRANT_GENDER_LABEL, REGISTRANT_GENDERS } from '../../../../../shared/registration-schema';
import { FormModal, ModalForm, useFormSave } from '../../components/form-modal';
import { datePicker, selectOf, textArea } from '../../lib/bound-controls';
import { messageOf } from '../../lib/form-errors';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { ZodTextField } from '../../lib/zod-text-field';
import { useToast } from '../../toast/toast-context';
import { useFamily, useFamilyWrites } from './family-hooks';

type Values = { first_name: string; last_name: string; birth_date: string; gender: string; medical_notes: string; emergency_notes: string };
const GENDER_OPTIONS = [{ value: '', label: 'Not given' }, ...REGISTRANT_GENDERS.map((g) => ({ value: g, label: REGISTRANT_GENDER_LABEL[g] }))];
const toValues = (m: FamilyMember | null): Values => ({
  first_name: m?.first_name ?? '', last_name: m?.last_name ?? '', birth_date: m?.birth_date ?? '', gender: m?.gender ?? '',
  medical_notes: m?.medical_notes ?? '', emergency_notes: m?.emergency_notes ?? '',
});

function MemberForm({ member, onDismiss }: { member: FamilyMember | null; onDismiss: () => void }) {
  const writes = useFamilyWrites();
  const form = useZodForm<Values, typeof familyMemberInputSchema>(familyMemberInputSchema, { defaultValues: toValues(member) });
  const onSubmit = useFormSave(form, { failed: 'Family member not saved', onDone: onDismiss }, async (body) => {
    await writes.save.mutateAsync({ memberId: member?.id ?? null, body });
    return { type: 'success', header: member ? `${body.first_name} saved` : `${body.first_name} added to your family` };
  });
  return (
    <ModalForm form={form} onSubmit={onSubmit} onCancel={onDismiss} submitLabel={member ? 'Save changes' : 'Add family member'} busy={writes.save.isPending}>
      <ZodTextField control={form.control} name="first_name" label="First name" />
      <ZodTextField control={form.control} name="last_name" label="Last name" />
      <ZodFormField control={form.control} name="birth_date" label="Birth date" constraintText="Levels with an age range check it. Use YYYY/MM/DD format.">
        {datePicker('birth date')}
      </ZodFormField>
      <ZodFormField control={form.control} name="gender" label="Gender" constraintText="Optional. Asked where a league's levels are for women or men only.">
        {selectOf(GENDER_OPTIONS, { ariaLabel: 'Gender' })}
      </ZodFormField>
      <ZodFormField control={form.control} name="medical_notes" label="Medical notes" constraintText="Optional. Private: only you and the admins of a league they are registered in read them.">
        {textArea(3)}
      </ZodFormField>
      <ZodFormField control={form.control} name="emergency_notes" label="Emergency notes" constraintText="Optional. Who to call and what to know. Private, as above.">
        {textArea(3)}
      </ZodFormField>
    </ModalForm>
  );
}

export function FamilySection() {
  const family = useFamily();
  const writes = useFamilyWrites();
  const toast = useToast();
  const [editing, setEditing] = useState<FamilyMember | 'new' | null>(null);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const members = family.data ?? [];

  async function remove(m: FamilyMember) {
    try {
      await writes.remove.mutateAsync(m.id);
      toast({ type: 'success', header: `${m.first_name} removed from your family`, content: 'Their registrations stay with the leagues.' });
      setRemoving(null);
    } catch (err) {
      toast({ type: 'error', header: 'Not removed', content: messageOf(err) });
    }
  }

  return (
    <Container header={(
      <Header variant="h2" description="Children you register for leagues through this account: several in one checkout, with the league's sibling discount."
        actions={<Button onClick={() => setEditing('new')}>Add family member</Button>}>
        Family
      </Header>
    )}>
      {family.isPending && <StatusIndicator type="loading">Loading your family...</StatusIndicator>}
      {family.isError && <StatusIndicator type="error">{messageOf(family.error)}</StatusIndicator>}
      {family.isSuccess && (
        <Table variant="embedded" ariaLabels={{ tableLabel: 'Family members' }} items={members} trackBy="id" wrapLines
          empty={<Box textAlign="center" color="text-body-secondary">No family members yet. Add a child to register them.</Box>}
          columnDefinitions={[
            // Name and birth date in one cell, so the actions stay on screen at 390 px.
            { id: 'name', header: 'Name', cell: (m) => <>{m.first_name} {m.last_name}<Box variant="small" display="block">Born {m.birth_date}</Box></>, isRowHeader: true },
            { id: 'notes', header: 'Notes', cell: (m) => (m.medical_notes || m.emergency_notes ? 'Kept' : 'None') },
            {
              id: 'actions', header: 'Actions', cell: (m) => (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button variant="inline-link" ariaLabel={`Edit ${m.first_name}`} onClick={() => setEditing(m)}>Edit</Button>
                  <Button variant="inline-link" ariaLabel={`Remove ${m.first_name}`} onClick={() => setRemoving(m)}>Remove</Button>
                </SpaceBetween>
              ),
            },
          ]} />
      )}
      <FormModal visible={editing !== null} onDismiss={() => setEditing(null)} header={editing === 'new' ? 'Add family member' : 'Edit family member'} size="medium">
        {editing !== null && <MemberForm key={editing === 'new' ? 'new' : editing.id} member={editing === 'new' ? null : editing} onDismiss={() => setEditing(null)} />}
      </FormModal>
      <Modal visible={removing !== null} onDismiss={() => setRemoving(null)} header={`Remove ${removing?.first_name ?? ''}?`}
        footer={(
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setRemoving(null)}>Cancel</Button>
              <Button variant="primary" loading={writes.remove.isPending} onClick={() => removing && void remove(removing)}>Remove</Button>
            </SpaceBetween>
          </Box>
        )}>
        {removing?.first_name} and their private notes are deleted from your account. Registrations already made stay with the leagues.
      </Modal>
    </Container>
  );
}
