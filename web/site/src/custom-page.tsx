// The league site's custom pages (spec: Public custom page): a published page by its address (the site's
// navigation places the published pages shown in it: site-nav.tsx). Page HTML was sanitised by the API when it was saved
// (functions/lib/html-sanitiser), so it is shown as it is stored.
import { PAGE_MESSAGES, PAGE_TYPE_LABELS } from '../../../shared/page-constants';
import { fetchPublicPage, type CustomPageData } from './api';
import { DraftBanner, NothingShown, useShownPage } from './draft-preview';
import { useLoad } from './use-load';

/** 'Nov 22, 2026' for an ISO timestamp, the same in every visitor's time zone. */
const pageDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** /page/{slug}: one published page; a draft or missing one is 'Page not found', except to the league's admin, who previews a draft. */
export function CustomPage({ leagueId, slug, initial }: { leagueId: string; slug: string; initial?: CustomPageData | null }) {
  const page = useLoad<CustomPageData>(`page|${leagueId}|${slug}`, () => fetchPublicPage(leagueId, slug), initial);
  const { shown, draft } = useShownPage(page, leagueId, slug);
  if (!shown) return <NothingShown state={page.kind} failed={PAGE_MESSAGES.publicLoadFailed} notFound={PAGE_MESSAGES.notFound} />;
  const p = shown;
  return (
    <main className="page">
      {draft && <DraftBanner what="page" />}
      <article className="custom-page">
        <p><span className="chip">{PAGE_TYPE_LABELS[p.page_type]}</span></p>
        <h1>{p.title || 'Untitled'}</h1>
        <p className="news-meta">
          {draft ? 'Not published' : <>Published {pageDate(p.created_at)}</>}
          {p.updated_at !== p.created_at && <> · Updated {pageDate(p.updated_at)}</>}
        </p>
        {p.content
          // Sanitised on the server when saved: no script, event handler or javascript:/data: URL is stored.
          ? <div className="article-body" dangerouslySetInnerHTML={{ __html: p.content }} />
          : <p className="muted">{PAGE_MESSAGES.noContent}</p>}
        <footer className="page-footer muted">Page: <code>{p.slug}</code></footer>
      </article>
    </main>
  );
}
