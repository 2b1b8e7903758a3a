// Create and Edit Article (spec: News and announcements editor): title, address (slug, by the spec's rule from the
// title unless typed), category, publish date (today by default), featured and published (off by default), the
// rich-text content and the search-engine fields. A failed save leaves the dialog open with the API's message.
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Form from '@cloudscape-design/components/form';
import Box from '@cloudscape-design/components/box';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useWatch } from 'react-hook-form';
import type { NewsArticle } from '../../../../../shared/api-contract';
import { NEWS_CATEGORIES, NEWS_MESSAGES, newsInputSchema, slugFromTitle, type NewsCategory } from '../../../../../shared/news-schema';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { FormActions } from '../form-actions';
import { RichTextEditor } from './rich-text-editor';
import { CoverImagePicker } from './cover-image-field';
import { useNewsWrites } from './news-hooks';

interface NewsValues {
  title: string;
  slug: string;
  content: string;
  category: NewsCategory;
  is_featured: boolean;
  is_published: boolean;
  publish_date: string;
  meta_title: string;
  meta_description: string;
  cover_image_url: string;
  cover_image_alt: string;
}

export const CATEGORY_LABEL: Record<NewsCategory, string> = {
  general: 'General', games: 'Games', teams: 'Teams', players: 'Players', announcements: 'Announcements',
};
const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] }));

/** Today in the organiser's own calendar (the spec's default publish date). */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const toValues = (a: NewsArticle | null): NewsValues => ({
  title: a?.title ?? '', slug: a?.slug ?? '', content: a?.content ?? '', category: a?.category ?? 'general',
  is_featured: a?.is_featured ?? false, is_published: a?.is_published ?? false, publish_date: a?.publish_date ?? localToday(),
  meta_title: a?.meta_title ?? '', meta_description: a?.meta_description ?? '',
  cover_image_url: a?.cover_image_url ?? '', cover_image_alt: a?.cover_image_alt ?? '',
});

interface Props { leagueId: string; article: NewsArticle | null; visible: boolean; onDismiss: () => void }

export function NewsFormModal({ leagueId, article, visible, onDismiss }: Props) {
  return (
    <Modal visible={visible} onDismiss={onDismiss} size="large" header={article ? 'Edit Article' : 'New Article'} closeAriaLabel="Close dialog">
      {visible && <NewsForm leagueId={leagueId} article={article} onDismiss={onDismiss} />}
    </Modal>
  );
}

function NewsForm({ leagueId, article, onDismiss }: Omit<Props, 'visible'>) {
  const toast = useToast();
  const writes = useNewsWrites(leagueId);
  const form = useZodForm<NewsValues, typeof newsInputSchema>(newsInputSchema, { defaultValues: toValues(article) });
  const [title, slug, cover] = useWatch({ control: form.control, name: ['title', 'slug', 'cover_image_url'] });
  const busy = writes.create.isPending || writes.update.isPending;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      // The version the dialog opened with: an article changed elsewhere since is refused (409) rather than overwritten.
      if (article) await writes.update.mutateAsync({ id: article.id, body: { ...body, version: article.version } });
      else await writes.create.mutateAsync(body);
      toast({ type: 'success', header: article ? NEWS_MESSAGES.updated : NEWS_MESSAGES.created });
      onDismiss();
    } catch (err) {
      toast({ type: 'error', header: article ? NEWS_MESSAGES.updateFailed : NEWS_MESSAGES.createFailed, content: err instanceof Error ? err.message : String(err) });
      showServerError(form, err);
    }
  });

  const text = (f: { value: string; onChange: (v: string) => void; onBlur: () => void }, placeholder?: string) => (
    <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} placeholder={placeholder} />
  );
  const addressHint = article
    ? `Now /news/${article.slug}. Change it only if you must: links to the old address stop working.`
    : `Leave empty to use /news/${slugFromTitle(title ?? '')} (numbered if another article has it).`;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        errorText={formErrorText(form)}
        actions={<FormActions secondaryLabel="Cancel" onSecondary={onDismiss} submitLabel={article ? 'Save Article' : 'Create Article'} busy={busy} secondaryEnabledWhileBusy />}
      >
        <SpaceBetween size="m">
          <ZodFormField control={form.control} name="title" label="Title">{(f) => text(f, 'e.g. Opening day results')}</ZodFormField>
          <ColumnLayout columns={2}>
            <ZodFormField control={form.control} name="category" label="Category">
              {(f) => (
                <Select selectedOption={CATEGORY_OPTIONS.find((o) => o.value === f.value) ?? null} options={CATEGORY_OPTIONS}
                  onChange={({ detail }) => f.onChange(detail.selectedOption.value as NewsCategory)} />
              )}
            </ZodFormField>
            <ZodFormField control={form.control} name="publish_date" label="Publish date" constraintText="Visitors see a published article from this date.">
              {(f) => <DatePicker value={f.value} onChange={({ detail }) => f.onChange(detail.value)} placeholder="YYYY/MM/DD" openCalendarAriaLabel={(d) => `Choose publish date${d ? `, selected date is ${d}` : ''}`} />}
            </ZodFormField>
          </ColumnLayout>
          <SpaceBetween direction="horizontal" size="l">
            <ZodFormField control={form.control} name="is_published" label="Visibility">
              {(f) => <Checkbox checked={f.value} onChange={({ detail }) => f.onChange(detail.checked)}>Published</Checkbox>}
            </ZodFormField>
            <ZodFormField control={form.control} name="is_featured" label="Home page">
              {(f) => <Checkbox checked={f.value} onChange={({ detail }) => f.onChange(detail.checked)}>Featured</Checkbox>}
            </ZodFormField>
          </SpaceBetween>
          <ZodFormField control={form.control} name="cover_image_url" label="Cover image" description="Optional. Shown on the news list and as the picture when the article is shared.">
            {(f) => <CoverImagePicker leagueId={leagueId} url={f.value} onChange={f.onChange} />}
          </ZodFormField>
          {cover && (
            <ZodFormField control={form.control} name="cover_image_alt" label="Cover image alt text" constraintText="Required with a cover: what the picture shows, for readers who cannot see it.">
              {(f) => text(f, 'e.g. Rovers players celebrating the winning goal')}
            </ZodFormField>
          )}
          <ZodFormField control={form.control} name="content" label="Content" stretch>
            {(f) => <RichTextEditor value={f.value} onChange={f.onChange} label="Content" leagueId={leagueId} />}
          </ZodFormField>
          <ExpandableSection headerText="Address and search engines" defaultExpanded={Boolean(slug) && slug !== article?.slug}>
            <SpaceBetween size="m">
              <ZodFormField control={form.control} name="slug" label="Address (slug)" constraintText={addressHint}>{(f) => text(f, slugFromTitle(title ?? ''))}</ZodFormField>
              <ZodFormField control={form.control} name="meta_title" label="Meta title" constraintText="Optional. At most 70 characters; the title is used when empty.">{(f) => text(f)}</ZodFormField>
              <ZodFormField control={form.control} name="meta_description" label="Meta description" constraintText="Optional. At most 160 characters; the start of the article is used when empty.">
                {(f) => <Textarea value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} rows={2} />}
              </ZodFormField>
            </SpaceBetween>
          </ExpandableSection>
          <Box color="text-body-secondary" fontSize="body-s">Scripts, embedded frames and unsafe links are removed when the article is saved.</Box>
        </SpaceBetween>
      </Form>
    </form>
  );
}
