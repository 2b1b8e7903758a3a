// /edit-league/{id}: the league edit screen. The `tab` query parameter selects the tab (default basic).
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { leagueFormSchema, type League } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { LeagueDomainsPanel, publicLeaguePath } from '../../components/league-domains-panel';
import { LevelManagementPanel } from '../../components/levels/level-management-panel';
import { SeasonManagementPanel } from '../../components/seasons/season-management-panel';
import { TeamManagementPanel } from '../../components/teams/team-management-panel';
import { LeagueGameSettings } from '../../components/games/league-game-settings';
import { leagueToValues, type LeagueFormValues } from '../../components/league-form-fields';
import { RouterButton } from '../../components/router-link';
import { useZodForm } from '../../lib/use-zod-form';
import { useFormVersion } from '../../api/league-versions';
import { useToast } from '../../toast/toast-context';
import { BasicSettings } from './basic-settings';
import { DangerZone } from './danger-zone';
import { HandOver } from './hand-over';
import { EDIT_TABS, toTab } from './edit-league-config';
import { BrandingTab } from '../../components/branding/branding-tab';
import { useCustomDomainFromDomains, useLeague } from './hooks';
import { TABS_STRINGS } from '../../lib/tabs-strings';

export default function EditLeaguePage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/league-management" replace />;
  return <EditLeague key={id} id={id} />;
}

function EditLeague({ id }: { id: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { data: league, isError } = useLeague(id);

  useEffect(() => {
    if (!isError) return;
    toast({ type: 'error', header: MSG.editLeague.loadErrorTitle, content: MSG.editLeague.loadErrorBody });
    navigate('/league-management', { replace: true });
  }, [isError, navigate, toast]);

  if (!league) {
    return (
      <Box padding="l" textAlign="center">
        <Spinner size="large" /> <span>Loading league...</span>
      </Box>
    );
  }
  return <EditLeagueTabs league={league} />;
}

function EditLeagueTabs({ league }: { league: League }) {
  const [params, setParams] = useSearchParams();
  const tab = toTab(params.get('tab'));
  // Created once the league is here, so its saved values are the form's defaults (and what Reset returns to).
  const form = useZodForm<LeagueFormValues, typeof leagueFormSchema>(leagueFormSchema, { defaultValues: leagueToValues(league) });
  const basicVersion = useFormVersion(league.id, league.version);
  useCustomDomainFromDomains(league.id, form);
  const content = {
    basic: (
      <SpaceBetween size="l">
        <BasicSettings leagueId={league.id} form={form} version={basicVersion} />
        <HandOver league={league} />
        <DangerZone league={league} />
      </SpaceBetween>
    ),
    levels: <LevelManagementPanel league={league} />,
    seasons: <SeasonManagementPanel league={league} />,
    teams: <TeamManagementPanel league={league} />,
    games: <LeagueGameSettings key={league.id} league={league} />,
    domains: <LeagueDomainsPanel league={league} />,
    branding: <BrandingTab league={league} />,
  };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Edit the league's settings and web addresses."
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <RouterButton href="/league-management" iconName="arrow-left">
                League Management
              </RouterButton>
              <Button href={publicLeaguePath(league)} target="_blank" iconName="external" iconAlign="right">
                Public page
              </Button>
            </SpaceBetween>
          }
        >
          {league.name}
        </Header>
      }
    >
      <Tabs
        i18nStrings={TABS_STRINGS}
        activeTabId={tab}
        onChange={({ detail }) => setParams(detail.activeTabId === 'basic' ? {} : { tab: detail.activeTabId }, { replace: true })}
        tabs={EDIT_TABS.map((t) => ({ id: t.id, label: t.label, content: content[t.id] }))}
      />
    </ContentLayout>
  );
}
