// League Management's tab list: the Overview of every league, then one tab per job on the chosen league, each panel
// once.
import { Suspense } from 'react';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Tabs from '@cloudscape-design/components/tabs';
import type { League } from '../../../../../shared/league-schema';
import { lazyPanel } from './lazy-panel';
import { capitalise, sportLabel } from '../../lib/format';
import { TABS_STRINGS } from '../../lib/tabs-strings';
import { TABS, type LeagueTabId, type TabId } from './league-tabs';
import { Overview } from './overview';
import { SettingsTab, useSettingsForm, type SettingsForm } from './settings-tab';

export interface ScreenTabsProps {
  tab: TabId;
  onTab: (id: TabId) => void;
  leagues: League[];
  loading: boolean;
  /** The league the per-league tabs work on (chosen, or the only one), while its data loads too. */
  leagueId: string | null;
  onPick: (id: string) => void;
  /** The loaded league, with its settings form. */
  league: League | null;
  settings: SettingsForm | null;
  /** The dashboard's Schedule Game: open the Add game dialog once a league (and its season) is there. */
  creating: boolean;
  onCreated: () => void;
}

/** The tabs once the league is loaded: its settings form lives here, so it outlives a move to another tab. */
export function LeagueScreenTabs(props: Omit<ScreenTabsProps, 'league' | 'settings'> & { league: League }) {
  const settings = useSettingsForm(props.league);
  return <ScreenTabs {...props} settings={settings} />;
}

export function ScreenTabs({ tab, onTab, leagues, loading, leagueId, onPick, league, settings, creating, onCreated }: ScreenTabsProps) {
  const perLeague = (id: LeagueTabId) => (
    <SpaceBetween size="l">
      <LeaguePicker leagues={leagues} loading={loading} pickedId={leagueId} onPick={onPick} />
      {league && settings ? (
        <Suspense fallback={<StatusIndicator type="loading">Loading...</StatusIndicator>}>
          <LeaguePanel tab={id} league={league} settings={settings} creating={creating} onCreated={onCreated} />
        </Suspense>
      ) : (
        leagueId && <StatusIndicator type="loading">Loading league...</StatusIndicator>
      )}
    </SpaceBetween>
  );
  return (
    <Tabs
      i18nStrings={TABS_STRINGS}
      activeTabId={tab}
      onChange={({ detail }) => onTab(detail.activeTabId as TabId)}
      tabs={TABS.map((t) => ({
        id: t.id,
        label: t.label,
        content: t.id === 'overview' ? <Overview leagues={leagues} loading={loading} /> : perLeague(t.id),
      }))}
    />
  );
}

// Each panel is its own chunk, read when its tab is first opened: the screen opens on one tab without loading the
// schedule editor, the importers and the rich-text editor of the others.
const BrandingTab = lazyPanel(() => import('../../components/branding/branding-tab'), 'BrandingTab');
const LeagueGameSettings = lazyPanel(() => import('../../components/games/league-game-settings'), 'LeagueGameSettings');
const SchedulePanel = lazyPanel(() => import('../../components/games/schedule-panel'), 'SchedulePanel');
const ImportExportPanel = lazyPanel(() => import('../../components/imports/import-export-panel'), 'ImportExportPanel');
const LeagueDomainsPanel = lazyPanel(() => import('../../components/league-domains-panel'), 'LeagueDomainsPanel');
const LevelManagementPanel = lazyPanel(() => import('../../components/levels/level-management-panel'), 'LevelManagementPanel');
const NewsManagementPanel = lazyPanel(() => import('../../components/news/news-management-panel'), 'NewsManagementPanel');
const PageManagementPanel = lazyPanel(() => import('../../components/pages/page-management-panel'), 'PageManagementPanel');
const RegistrationsPanel = lazyPanel(() => import('../../components/registrations/registrations-panel'), 'RegistrationsPanel');
const SeasonManagementPanel = lazyPanel(() => import('../../components/seasons/season-management-panel'), 'SeasonManagementPanel');
const TeamManagementPanel = lazyPanel(() => import('../../components/teams/team-management-panel'), 'TeamManagementPanel');
const WidgetsPanel = lazyPanel(() => import('../../components/widgets/widgets-panel'), 'WidgetsPanel');

interface PanelProps {
  tab: LeagueTabId;
  league: League;
  settings: SettingsForm;
  creating: boolean;
  onCreated: () => void;
}

function LeaguePanel({ tab, league, settings, creating, onCreated }: PanelProps) {
  switch (tab) {
    case 'settings': return <SettingsTab league={league} settings={settings} />;
    case 'levels': return <LevelManagementPanel league={league} />;
    case 'seasons': return <SeasonManagementPanel league={league} />;
    case 'teams': return <TeamManagementPanel league={league} />;
    case 'venues': return <LeagueGameSettings league={league} />;
    case 'schedule': return <SchedulePanel league={league} startCreating={creating} onStarted={onCreated} />;
    case 'registrations': return <RegistrationsPanel league={league} />;
    case 'branding': return <BrandingTab league={league} />;
    case 'news': return <NewsManagementPanel league={league} />;
    case 'pages': return <PageManagementPanel league={league} />;
    case 'widgets': return <WidgetsPanel league={league} />;
    case 'import': return <ImportExportPanel league={league} />;
    case 'domains': return <LeagueDomainsPanel league={league} />;
  }
}

interface PickerProps {
  leagues: League[];
  loading: boolean;
  pickedId: string | null;
  onPick: (id: string) => void;
}

function LeaguePicker({ leagues, loading, pickedId, onPick }: PickerProps) {
  const options = leagues.map((l) => ({ value: l.id, label: l.name, description: `${sportLabel(l.sport)} · ${capitalise(l.status)}` }));
  return (
    <Container>
      <FormField label="League" description="Choose the league to work on.">
        <div style={{ maxWidth: 420 }}>
          <Select
            selectedOption={options.find((o) => o.value === pickedId) ?? null}
            options={options}
            placeholder="Select a league"
            statusType={loading ? 'loading' : 'finished'}
            loadingText="Loading leagues"
            empty="No leagues"
            onChange={({ detail }) => onPick(detail.selectedOption.value!)}
          />
        </div>
      </FormField>
    </Container>
  );
}
