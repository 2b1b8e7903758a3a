// New Announcement and Edit Announcement: title, content (plain text), pinned, and who may see it (the team only,
// or public: the league's public site may show it). Posting can also e-mail it to the team.
import RadioGroup from '@cloudscape-design/components/radio-group';
import { useWatch } from 'react-hook-form';
import type { TeamAnnouncement } from '../../../../../shared/api-contract';
import { announcementCreateSchema, TEAM_PAGE_MESSAGES } from '../../../../../shared/team-page-schema';
import { FormModal, ModalForm, useFormSave } from '../../components/form-modal';
import { checkbox } from '../../lib/bound-controls';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { ZodTextField } from '../../lib/zod-text-field';
import { useAnnouncementWrites } from './team-page-hooks';

interface Values { title: string; content: string; is_pinned: boolean; visibility: 'team' | 'public'; email_team: boolean }

const toBody = ({ visibility, ...v }: Values) => ({ ...v, is_public: visibility === 'public' });

interface Props { teamId: string; announcement: TeamAnnouncement | null; visible: boolean; onDismiss: () => void }

export function AnnouncementFormModal({ teamId, announcement, visible, onDismiss }: Props) {
  return (
    <FormModal visible={visible} onDismiss={onDismiss} header={announcement ? 'Edit Announcement' : 'New Announcement'}>
      <AnnouncementForm teamId={teamId} announcement={announcement} onDismiss={onDismiss} />
    </FormModal>
  );
}

function AnnouncementForm({ teamId, announcement, onDismiss }: Omit<Props, 'visible'>) {
  const writes = useAnnouncementWrites(teamId);
  const form = useZodForm<Values, typeof announcementCreateSchema>(announcementCreateSchema, {
    defaultValues: {
      title: announcement?.title ?? '', content: announcement?.content ?? '', is_pinned: announcement?.is_pinned ?? false,
      visibility: announcement?.is_public ? 'public' : 'team', email_team: false,
    },
    prepare: toBody,
  });
  const [title, content] = useWatch({ control: form.control, name: ['title', 'content'] });
  const busy = writes.create.isPending || writes.update.isPending;

  const onSubmit = useFormSave(form, { failed: TEAM_PAGE_MESSAGES.announcementFailed, onDone: onDismiss }, async (body) => {
    if (announcement) {
      // Editing is not re-posting: nothing is e-mailed again.
      const { email_team: _once, ...changes } = body;
      // The version the dialog opened with: an announcement changed elsewhere since is refused (409) rather than overwritten.
      await writes.update.mutateAsync({ id: announcement.id, body: { ...changes, version: announcement.version } });
      return { type: 'success', header: TEAM_PAGE_MESSAGES.announcementUpdated };
    }
    const { emailed } = await writes.create.mutateAsync(body);
    const sent = body.email_team ? (emailed === 1 ? 'E-mailed to 1 person.' : `E-mailed to ${emailed} people.`) : undefined;
    return { type: 'success', header: TEAM_PAGE_MESSAGES.announcementPosted, content: sent };
  });

  return (
    <ModalForm
      form={form} onSubmit={onSubmit} onCancel={onDismiss} submitLabel={announcement ? 'Save announcement' : 'Post announcement'} busy={busy}
      submitDisabled={!title?.trim() || !content?.trim()}
    >
      <ZodTextField control={form.control} name="title" label="Title" />
      <ZodTextField control={form.control} name="content" label="Content" constraintText="Plain text; line breaks are kept." rows={5} />
      <ZodFormField control={form.control} name="is_pinned" label="Pinning" description="Pinned announcements stay at the top of the list.">
        {checkbox('Pin to the top')}
      </ZodFormField>
      <ZodFormField control={form.control} name="visibility" label="Who can see it">
        {(f) => (
          <RadioGroup
            value={f.value}
            onChange={({ detail }) => f.onChange(detail.value as Values['visibility'])}
            items={[
              { value: 'team', label: 'Team only', description: 'The league administrator, the team manager and the players.' },
              { value: 'public', label: 'Public', description: "Anyone: the league's public site may show it." },
            ]}
          />
        )}
      </ZodFormField>
      {!announcement && (
        <ZodFormField control={form.control} name="email_team" label="E-mail" description={TEAM_PAGE_MESSAGES.emailTeamHelp}>
          {checkbox(TEAM_PAGE_MESSAGES.emailTeam)}
        </ZodFormField>
      )}
    </ModalForm>
  );
}
