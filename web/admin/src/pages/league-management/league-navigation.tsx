// League Management's side navigation: the league switcher at its top, then Overview and the league's pages in their
// groups (league-pages.ts). On a phone it is the layout's drawer, which closes when a page is chosen.
import { useNavigate } from 'react-router-dom';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import type { League } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { PageNavigation } from '../../layout/page-navigation';
import { capitalise, sportLabel } from '../../lib/format';
import { leaguePath, OVERVIEW_PATH, PAGE_GROUPS, type PageId } from '../../lib/league-pages';

interface Props {
  page: PageId;
  leagues: League[];
  loading: boolean;
  /** The league the pages work on (chosen, or the only one); null until one is chosen. */
  leagueId: string | null;
}

/** A page's address: on the chosen league, or (none chosen yet) the page that asks for one. */
export function pageHref(page: PageId, leagueId: string | null) {
  if (page === 'overview') return OVERVIEW_PATH;
  return leagueId ? leaguePath(leagueId, page) : `${OVERVIEW_PATH}?tab=${page}`;
}

export function LeagueNavigation({ page, leagues, loading, leagueId }: Props) {
  const navigate = useNavigate();
  const items: SideNavigationProps.Item[] = [
    { type: 'link', text: 'Overview', href: OVERVIEW_PATH },
    { type: 'divider' },
    ...PAGE_GROUPS.map((group): SideNavigationProps.SectionGroup => ({
      type: 'section-group',
      title: group.title,
      items: group.pages.map((p) => ({ type: 'link', text: p.label, href: pageHref(p.id, leagueId) })),
    })),
  ];
  return (
    <PageNavigation>
      <SideNavigation
        header={{ text: MSG.leagueManagement.title, href: OVERVIEW_PATH }}
        itemsControl={
          <LeagueSwitcher
            leagues={leagues}
            loading={loading}
            pickedId={leagueId}
            // Another league opens on the same page; from the overview, on its settings.
            onPick={(id) => navigate(leaguePath(id, page === 'overview' ? undefined : page))}
          />
        }
        activeHref={pageHref(page, leagueId)}
        items={items}
        onFollow={(e) => {
          e.preventDefault();
          navigate(e.detail.href);
        }}
      />
    </PageNavigation>
  );
}

interface PickerProps {
  leagues: League[];
  loading: boolean;
  pickedId: string | null;
  onPick: (id: string) => void;
  /** The field's label; the switcher's is "Switch league", the page's own picker (none chosen yet) "League". */
  label?: string;
  description?: string;
}

export function LeagueSwitcher({ leagues, loading, pickedId, onPick, label = 'Switch league', description }: PickerProps) {
  const options = leagues.map((l) => ({ value: l.id, label: l.name, description: `${sportLabel(l.sport)} · ${capitalise(l.status)}` }));
  return (
    <FormField label={label} description={description} stretch>
      <Select
        selectedOption={options.find((o) => o.value === pickedId) ?? null}
        options={options}
        placeholder="Select a league"
        statusType={loading ? 'loading' : 'finished'}
        loadingText="Loading leagues"
        empty="No leagues"
        onChange={({ detail }) => onPick(detail.selectedOption.value!)}
      />
    </FormField>
  );
}
