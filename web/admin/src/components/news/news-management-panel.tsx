// The league's news (spec: News and announcements editor), on the League Management page's News tab: every
// article newest written first, with its state (Draft, Scheduled or Published), category, featured flag and
// publish date; New Article, Edit and Delete (with confirmation). Writing needs the plan feature news_management;
// without it the list stays, and articles can still be taken down.
import Badge from '@cloudscape-design/components/badge';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { format, parseISO } from 'date-fns';
import type { NewsArticle } from '../../../../../shared/api-contract';
import { NEWS_MESSAGES } from '../../../../../shared/news-schema';
import { SiteContentTable, type SiteContentKind } from '../site-content-table';
import { CATEGORY_LABEL, NewsFormModal } from './news-form-modal';
import { useNews, useNewsWrites } from './news-hooks';

const day = (d: string) => format(parseISO(d), 'MMM d, yyyy');

function State({ article }: { article: NewsArticle }) {
  if (!article.is_published) return <StatusIndicator type="stopped">Draft</StatusIndicator>;
  if (article.publish_date > format(new Date(), 'yyyy-MM-dd')) return <StatusIndicator type="pending">Scheduled</StatusIndicator>;
  return <StatusIndicator type="success">Published</StatusIndicator>;
}

const ARTICLES: SiteContentKind<NewsArticle> = {
  words: { one: 'article', One: 'Article', many: 'articles', header: 'News', path: 'news' },
  messages: NEWS_MESSAGES, feature: 'news_management',
  description: (league) => `Articles of ${league}'s site. Drafts and articles dated in the future are not shown to visitors.`,
  emptyHint: "Articles you publish appear in the league site's news and on its home page.",
  filterText: (a) => `${a.title} ${a.slug} ${a.category}`,
  badge: (a) => a.is_featured && <Badge color="blue">Featured</Badge>,
};

export function NewsManagementPanel({ league }: { league: { id: string; name: string } }) {
  return (
    <SiteContentTable<NewsArticle>
      league={league} kind={ARTICLES} list={useNews(league.id)} writes={useNewsWrites(league.id)}
      columns={[
        { id: 'category', header: 'Category', cell: (a) => CATEGORY_LABEL[a.category] },
        { id: 'state', header: 'State', minWidth: 120, cell: (a) => <State article={a} /> },
        { id: 'date', header: 'Publish date', cell: (a) => day(a.publish_date) },
      ]}
      form={(d) => <NewsFormModal leagueId={league.id} article={d.editing} visible={d.visible} onDismiss={d.dismiss} />}
    />
  );
}
