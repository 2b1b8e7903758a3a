// The league site's news (spec: Public news, and the home page's 'Latest News' card): published articles only,
// read from the public API. Article HTML was sanitised by the API when it was saved (functions/lib/html-sanitiser),
// so it is shown as it is stored.
import { NEWS_EXCERPT, NEWS_MESSAGES, type NewsCategory } from '../../../shared/news-constants';
import { fetchPublicArticle, fetchPublicNews, type NewsArticle, type NewsSummary } from './api';
import { DraftBanner, NothingShown, useShownArticle } from './draft-preview';
import { NewsCover } from './news-cover';
import { useLoad } from './use-load';

const CATEGORY: Record<NewsCategory, string> = { general: 'General', games: 'Games', teams: 'Teams', players: 'Players', announcements: 'Announcements' };

/** 'Nov 22, 2026' for a YYYY-MM-DD date, whatever the visitor's time zone. */
export const newsDate = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n).trimEnd()}…` : text);

export const usePublicNews = (leagueId: string, initial?: NewsSummary[]) => useLoad(`news|${leagueId}`, () => fetchPublicNews(leagueId), initial);

function Meta({ a }: { a: { category: NewsCategory; publish_date: string; byline: string } }) {
  return <p className="news-meta"><span className="chip">{CATEGORY[a.category]}</span> {newsDate(a.publish_date)} · {a.byline}</p>;
}

/** Home page card: one featured article (title, date, category, 300-character excerpt), then up to 3 others. */
export function LatestNews({ leagueId, base, initial }: { leagueId: string; base: string; initial?: NewsSummary[] }) {
  const news = usePublicNews(leagueId, initial);
  if (news.kind !== 'ready' || news.data.length === 0) return null;
  const featured = news.data.find((a) => a.is_featured) ?? null;
  const others = news.data.filter((a) => a !== featured).slice(0, 3);
  return (
    <section className="card" aria-labelledby="latest-news">
      <h2 id="latest-news">Latest News</h2>
      {featured && (
        <article className="news-featured">
          <h3><a href={`${base}/news/${featured.slug}`}>{featured.title || 'Untitled'}</a></h3>
          <Meta a={featured} />
          <p>{cut(featured.excerpt, NEWS_EXCERPT.home)}</p>
        </article>
      )}
      <ul className="news-list">
        {others.map((a) => (
          <li key={a.id}><a href={`${base}/news/${a.slug}`}>{a.title || 'Untitled'}</a> <span className="muted">{newsDate(a.publish_date)}</span></li>
        ))}
      </ul>
      <p><a href={`${base}/news`}>All news</a></p>
    </section>
  );
}

function Item({ a, base }: { a: NewsSummary; base: string }) {
  return (
    <li className="news-item">
      <NewsCover a={a} variant="list" />
      <h3><a href={`${base}/news/${a.slug}`}>{a.title || 'Untitled'}</a></h3>
      <Meta a={a} />
      {a.excerpt && <p>{cut(a.excerpt, NEWS_EXCERPT.list)}</p>}
    </li>
  );
}

/** /news: 'League News' with its Featured and Latest News groups. */
export function NewsListPage({ leagueId, base, initial }: { leagueId: string; base: string; initial?: NewsSummary[] }) {
  const news = usePublicNews(leagueId, initial);
  if (news.kind === 'loading') return <main className="page center" aria-busy="true"><div className="spinner" role="status" aria-label="Loading" /></main>;
  if (news.kind !== 'ready') return <main className="page center"><p className="lead" role="alert">{NEWS_MESSAGES.listFailed}</p></main>;
  const featured = news.data.filter((a) => a.is_featured);
  const latest = news.data.filter((a) => !a.is_featured);
  return (
    <main className="page">
      <h1>League News</h1>
      {news.data.length === 0 && <p className="lead muted">{NEWS_MESSAGES.empty}</p>}
      {featured.length > 0 && (
        <section aria-labelledby="featured"><h2 id="featured">Featured</h2><ul className="news-items">{featured.map((a) => <Item key={a.id} a={a} base={base} />)}</ul></section>
      )}
      {latest.length > 0 && (
        <section aria-labelledby="latest"><h2 id="latest">Latest News</h2><ul className="news-items">{latest.map((a) => <Item key={a.id} a={a} base={base} />)}</ul></section>
      )}
    </main>
  );
}

function GoBack() {
  return <button type="button" className="back" onClick={() => window.history.back()}>Go Back</button>;
}

/**
 * /news/{slug}: one published article; a draft or missing one is 'Article not found', except to the league's
 * admin, who previews a draft here.
 */
export function ArticlePage({ leagueId, slug, initial }: { leagueId: string; slug: string; initial?: NewsArticle | null }) {
  const article = useLoad<NewsArticle>(`article|${leagueId}|${slug}`, () => fetchPublicArticle(leagueId, slug), initial);
  const { shown, draft } = useShownArticle(article, leagueId, slug);
  if (!shown) return <NothingShown state={article.kind} failed="Failed to load article" notFound={NEWS_MESSAGES.notFound}><GoBack /></NothingShown>;
  const a = shown;
  return (
    <main className="page">
      {draft && <DraftBanner what="article" />}
      <GoBack />
      <article>
        <p>{a.is_featured && <span className="chip chip--featured">Featured</span>} <span className="chip">{CATEGORY[a.category]}</span></p>
        <h1>{a.title || 'Untitled'}</h1>
        <p className="news-meta">{newsDate(a.publish_date)} · {a.byline}</p>
        <NewsCover a={a} variant="article" />
        {a.content
          // Sanitised on the server when saved: no script, event handler or javascript:/data: URL is stored.
          ? <div className="article-body" dangerouslySetInnerHTML={{ __html: a.content }} />
          : <p className="muted">{NEWS_MESSAGES.noContent}</p>}
      </article>
    </main>
  );
}
