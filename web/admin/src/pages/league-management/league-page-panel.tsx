// What League Management shows for the page in its address: the Overview of every league, or one page (its panel)
// of the chosen league. Each panel is its own chunk.
import { Suspense, type ReactNode } from 'react';
import Container from '@cloudscape-design/components/container';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { League } from '../../../../../shared/league-schema';
import { lazyNamed } from '../../lib/lazy-named';
import type { LeaguePageId, PageId } from '../../lib/league-pages';
import { LeagueSwitcher } from './league-navigation';
import { Overview } from './overview';
import { SettingsTab, useSettingsForm, type SettingsForm } from './settings-tab';

export interface PageContentProps {
  page: PageId;
  leagues: League[];
  loading: boolean;
  /** The league the per-league pages work on (chosen, or the only one), while its data loads too. */
  leagueId: string | null;
  onPick: (id: string) => void;
  /** The loaded league, with its settings form. */
  league: League | null;
  settings: SettingsForm | null;
  /** The dashboard's Schedule Game: open the Add game dialog once a league (and its season) is there. */
  creating: boolean;
  onCreated: () => void;
}

/** The page once the league is loaded: its settings form lives here, so it outlives a move to another page. */
export function LeaguePageContent(props: Omit<PageContentProps, 'league' | 'settings'> & { league: League }) {
  const settings = useSettingsForm(props.league);
  return <PageContent {...props} settings={settings} />;
}

export function PageContent({ page, leagues, loading, leagueId, onPick, league, settings, creating, onCreated }: PageContentProps) {
  if (page === 'overview') return <Overview leagues={leagues} loading={loading} />;
  // No league chosen yet (several to choose from): the page asks for one here too, as the drawer is closed on a phone.
  if (!leagueId) {
    return (
      <Container>
        <div style={{ maxWidth: 420 }}>
          <LeagueSwitcher label="League" description="Choose the league to work on." leagues={leagues} loading={loading} pickedId={null} onPick={onPick} />
        </div>
      </Container>
    );
  }
  if (!league || !settings) return <StatusIndicator type="loading">Loading league...</StatusIndicator>;
  return (
    <Suspense fallback={<StatusIndicator type="loading">Loading...</StatusIndicator>}>
      {PANELS[page]({ league, settings, creating, onCreated })}
    </Suspense>
  );
}

// Each panel is its own chunk, read when its page is first opened: the screen opens on one page without loading the
// schedule editor, the importers and the rich-text editor of the others.
const AutopilotPanel = lazyNamed(() => import('../../components/autopilot/autopilot-panel'), 'AutopilotPanel');
const BrandingTab = lazyNamed(() => import('../../components/branding/branding-tab'), 'BrandingTab');
const LeagueGameSettings = lazyNamed(() => import('../../components/games/league-game-settings'), 'LeagueGameSettings');
const SchedulePanel = lazyNamed(() => import('../../components/games/schedule-panel'), 'SchedulePanel');
const PlayoffsPage = lazyNamed(() => import('./playoffs-page'), 'PlayoffsPage');
const ImportExportPanel = lazyNamed(() => import('../../components/imports/import-export-panel'), 'ImportExportPanel');
const LeagueDomainsPanel = lazyNamed(() => import('../../components/league-domains-panel'), 'LeagueDomainsPanel');
const LevelManagementPanel = lazyNamed(() => import('../../components/levels/level-management-panel'), 'LevelManagementPanel');
const MessagesPanel = lazyNamed(() => import('../../components/messages/messages-panel'), 'MessagesPanel');
const NewsManagementPanel = lazyNamed(() => import('../../components/news/news-management-panel'), 'NewsManagementPanel');
const PageManagementPanel = lazyNamed(() => import('../../components/custom-pages/page-management-panel'), 'PageManagementPanel');
const RegistrationsPanel = lazyNamed(() => import('../../components/registrations/registrations-panel'), 'RegistrationsPanel');
const SeasonManagementPanel = lazyNamed(() => import('../../components/seasons/season-management-panel'), 'SeasonManagementPanel');
const TeamManagementPanel = lazyNamed(() => import('../../components/teams/team-management-panel'), 'TeamManagementPanel');
const WidgetsPanel = lazyNamed(() => import('../../components/widgets/widgets-panel'), 'WidgetsPanel');

interface PanelProps {
  league: League;
  settings: SettingsForm;
  creating: boolean;
  onCreated: () => void;
}

/** One panel per page of league-pages.ts: a page listed there without a panel here fails the typecheck. */
const PANELS: Record<LeaguePageId, (p: PanelProps) => ReactNode> = {
  settings: ({ league, settings }) => <SettingsTab league={league} settings={settings} />,
  levels: ({ league }) => <LevelManagementPanel league={league} />,
  seasons: ({ league }) => <SeasonManagementPanel league={league} />,
  teams: ({ league }) => <TeamManagementPanel league={league} />,
  venues: ({ league }) => <LeagueGameSettings league={league} />,
  schedule: ({ league, creating, onCreated }) => <SchedulePanel league={league} startCreating={creating} onStarted={onCreated} />,
  playoffs: ({ league }) => <PlayoffsPage league={league} />,
  registrations: ({ league }) => <RegistrationsPanel league={league} />,
  branding: ({ league }) => <BrandingTab league={league} />,
  news: ({ league }) => <NewsManagementPanel league={league} />,
  pages: ({ league }) => <PageManagementPanel league={league} />,
  widgets: ({ league }) => <WidgetsPanel league={league} />,
  import: ({ league }) => <ImportExportPanel league={league} />,
  domains: ({ league }) => <LeagueDomainsPanel league={league} />,
  autopilot: ({ league }) => <AutopilotPanel league={league} />,
  messages: ({ league }) => <MessagesPanel league={league} />,
};
