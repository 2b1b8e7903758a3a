// League Management's Import & export tab: teams (managers invited), players (invited to their teams) or a season's
// games (with final scores) from a CSV or XLSX file, previewed row by row before anything is written (each problem by
// row, column and reason, and which team each name matched, rows by their line in the file, columns it does not read
// named as ignored), imported all or nothing once the file has no problem;
// and the league's data as CSV files in the same columns.
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { EXPORT_KINDS, GAME_COLUMNS, IMPORT_MESSAGES, ROSTER_COLUMNS, TEAM_COLUMNS, type ExportKind, type ImportResult } from '../../../../../shared/import-schema';
import { dateFormatOf, dateOrderOf } from '../../../../../shared/sheet-dates';
import type { League } from '../../../../../shared/league-schema';
import { messageOf } from '../../lib/form-errors';
import { SeasonStandings } from '../games/season-standings';
import { useSeasons } from '../seasons/season-hooks';
import { useCsvExport, useSheetImport, type ImportKind, type Preview } from './import-hooks';

const EXPORT_LABELS: Record<ExportKind, string> = { games: 'Games and results', standings: 'Standings', teams: 'Teams', rosters: 'Rosters' };

/** What each kind of file holds, how a row reads in the preview, and what its counts are called. */
const KINDS: Record<ImportKind, { label: string; columns: readonly string[]; noun: [string, string]; existing: string; help: string; row: (x: Record<string, string>) => string }> = {
  teams: {
    label: 'Teams', columns: TEAM_COLUMNS, noun: ['team', 'teams'], existing: 'already in the league',
    help: 'Each team\'s manager is invited by e-mail (your own address makes you its manager); a team the league already has is left as it is.',
    row: (x) => `${x.name ?? ''}${x.level ? ` (${x.level})` : ''} · ${x.manager_email ?? ''}`,
  },
  players: {
    label: 'Players', columns: ROSTER_COLUMNS, noun: ['player', 'players'], existing: 'already on or invited to their team',
    help: 'Each player is invited by e-mail to their team with their number and position; they join the roster when they accept.',
    row: (x) => `${x.first_name ?? ''} ${x.last_name ?? ''} · ${x.team ?? ''}${x.jersey_number ? ` #${x.jersey_number}` : ''} · ${x.email ?? ''}`,
  },
  games: {
    label: 'Games and results', columns: GAME_COLUMNS, noun: ['game', 'games'], existing: 'already in the season',
    help: 'Scores are optional: a game with both counts as a final result. Times as 19:30 or 7:30 PM.',
    row: (x) => `${x.date ?? ''} ${x.time ?? ''} ${x.home ?? ''} – ${x.away ?? ''}${x.home_score ? ` ${x.home_score}-${x.away_score}` : ''}`,
  },
};
const counted = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

