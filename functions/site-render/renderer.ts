// The public site's server renderer, as this function and the local gateway (infra/local/site-shell.ts) use it.
// The only module outside web/ that imports the site, and only through its server entry (web/site/src/server.ts),
// so the browser code behind it can change without reaching into functions/ (docs/architecture.md).
export {
  canonicalBase, leagueRobots, leagueSitemap, renderDirectoryPage, renderSiteShell, renderWidget, sectionOf, siteAssetsFromManifest, WIDGET_GAMES,
  widgetKindOf, type SiteAssets, type SiteManifest, type WidgetKind, type WidgetPage,
} from '../../web/site/src/server';
