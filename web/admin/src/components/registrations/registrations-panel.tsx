// League Management's Registrations tab for one league: pick a season; open or edit its registration; the payout
// account that online payments go to (plan feature has_payments); the totals collected, refunded and outstanding;
// and the registrations themselves, filtered by kind, level and status, searched, exported as CSV, each with its
// answers and its actions (mark paid, refund, assign to a team, offer a waitlisted place, cancel).
import { useState } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { League } from '../../../../../shared/league-schema';
import {
  REGISTRATION_KIND_LABEL, REGISTRATION_KINDS, REGISTRATION_STATUS_LABEL, REGISTRATION_STATUSES, type Registration, type RegistrationSettings,
} from '../../../../../shared/registration-schema';
import { formatMoment, formatMoney } from '../../../../../shared/registration-format';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useLevels } from '../levels/level-hooks';
import { chosenOption, levelOptions } from '../levels/level-select';
import { publicLeaguePath } from '../../lib/league-pages';
import { useLeagueTeamOptions, useSeasons } from '../seasons/season-hooks';
import { LevelAssignmentPanel } from './level-assignment-panel';
import { PayoutPanel } from './payout-panel';
import { RegistrationForecastPanel } from './registration-forecast-panel';
import { RegistrationActionModal, refundable, registrantName, type RegistrationAction } from './registration-action-modals';
import { RegistrationDetailModal } from './registration-detail-modal';
import { useExportRegistrations, useRegistrations, useRegistrationSettings, useRegistrationWrites } from './registration-hooks';
import { RegistrationSettingsModal } from './registration-settings-modal';
import { RegistrationStatusBadge } from './registration-status-badge';
import { PlanStatusLine } from './payment-plan-status';
import { Pages } from '../container-table';
import { usePhone } from '../../lib/use-phone';
import { addonsSummary, paymentSummary, playersSummary, teamsSummary } from './registration-summaries';
import { RegistrationTotalsPanel } from './registration-totals-panel';
import { addonLabel } from '../../../../../shared/registration-pricing';

const ALL = '__all__';
const NO_LEVEL = '__none__';
const all = (label: string): SelectProps.Option => ({ value: ALL, label });

/** Open, not open yet or closed, by the settings' dates. */
function windowState(s: RegistrationSettings, now = Date.now()) {
  if (now < Date.parse(s.opens_at)) return <StatusIndicator type="pending">Opens {formatMoment(s.opens_at)}</StatusIndicator>;
  if (now > Date.parse(s.closes_at)) return <StatusIndicator type="stopped">Closed</StatusIndicator>;
  return <StatusIndicator type="success">Open</StatusIndicator>;
}

/** The actions a registration's row offers in its state. */
export function actionsFor(r: Registration): ButtonDropdownProps.Item[] {
  const items: ButtonDropdownProps.Item[] = [{ id: 'details', text: 'View details and answers' }];
  if (r.status === 'awaiting_payment' || r.status === 'offered') items.push({ id: 'mark-paid', text: 'Mark paid (offline)' });
  if ((r.status === 'paid' || r.status === 'refunded') && refundable(r) > 0) items.push({ id: 'refund', text: 'Refund' });
  if (r.kind === 'individual' && r.status === 'paid') items.push({ id: 'assign', text: r.team_id ? 'Move to another team' : 'Assign to a team' });
  if (r.status === 'waitlisted') items.push({ id: 'offer', text: 'Offer a place' });
  if (r.status === 'awaiting_payment' || r.status === 'waitlisted' || r.status === 'offered') items.push({ id: 'cancel', text: 'Cancel registration' });
  return items;
}

