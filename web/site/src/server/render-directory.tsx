// The league directory, rendered per request by the site function (the local gateway) with its first page of
// leagues, and prerendered without data for the cloud (web/site/prerender.ts).
import { DIRECTORY_PAGE } from '../../../../shared/public-pages';
import { DIRECTORY_ISLAND, DirectoryIsland, type DirectoryProps } from '../public/directory-island';
import { assetsFor, doc, Island, PageHeader, PublicDocument, type RenderContext } from './public-document';

/**
 * The league directory: with `data.initial` the first page of leagues is in the HTML (the local gateway reads it per
 * request); without, the page's island reads it in the browser (the prerendered copy the cloud serves).
 */
export function renderDirectoryPage(ctx: RenderContext, data: DirectoryProps): string {
  return doc(
    <PublicDocument path={DIRECTORY_PAGE.path} info={DIRECTORY_PAGE} origin={ctx.origin} assets={assetsFor(ctx, [DIRECTORY_ISLAND])} year={ctx.year ?? new Date().getFullYear()}>
      <PageHeader title={DIRECTORY_PAGE.title} description="Browse the leagues running on the platform." />
      <Island name={DIRECTORY_ISLAND} component={DirectoryIsland} props={data} />
    </PublicDocument>,
  );
}

