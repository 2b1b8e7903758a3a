// /team/{teamId}: the team page. Tabs overview, roster, schedule (games and results), announcements, and messages and settings (those who manage the team:
// its manager and the league's admin); the `tab` query parameter selects one. A missing team redirects to
// /dashboard (useTeam).
import { useState } from 'react';
import { useSearchParams, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import type { TeamDetail } from '../../../../../shared/api-contract';
import { RouterButton } from '../../components/router-link';
import { EditTeamModal } from '../../components/teams/edit-team-modal';
import { sportLabel } from '../../lib/format';
import { TABS_STRINGS } from '../../lib/tabs-strings';
import { AnnouncementsTab } from './announcements-tab';
import { TeamMessageForm } from '../../components/messages/team-message-form';
import { useTeam } from './hooks';
import { OverviewTab } from './overview-tab';
import { RosterTab } from './roster-tab';
import { ScheduleTab } from './schedule-tab';
import { SettingsTab } from './settings-tab';
import { TeamLogo } from '../../components/teams/team-logo';
import './team.css';

const TAB_IDS = ['overview', 'roster', 'schedule', 'announcements', 'messages', 'settings'] as const;
type TabId = (typeof TAB_IDS)[number];

export default function TeamPage() {
  const { teamId } = useParams();
  const { team, loading, error, reload, isManager } = useTeam(teamId);

  if (loading && !team) {
    return (
      <div role="status" aria-label="Loading team">
        <SpaceBetween size="l">
          <Skeleton variant="text-heading-xl" width="40%" />
          <Skeleton height="120px" width="100%" />
          <Skeleton height="200px" width="100%" />
        </SpaceBetween>
      </div>
    );
  }
  if (error || !team) {
    return (
      <Alert type="error" header="Could not load the team" action={<Button onClick={() => void reload()}>Retry</Button>}>
        {error}
      </Alert>
    );
  }
  return <TeamTabs team={team} isManager={isManager} reload={() => void reload()} />;
}

function TeamTabs({ team, isManager, reload }: { team: TeamDetail; isManager: boolean; reload: () => void }) {
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const asked = params.get('tab');
  // Messages and settings are for those who run the team (its manager and the league's admin).
  const allowed = TAB_IDS.filter((t) => (t !== 'settings' && t !== 'messages') || team.can_manage);
  const tab: TabId = allowed.find((t) => t === asked) ?? 'overview';
  const content: Record<TabId, React.ReactNode> = {
    overview: <OverviewTab team={team} isManager={isManager} />,
    roster: <RosterTab team={team} />,
    schedule: <ScheduleTab team={team} />,
    announcements: <AnnouncementsTab team={team} />,
    messages: <TeamMessageForm team={team} />,
    settings: <SettingsTab team={team} />,
  };
  const label: Record<TabId, string> = { overview: 'Overview', roster: 'Roster', schedule: 'Schedule', announcements: 'Announcements', messages: 'Messages', settings: 'Settings' };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${team.league.name} · ${sportLabel(team.league.sport)}`}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {team.can_manage && <Button onClick={() => setEditing(true)}>Edit Team</Button>}
              <RouterButton href={isManager ? '/my-teams' : '/dashboard'}>{isManager ? 'My Teams' : 'Dashboard'}</RouterButton>
            </SpaceBetween>
          }
        >
          <span className="team-card__title">
            <TeamLogo name={team.name} url={team.logo_url} size={40} round decorative />
            {team.name}
          </span>
        </Header>
      }
    >
      <Tabs
        i18nStrings={TABS_STRINGS}
        activeTabId={tab}
        onChange={({ detail }) => setParams(detail.activeTabId === 'overview' ? {} : { tab: detail.activeTabId }, { replace: true })}
        tabs={allowed.map((id) => ({ id, label: label[id], content: content[id] }))}
      />
      {/* The level is the league admin's to change (the levels list is theirs); a manager edits everything else. */}
      <EditTeamModal team={team} visible={editing} onDismiss={() => setEditing(false)} onSaved={reload} withLevel={team.can_manage && !isManager} />
    </ContentLayout>
  );
}
