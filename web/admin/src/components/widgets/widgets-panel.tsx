// League Management, Widgets: the league's standings, upcoming games and results as small pages any website may
// frame, for the whole league or one team. Each comes as a copy-paste snippet (an iframe and a few lines of script
// that fit its height to the widget's content), with a preview of what it shows.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { League } from '../../../../../shared/league-schema';
import { WIDGET_KINDS, WIDGET_TITLES, widgetSnippet, type WidgetKind } from '../../../../shared/widget-contract';
import { leagueTeamsQuery } from '../../api/queries';
import { publicLeaguePath } from '../../lib/league-pages';

/** Where the league's site answers: its primary custom domain (https), else /l/{slug} on this origin. */
const siteBase = (l: League) => (l.primary_domain ? `https://${l.primary_domain}` : `${window.location.origin}${publicLeaguePath(l)}`);

function WidgetSnippet({ league, kind, team }: { league: League; kind: WidgetKind; team: { id: string; name: string } | null }) {
  const query = team ? `?team=${encodeURIComponent(team.id)}` : '';
  const src = `${siteBase(league)}/widgets/${kind}${query}`;
  const title = `${WIDGET_TITLES[kind]} - ${team?.name ?? league.name}`;
  const snippet = widgetSnippet(src, title);
  // The preview frames the widget from this origin (the admin allows frames of its own pages only).
  const preview = `${publicLeaguePath(league)}/widgets/${kind}${query}`;
  return (
    <Container header={<Header variant="h3" actions={<CopyToClipboard variant="button" textToCopy={snippet} copyButtonText={`Copy ${WIDGET_TITLES[kind]} snippet`} copySuccessText="Snippet copied" copyErrorText="Could not copy: select the text and copy it" />}>{WIDGET_TITLES[kind]}</Header>}>
      <SpaceBetween size="s">
        <FormField label={`${WIDGET_TITLES[kind]} snippet`} stretch>
          <Textarea value={snippet} readOnly rows={10} ariaLabel={`${WIDGET_TITLES[kind]} snippet`} onChange={() => undefined} />
        </FormField>
        <Box variant="small" color="text-body-secondary">Preview</Box>
        <iframe className="widget-preview" src={preview} title={`Preview: ${title}`} loading="lazy" style={{ width: '100%', maxWidth: 480, height: 260, border: '1px solid #d1d5db', borderRadius: 8 }} />
      </SpaceBetween>
    </Container>
  );
}

export function WidgetsPanel({ league }: { league: League }) {
  const teams = useQuery(leagueTeamsQuery(league.id));
  const [teamId, setTeamId] = useState<string | null>(null);
  const team = teams.data?.find((t) => t.id === teamId) ?? null;
  const options = [{ value: '', label: 'The whole league' }, ...(teams.data ?? []).map((t) => ({ value: t.id, label: t.name }))];
  return (
    <Container header={<Header variant="h2" description="Show the league's standings, upcoming games or results on another website: paste a snippet into that site's HTML. The widget keeps itself up to date and takes the league's colours.">Widgets</Header>}>
      <SpaceBetween size="l">
        {league.status !== 'active' && <Box color="text-status-warning">Widgets show once the league is published.</Box>}
        <FormField label="Widgets for" description="A team's widgets show its games and its row in the standings.">
          <Select
            selectedOption={options.find((o) => o.value === (teamId ?? '')) ?? options[0]!} options={options} statusType={teams.isPending ? 'loading' : 'finished'}
            onChange={({ detail }) => setTeamId(detail.selectedOption.value || null)}
          />
        </FormField>
        {WIDGET_KINDS.map((kind) => <WidgetSnippet key={`${kind}-${team?.id ?? ''}`} league={league} kind={kind} team={team} />)}
      </SpaceBetween>
    </Container>
  );
}
