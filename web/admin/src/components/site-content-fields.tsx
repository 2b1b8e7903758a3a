// The dialog an article and a custom page share (SiteContentForm): the title, the kind's own fields, the rich-text
// content, then the address (slug, made from the title unless typed) and the search-engine texts, folded away
// unless a new address is being typed, and the note on what saving removes; Save or Create with the kind's toasts.
import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useWatch, type Control } from 'react-hook-form';
import type { SaveWrites } from '../api/crud-writes';
import { textArea, textInput } from '../lib/bound-controls';
import type { ZodForm } from '../lib/use-zod-form';
import { ZodFormField } from '../lib/zod-form-field';
import { ModalForm, useRowSave, type RowSaveMessages } from './form-modal';
import { RichTextEditor } from './news/rich-text-editor';

interface AddressValues { slug: string; meta_title: string; meta_description: string }

interface Props<T extends AddressValues, O> {
  /** The form's control; its values hold slug, meta_title and meta_description among others. */
  control: Control<T, unknown, O>;
  /** 'article' or 'page'. */
  noun: string;
  /** The path on the site before the slug: 'news' or 'page'. */
  path: string;
  /** The address saved now (editing), or null (creating). */
  saved: string | null;
  /** What the form holds now. */
  slug: string;
  /** The address the title gives by the spec's rule. */
  fromTitle: string;
  /** Said under Meta description: what the site uses when it is empty. */
  descriptionHint: string;
}

export function AddressAndSearchFields<T extends AddressValues, O>({ control: formControl, noun, path, saved, slug, fromTitle, descriptionHint }: Props<T, O>) {
  // The parent's form has more fields than these three; only these are bound here.
  const control = formControl as unknown as Control<AddressValues, unknown, unknown>;
  const addressHint = saved !== null
    ? `Now /${path}/${saved}. Change it only if you must: links to the old address stop working.`
    : `Leave empty to use /${path}/${fromTitle} (numbered if another ${noun} has it).`;
  return (
    <>
      <ExpandableSection headerText="Address and search engines" defaultExpanded={Boolean(slug) && slug !== saved}>
        <SpaceBetween size="m">
          <ZodFormField control={control} name="slug" label="Address (slug)" constraintText={addressHint}>{textInput({ placeholder: fromTitle })}</ZodFormField>
          <ZodFormField control={control} name="meta_title" label="Meta title" constraintText="Optional. At most 70 characters; the title is used when empty.">{textInput()}</ZodFormField>
          <ZodFormField control={control} name="meta_description" label="Meta description" constraintText={`Optional. At most 160 characters${descriptionHint}.`}>
            {textArea(2)}
          </ZodFormField>
        </SpaceBetween>
      </ExpandableSection>
      <Box color="text-body-secondary" fontSize="body-s">Scripts, embedded frames and unsafe links are removed when the {noun} is saved.</Box>
    </>
  );
}

interface SiteContentValues extends AddressValues { title: string; content: string }

/** What an article's or a page's dialog says, where the two differ. */
export interface SiteContentFormWords {
  /** 'Article' or 'Page': the submit button's noun. */
  One: string;
  /** 'article' or 'page'. */
  noun: string;
  /** The path on the site before the slug: 'news' or 'page'. */
  path: string;
  messages: RowSaveMessages;
  titlePlaceholder: string;
  /** The address a title gives by the spec's rule. */
  slugFromTitle: (title: string) => string;
  /** Said under Meta description: what the site uses when it is empty. */
  descriptionHint: string;
}

interface SiteContentFormProps<T extends SiteContentValues, O> {
  form: ZodForm<T, O>;
  writes: SaveWrites<O> & { create: { isPending: boolean }; update: { isPending: boolean } };
  /** The row the dialog opened on (Edit), or null (New). */
  row: { id: string; version?: number; slug: string } | null;
  leagueId: string;
  words: SiteContentFormWords;
  onDismiss: () => void;
  /** The kind's own fields, between the title and the content. */
  children: ReactNode;
}

export function SiteContentForm<T extends SiteContentValues, O>({ form, writes, row, leagueId, words, onDismiss, children }: SiteContentFormProps<T, O>) {
  // The kind's form has more fields than these; only these are bound here.
  const control = form.control as unknown as Control<SiteContentValues, unknown, unknown>;
  const [title, slug] = useWatch({ control, name: ['title', 'slug'] });
  const busy = writes.create.isPending || writes.update.isPending;
  const onSubmit = useRowSave(form, { writes, row, messages: words.messages, onDone: onDismiss });
  return (
    <ModalForm form={form} onSubmit={onSubmit} onCancel={onDismiss} submitLabel={`${row ? 'Save' : 'Create'} ${words.One}`} busy={busy}>
      <ZodFormField control={control} name="title" label="Title">{textInput({ placeholder: words.titlePlaceholder })}</ZodFormField>
      {children}
      <ZodFormField control={control} name="content" label="Content" stretch>
        {(f) => <RichTextEditor value={f.value} onChange={f.onChange} label="Content" leagueId={leagueId} />}
      </ZodFormField>
      <AddressAndSearchFields
        control={control} noun={words.noun} path={words.path} saved={row?.slug ?? null} slug={slug} fromTitle={words.slugFromTitle(title ?? '')}
        descriptionHint={words.descriptionHint}
      />
    </ModalForm>
  );
}
