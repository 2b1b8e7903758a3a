// The league's custom pages (spec: Custom pages editor), on the League Management page's Pages tab: every page
// newest written first, with its type, state (Draft or Published), parent, navigation order and whether it shows
// in the site's navigation; New Page, Edit and Delete (with confirmation). Writing needs the plan feature
// custom_pages; without it the list stays, and pages can still be taken down.
import Badge from '@cloudscape-design/components/badge';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { LeaguePage } from '../../../../../shared/api-contract';
import { PAGE_MESSAGES, PAGE_TYPE_LABELS } from '../../../../../shared/page-schema';
import { SiteContentTable, type SiteContentKind } from '../site-content-table';
import { PageFormModal } from './page-form-modal';
import { usePages, usePageWrites } from './page-hooks';

const PAGES: SiteContentKind<LeaguePage> = {
  words: { one: 'page', One: 'Page', many: 'pages', header: 'Pages', path: 'page' },
  messages: PAGE_MESSAGES, feature: 'custom_pages', removeWarning: 'Pages under it move to the top level.',
  description: (league) => `Pages of ${league}'s site. Drafts are not shown to visitors.`,
  emptyHint: 'Pages you publish appear on the league site, and in its navigation when you choose.',
  filterText: (p) => `${p.title} ${p.slug} ${p.page_type}`,
  badge: (p) => p.show_in_navigation && <Badge color="blue">In navigation</Badge>,
};

export function PageManagementPanel({ league }: { league: { id: string; name: string } }) {
  const list = usePages(league.id);
  const pages = list.data ?? [];
  const titleOf = (id: string | null) => (id ? pages.find((p) => p.id === id)?.title || pages.find((p) => p.id === id)?.slug : undefined);
  return (
    <SiteContentTable<LeaguePage>
      league={league} kind={PAGES} list={list} writes={usePageWrites(league.id)}
      columns={[
        { id: 'type', header: 'Type', cell: (p) => PAGE_TYPE_LABELS[p.page_type] },
        { id: 'state', header: 'State', minWidth: 120, cell: (p) => (p.is_published ? <StatusIndicator type="success">Published</StatusIndicator> : <StatusIndicator type="stopped">Draft</StatusIndicator>) },
        { id: 'parent', header: 'Parent', cell: (p) => titleOf(p.parent_page_id) ?? '-' },
        { id: 'order', header: 'Order', cell: (p) => p.navigation_order },
      ]}
      form={(d) => <PageFormModal leagueId={league.id} page={d.editing} pages={pages} visible={d.visible} onDismiss={d.dismiss} />}
    />
  );
}
