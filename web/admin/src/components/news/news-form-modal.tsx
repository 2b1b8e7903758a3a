// Create and Edit Article (spec: News and announcements editor): title, address (slug, by the spec's rule from the
// title unless typed), category, publish date (today by default), featured and published (off by default), the
// rich-text content and the search-engine fields. A failed save leaves the dialog open with the API's message.
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useWatch } from 'react-hook-form';
import type { NewsArticle } from '../../../../../shared/api-contract';
import { NEWS_CATEGORIES, NEWS_MESSAGES, newsInputSchema, slugFromTitle, type NewsCategory } from '../../../../../shared/news-schema';
import { checkbox, datePicker, selectOf, textInput } from '../../lib/bound-controls';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { FormModal } from '../form-modal';
import { SiteContentForm, type SiteContentFormWords } from '../site-content-fields';
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
    <FormModal visible={visible} onDismiss={onDismiss} size="large" header={article ? 'Edit Article' : 'New Article'}>
      <NewsForm leagueId={leagueId} article={article} onDismiss={onDismiss} />
    </FormModal>
  );
}

const ARTICLE_WORDS: SiteContentFormWords = {
  One: 'Article', noun: 'article', path: 'news', messages: NEWS_MESSAGES, titlePlaceholder: 'e.g. Opening day results', slugFromTitle,
  descriptionHint: '; the start of the article is used when empty',
};

function NewsForm({ leagueId, article, onDismiss }: Omit<Props, 'visible'>) {
  const form = useZodForm<NewsValues, typeof newsInputSchema>(newsInputSchema, { defaultValues: toValues(article) });
  const cover = useWatch({ control: form.control, name: 'cover_image_url' });

  return (
    <SiteContentForm form={form} writes={useNewsWrites(leagueId)} row={article} leagueId={leagueId} words={ARTICLE_WORDS} onDismiss={onDismiss}>
      <ColumnLayout columns={2}>
        <ZodFormField control={form.control} name="category" label="Category">{selectOf(CATEGORY_OPTIONS)}</ZodFormField>
        <ZodFormField control={form.control} name="publish_date" label="Publish date" constraintText="Visitors see a published article from this date.">{datePicker('publish date')}</ZodFormField>
      </ColumnLayout>
      <SpaceBetween direction="horizontal" size="l">
        <ZodFormField control={form.control} name="is_published" label="Visibility">{checkbox('Published')}</ZodFormField>
        <ZodFormField control={form.control} name="is_featured" label="Home page">{checkbox('Featured')}</ZodFormField>
      </SpaceBetween>
      <ZodFormField control={form.control} name="cover_image_url" label="Cover image" description="Optional. Shown on the news list and as the picture when the article is shared.">
        {(f) => <CoverImagePicker leagueId={leagueId} url={f.value} onChange={f.onChange} />}
      </ZodFormField>
      {cover && (
        <ZodFormField control={form.control} name="cover_image_alt" label="Cover image alt text" constraintText="Required with a cover: what the picture shows, for readers who cannot see it.">
          {textInput({ placeholder: 'e.g. Rovers players celebrating the winning goal' })}
        </ZodFormField>
      )}
    </SiteContentForm>
  );
}
