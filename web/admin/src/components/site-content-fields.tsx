// The fields an article and a custom page share at the end of their dialogs: the address (slug, made from the
// title unless typed) and the search-engine texts, folded away unless a new address is being typed, and the note
// on what saving removes.
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Control } from 'react-hook-form';
import { textArea, textInput } from '../lib/bound-controls';
import { ZodFormField } from '../lib/zod-form-field';

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