export function ImportExportPanel({ league }: { league: League }) {
  const { data: seasons = [] } = useSeasons(league.id);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const season = seasons.find((s) => s.id === seasonId) ?? seasons.find((s) => s.status === 'active') ?? seasons[0] ?? null;
  const [kind, setKind] = useState<ImportKind>('teams');
  const about = KINDS[kind];
  const [preview, setPreview] = useState<Preview | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [imported, setImported] = useState<ImportResult | null>(null);
  const [allowDoubleBooking, setAllowDoubleBooking] = useState(false);
  const restart = () => { setPreview(null); setImported(null); setReadError(null); };
  const { check, confirm } = useSheetImport(league.id, kind, season?.id, {
    checking: () => { setPreview(null); setReadError(null); setImported(null); },
    checked: setPreview,
    checkFailed: (e) => setReadError(messageOf(e)),
    imported: (r) => { setImported(r); setPreview(null); },
  });
  const exporting = useCsvExport(league.id, season?.id);

  const problems = preview?.result.problems ?? [];
  const ignored = preview?.result.ignored_columns ?? [];
  const lineOf = new Map(preview ? preview.sheet.row_numbers.map((n, i) => [n, preview.sheet.rows[i]!]) : []);
  const dateFormat = dateFormatOf(dateOrderOf(league.time_zone));
  const doubleBooking = (on: boolean) => {
    setAllowDoubleBooking(on);
    if (preview) check.mutate({ preview, allowDoubleBooking: on });
  };
  const seasonOptions = seasons.map((s) => ({ value: s.id, label: s.name, description: `${s.start_date} to ${s.end_date}` }));
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2" description="A CSV or XLSX file whose first row names the columns. Nothing is written until you confirm a file without problems; importing the same file again adds nothing.">Import</Header>}>
        <SpaceBetween size="m">
          <FormField
            label="The file holds"
            description={`Columns: ${about.columns.join(', ')}. ${about.help}${kind === 'games' ? ` Dates as YYYY-MM-DD or ${dateFormat} (${league.time_zone}).` : ''} Other columns are ignored.`}
            stretch
          >
            <Select
              selectedOption={{ value: kind, label: about.label }}
              options={(Object.keys(KINDS) as ImportKind[]).map((k) => ({ value: k, label: KINDS[k].label }))}
              onChange={({ detail }) => { setKind(detail.selectedOption.value as ImportKind); restart(); }}
            />
          </FormField>
          {kind === 'games' && seasons.length === 0 ? <Box color="text-body-secondary">Create a season with its teams first (Seasons tab): games are imported into a season.</Box> : (
            <>
              {kind === 'games' && (
                <FormField label="Season">
                  <Select
                    selectedOption={seasonOptions.find((o) => o.value === season?.id) ?? null}
                    options={seasonOptions}
                    onChange={({ detail }) => { setSeasonId(detail.selectedOption.value ?? null); restart(); }}
                  />
                </FormField>
              )}
              {kind === 'games' && (
                <Checkbox checked={allowDoubleBooking} onChange={({ detail }) => doubleBooking(detail.checked)} description="Otherwise a game on a field another game uses at that time is a problem of its row.">
                  Allow double booking
                </Checkbox>
              )}
              <FormField label="File">
                <FileInput value={[]} accept=".csv,.xlsx,text/csv" onChange={({ detail }) => { if (detail.value[0]) check.mutate({ file: detail.value[0], allowDoubleBooking }); }}>Choose a file</FileInput>
              </FormField>
              {check.isPending && <StatusIndicator type="loading">Checking every row</StatusIndicator>}
              {readError && <Alert type="error" header="The file could not be checked">{readError}</Alert>}
              {imported && (
                <Alert type="success" header="Imported">
                  {counted(imported.created_count, about.noun)} added{imported.existing_count ? `, ${imported.existing_count} ${about.existing} (left as they were)` : ''}.
                  {kind === 'games' ? ' The standings below count the results.' : kind === 'teams' ? ' Their managers have been e-mailed their invitations.' : ' They have been e-mailed their invitations.'}
                </Alert>
              )}
            </>
          )}
        </SpaceBetween>
      </Container>

      {preview && ignored.length > 0 && <Alert type="warning" header="Columns ignored">{IMPORT_MESSAGES.ignoredColumns(ignored)}.</Alert>}
      {preview && (
        <Table
          header={(
            <Header
              variant="h2"
              counter={`(${preview.sheet.rows.length})`}
              description={problems.length
                ? `${problems.length} problem${problems.length === 1 ? '' : 's'}: correct the file and choose it again. Nothing has been written.`
                : `${counted(preview.result.created_count, ['new ' + about.noun[0], 'new ' + about.noun[1]])}, ${preview.result.existing_count} ${about.existing}. Nothing is written until you confirm.`}
              actions={(
                <SpaceBetween direction="horizontal" size="xs">
                  <Button onClick={() => setPreview(null)}>Cancel</Button>
                  <Button variant="primary" disabled={problems.length > 0} loading={confirm.isPending} onClick={() => confirm.mutate(preview)}>
                    Import {counted(preview.result.created_count, about.noun)}
                  </Button>
                </SpaceBetween>
              )}
            >
              Preview of {preview.fileName}
            </Header>
          )}
          items={preview.result.rows}
          trackBy="row"
          variant="container"
          wrapLines
          columnDefinitions={[
            { id: 'row', header: 'Row', cell: (r) => r.row },
            {
              // The names a row matched and its check sit under the row, so a phone shows all three without scrolling sideways.
              id: 'item', header: `${about.label} and check`, isRowHeader: true, cell: (r) => {
                const matched = Object.entries(r.matched).map(([k, v]) => `${k}: ${v}`).join(' · ');
                const mine = problems.filter((p) => p.row === r.row);
                return (
                  <>
                    {about.row(lineOf.get(r.row) ?? {})}
                    {matched && <Box variant="small" display="block">Matched {matched}</Box>}
                    <Box display="block">
                      {mine.length ? <StatusIndicator type="error">{mine.map((p) => `${p.column}: ${p.reason}`).join('; ')}</StatusIndicator>
                        : r.status === 'existing' ? <StatusIndicator type="info">{about.existing[0].toUpperCase() + about.existing.slice(1)}</StatusIndicator>
                          : <StatusIndicator type="success">New</StatusIndicator>}
                    </Box>
                  </>
                );
              },
            },
          ]}
        />
      )}
      {confirm.error && <Alert type="error" header="Nothing was imported">{messageOf(confirm.error)}</Alert>}
      {imported && kind === 'games' && season && <SeasonStandings league={league} seasonId={season.id} />}

      <Container header={<Header variant="h2" description="CSV files in the columns the import reads (teams and rosters with the e-mail addresses they were invited with).">Export</Header>}>
        <SpaceBetween direction="horizontal" size="xs">
          {EXPORT_KINDS.map((k) => (
            <Button key={k} iconName="download" disabled={(k === 'games' || k === 'standings') && !season} loading={exporting.isPending && exporting.variables === k} onClick={() => exporting.mutate(k)}>
              {EXPORT_LABELS[k]}
            </Button>
          ))}
        </SpaceBetween>
        {exporting.error && <Box color="text-status-error">{messageOf(exporting.error)}</Box>}
      </Container>
    </SpaceBetween>
  );
}
