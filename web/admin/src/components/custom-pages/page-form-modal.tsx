// Create and Edit Page (spec: Custom pages editor, create or edit mode): title, page type, parent (never the page
// itself), navigation order, show in navigation, published, the rich-text content (the editor news uses) and the
// address and search-engine fields. A failed save leaves the dialog open with the API's message.
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { LeaguePage } from '../../../../../shared/api-contract';
import { PAGE_MESSAGES, PAGE_TYPE_LABELS, PAGE_TYPES, pageInputSchema, pageSlugFromTitle, type PageType } from '../../../../../shared/page-schema';
import { checkbox, numberInput, selectOf } from '../../lib/bound-controls';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { FormModal } from '../form-modal';
import { SiteContentForm, type SiteContentFormWords } from '../site-content-fields';
import { usePageWrites } from './page-hooks';

interface PageValues {
  title: string;
  slug: string;
  content: string;
  page_type: PageType;
  is_published: boolean;
  meta_title: string;
  meta_description: string;
  parent_page_id: string;
  /** Text, as typed; empty puts a new page last. */
  navigation_order: string;
  show_in_navigation: boolean;
}

const TYPE_OPTIONS = PAGE_TYPES.map((t) => ({ value: t, label: PAGE_TYPE_LABELS[t] }));
const NO_PARENT = { value: '', label: 'None (top level)' };

const toValues = (p: LeaguePage | null): PageValues => ({
  title: p?.title ?? '', slug: p?.slug ?? '', content: p?.content ?? '', page_type: p?.page_type ?? 'custom', is_published: p?.is_published ?? false,
  meta_title: p?.meta_title ?? '', meta_description: p?.meta_description ?? '', parent_page_id: p?.parent_page_id ?? '',
  navigation_order: p ? String(p.navigation_order) : '', show_in_navigation: p?.show_in_navigation ?? true,
});
/** Typed text to the number the API parses ('' means the API's default; anything else is checked by the schema). */
const toBody = (v: PageValues) => ({ ...v, navigation_order: v.navigation_order.trim() === '' ? undefined : Number(v.navigation_order) });

interface Props { leagueId: string; page: LeaguePage | null; pages: LeaguePage[]; visible: boolean; onDismiss: () => void }

export function PageFormModal({ leagueId, page, pages, visible, onDismiss }: Props) {
  return (
    <FormModal visible={visible} onDismiss={onDismiss} size="large" header={page ? 'Edit Page' : 'New Page'}>
      <PageForm leagueId={leagueId} page={page} pages={pages} onDismiss={onDismiss} />
    </FormModal>
  );
}

const PAGE_WORDS: SiteContentFormWords = {
  One: 'Page', noun: 'page', path: 'page', messages: PAGE_MESSAGES, titlePlaceholder: 'e.g. League rules', slugFromTitle: pageSlugFromTitle, descriptionHint: '',
};

function PageForm({ leagueId, page, pages, onDismiss }: Omit<Props, 'visible'>) {
  const form = useZodForm<PageValues, typeof pageInputSchema>(pageInputSchema, { defaultValues: toValues(page), prepare: toBody });
  // The spec: the parent list excludes the page being edited.
  const parentOptions = [NO_PARENT, ...pages.filter((p) => p.id !== page?.id).map((p) => ({ value: p.id, label: p.title || p.slug, description: `/page/${p.slug}` }))];

  return (
    <SiteContentForm form={form} writes={usePageWrites(leagueId)} row={page} leagueId={leagueId} words={PAGE_WORDS} onDismiss={onDismiss}>
      <ColumnLayout columns={2}>
        <ZodFormField control={form.control} name="page_type" label="Page type">{selectOf(TYPE_OPTIONS)}</ZodFormField>
        <ZodFormField control={form.control} name="parent_page_id" label="Parent page">
          {(f) => (
            <Select selectedOption={parentOptions.find((o) => o.value === f.value) ?? NO_PARENT} options={parentOptions}
              onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? '')} />
          )}
        </ZodFormField>
        <ZodFormField control={form.control} name="navigation_order" label="Navigation order" constraintText="0 comes first. Empty puts a new page last.">{numberInput()}</ZodFormField>
        <SpaceBetween size="xs">
          <ZodFormField control={form.control} name="is_published" label="Visibility">{checkbox('Published')}</ZodFormField>
          <ZodFormField control={form.control} name="show_in_navigation" label="Site navigation">{checkbox('Show in navigation')}</ZodFormField>
        </SpaceBetween>
      </ColumnLayout>
    </SiteContentForm>
  );
}