export function RegistrationsPanel({ league }: { league: League }) {
  const toast = useToast();
  const phone = usePhone();
  const zone = league.time_zone ?? 'UTC';
  const { data: seasons = [], isPending: seasonsPending } = useSeasons(league.id);
  const { data: levels = [] } = useLevels(league.id);
  const { data: teams = [] } = useLeagueTeamOptions(league.id);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const season = seasons.find((s) => s.id === seasonId) ?? seasons.find((s) => s.status === 'active') ?? seasons[0] ?? null;
  const settingsQuery = useRegistrationSettings(league.id, season?.id ?? null);
  const listQuery = useRegistrations(league.id, season?.id ?? null);
  const writes = useRegistrationWrites(league.id, season?.id ?? '');
  const settings = settingsQuery.data?.settings ?? null;
  const [editing, setEditing] = useState(false);
  const [kind, setKind] = useState<string>(ALL);
  const [level, setLevel] = useState<string>(ALL);
  const [status, setStatus] = useState<string>(ALL);
  const [details, setDetails] = useState<Registration | null>(null);
  const [acting, setActing] = useState<{ action: RegistrationAction; registration: Registration } | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportRegistrations = useExportRegistrations(league.id);

  const registrations = listQuery.data?.registrations ?? [];
  const totals = listQuery.data?.totals;
  const selected = registrations.filter((r) => (kind === ALL || r.kind === kind) && (status === ALL || r.status === status)
    && (level === ALL || (level === NO_LEVEL ? r.level_id === null : r.level_id === level)));
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(selected, {
    filtering: {
      filteringFunction: (r, text) => [registrantName(r), r.email, r.team_name ?? '', r.level_name ?? ''].some((v) => v.toLowerCase().includes(text.trim().toLowerCase())),
      empty: <Box textAlign="center" color="text-body-secondary">{settings ? 'No registrations yet.' : 'Open registration to take the first ones.'}</Box>,
      noMatch: <Box textAlign="center" color="text-body-secondary">No registration matches the filters.</Box>,
    },
    sorting: { defaultState: { sortingColumn: { sortingField: 'created_at' }, isDescending: true } },
    pagination: { pageSize: 25 },
  });

  async function exportCsv() {
    if (!season) return;
    setExporting(true);
    try {
      const { filename, csv } = await exportRegistrations.mutateAsync({
        season_id: season.id, kind: kind === ALL ? undefined : (kind as Registration['kind']),
        level_id: level === ALL || level === NO_LEVEL ? undefined : level, status: status === ALL ? undefined : (status as Registration['status']),
        q: filterProps.filteringText.trim() || undefined,
      });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: filename });
      document.body.append(a);
      a.click();
      a.remove();
      URL.revokeObjectURL(url);
    } catch (e) {
      toast({ type: 'error', header: 'Export failed', content: messageOf(e) });
    } finally {
      setExporting(false);
    }
  }

  async function cancel(r: Registration) {
    try {
      await writes.cancel.mutateAsync(r.id);
      toast({ type: 'success', header: 'Registration cancelled', content: `${registrantName(r)}: the place is free again.` });
    } catch (e) {
      toast({ type: 'error', header: 'Could not cancel', content: messageOf(e) });
    }
  }

  const currency = totals?.currency ?? settings?.currency ?? 'usd';
  const money = (n: number) => formatMoney(n, currency);
  // Who, where they stand and what they paid come first, narrow, so a phone (390 px) shows them without scrolling.
  const columns: TableProps.ColumnDefinition<Registration>[] = [
    { id: 'name', header: 'Registrant', width: 120, sortingComparator: (a, b) => registrantName(a).localeCompare(registrantName(b)), cell: (r) => (
      <Link onFollow={(e) => { e.preventDefault(); setDetails(r); }} href="#">{registrantName(r)}</Link>
    ) },
    { id: 'status', header: 'Status', width: 120, sortingField: 'status', cell: (r) => <><RegistrationStatusBadge status={r.status} /><PlanStatusLine plan={r.payment_plan} /></> },
    { id: 'paid', header: 'Paid', width: 96, cell: (r) => (r.amounts.refunded ? `${money(r.amounts.paid)} (${money(r.amounts.refunded)} refunded)` : money(r.amounts.paid)) },
    { id: 'due', header: 'Due', cell: (r) => money(r.amounts.total) },
    { id: 'kind', header: 'Kind', cell: (r) => REGISTRATION_KIND_LABEL[r.kind] },
    { id: 'level', header: 'Level', cell: (r) => r.level_name ?? '-' },
    { id: 'team', header: 'Team', cell: (r) => r.team_name ?? (r.kind === 'individual' ? 'Free agent' : '-') },
    { id: 'addons', header: 'Add-ons', cell: (r) => (r.addons.length ? r.addons.map((l) => addonLabel(l)).join(', ') : '-') },
    { id: 'created_at', header: 'Registered', sortingField: 'created_at', cell: (r) => formatMoment(r.created_at, zone) },
    {
      id: 'actions', header: 'Actions', cell: (r) => (
        <ButtonDropdown variant="icon" ariaLabel={`Actions for ${registrantName(r)}`} expandToViewport items={actionsFor(r)}
          onItemClick={({ detail }) => {
            if (detail.id === 'details') setDetails(r);
            else if (detail.id === 'cancel') void cancel(r);
            else setActing({ action: detail.id as RegistrationAction, registration: r });
          }} />
      ),
    },
  ];

  const seasonOptions = seasons.map((s) => ({ value: s.id, label: s.name, description: s.status }));
  const levelChoices = levelOptions(levels, { first: all('Any level'), last: { value: NO_LEVEL, label: 'No level yet' } });
  const kindOptions = [all('Any kind'), ...REGISTRATION_KINDS.map((k) => ({ value: k, label: REGISTRATION_KIND_LABEL[k] }))];
  const statusOptions = [all('Any status'), ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: REGISTRATION_STATUS_LABEL[s] }))];
  const figure = (label: string, value: number | undefined) => (
    <div role="group" aria-label={label}>
      <Box variant="awsui-key-label">{label}</Box>
      <Box variant="awsui-value-large">{value === undefined ? '-' : money(value)}</Box>
    </div>
  );
  const sitePath = `${publicLeaguePath(league)}/register`;

  if (!seasonsPending && seasons.length === 0) {
    return <Alert type="info" header="No season yet">Registration opens on a season: create one in the Seasons tab first.</Alert>;
  }

  return (
    <SpaceBetween size="l">
      <Container header={
        <Header variant="h2" description="Teams and players sign up for a season on the league site and pay the league."
          actions={season && <Button variant={settings ? 'normal' : 'primary'} disabled={settingsQuery.isPending} onClick={() => setEditing(true)}>{settings ? 'Edit registration' : 'Open registration'}</Button>}>
          Registration
        </Header>
      }>
        <SpaceBetween size="m">
          <FormField label="Season">
            <div style={{ maxWidth: 420 }}>
              <Select selectedOption={seasonOptions.find((o) => o.value === season?.id) ?? null} options={seasonOptions} statusType={seasonsPending ? 'loading' : 'finished'}
                onChange={({ detail }) => setSeasonId(detail.selectedOption.value!)} ariaLabel="Season" />
            </div>
          </FormField>
          {settingsQuery.error && <Alert type="error">{messageOf(settingsQuery.error)}</Alert>}
          {settingsQuery.isSuccess && !settings && <Box color="text-body-secondary">Registration is not set up for {season?.name}.</Box>}
          {settings && (
            <KeyValuePairs columns={3} items={[
              { label: 'State', value: windowState(settings) },
              { label: 'Dates', value: `${formatMoment(settings.opens_at, zone)} to ${formatMoment(settings.closes_at, zone)}` },
              { label: 'Registration page', value: <Link href={sitePath} external>{sitePath}</Link> },
              { label: 'Players', value: playersSummary(settings, zone) },
              { label: 'Teams', value: teamsSummary(settings, zone) },
              { label: 'Payment', value: paymentSummary(settings) },
              { label: 'Add-ons', value: addonsSummary(settings) },
              { label: 'Questions', value: String(settings.questions.length) },
              { label: 'Waiver', value: settings.waiver_text ? `Version ${settings.waiver_version}` : 'None' },
              { label: 'Discount codes', value: settings.discount_codes.length ? settings.discount_codes.map((d) => `${d.code} (${d.uses}${d.max_uses ? `/${d.max_uses}` : ''} used)`).join(', ') : 'None' },
            ]} />
          )}
        </SpaceBetween>
      </Container>
      <PayoutPanel league={league} />
      <RegistrationTotalsPanel seasonName={season?.name ?? null} totals={totals} figure={figure} />
      {season && settings && <RegistrationForecastPanel leagueId={league.id} seasonId={season.id} />}
      {season && <LevelAssignmentPanel leagueId={league.id} seasonId={season.id} enabled={Boolean(settings)} />}
      <Table<Registration>
        {...collectionProps}
        items={items}
        trackBy="id"
        loading={listQuery.isPending && Boolean(season)}
        loadingText="Loading registrations"
        ariaLabels={{ tableLabel: 'Registrations' }}
        columnDefinitions={columns}
        // On a phone the actions column scrolls with the rest: kept on screen, it would cover the paid column.
        stickyColumns={{ first: 0, last: phone ? 0 : 1 }}
        wrapLines
        filter={
          <div className="registration-filters">
            <TextFilter {...filterProps} filteringPlaceholder="Find by name, e-mail or team" filteringAriaLabel="Find registrations" countText={`${filteredItemsCount ?? 0} matches`} />
            <Select selectedOption={kindOptions.find((o) => o.value === kind)!} options={kindOptions} onChange={({ detail }) => setKind(detail.selectedOption.value!)} ariaLabel="Kind" />
            <Select selectedOption={chosenOption(levelChoices, level)} options={levelChoices} onChange={({ detail }) => setLevel(detail.selectedOption.value!)} ariaLabel="Level" />
            <Select selectedOption={statusOptions.find((o) => o.value === status)!} options={statusOptions} onChange={({ detail }) => setStatus(detail.selectedOption.value!)} ariaLabel="Status" />
          </div>
        }
        pagination={<Pages {...paginationProps} />}
        header={
          <Header variant="h2" counter={listQuery.data ? `(${registrations.length})` : undefined}
            description={listQuery.error ? messageOf(listQuery.error) : undefined}
            actions={<Button iconName="download" loading={exporting} disabled={!season || registrations.length === 0} onClick={() => void exportCsv()}>Export CSV</Button>}>
            Registrations
          </Header>
        }
      />
      {season && (
        <>
          <RegistrationSettingsModal league={league} seasonId={season.id} seasonName={season.name} settings={settings}
            onlineAvailable={Boolean(settingsQuery.data?.online_payment_available)} levels={levels} visible={editing} onDismiss={() => setEditing(false)} />
          <RegistrationActionModal leagueId={league.id} seasonId={season.id} action={acting?.action ?? null} registration={acting?.registration ?? null}
            teams={teams.map((t) => ({ id: t.id, name: t.name }))} onDismiss={() => setActing(null)} />
        </>
      )}
      <RegistrationDetailModal registration={details} questions={settings?.questions ?? []} timeZone={zone} onDismiss={() => setDetails(null)} />
    </SpaceBetween>
  );
}
