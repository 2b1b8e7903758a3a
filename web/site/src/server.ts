// The public site's one door for server code: everything the site function (functions/site-render) needs to render
// a league's pages, widgets, sitemap and the league directory. Server code outside web/ imports only this file, and
// only from functions/site-render (the lint's import boundaries, eslint.config.js; docs/architecture.md).
export { canonicalBase } from './server/head-tags';
export { leagueRobots, leagueSitemap } from './server/league-sitemap';
export { renderDirectoryPage } from './server/render-directory';
export { renderSiteShell, siteAssetsFromManifest, type SiteAssets, type SiteManifest } from './server/render-shell';
export { renderWidget, WIDGET_GAMES, type WidgetPage } from './server/render-widget';
export { sectionOf } from './site-page';
export { widgetKindOf, type WidgetKind } from '../../shared/widget-contract';
