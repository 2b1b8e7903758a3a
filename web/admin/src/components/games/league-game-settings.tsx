// The league's games settings on the edit screen: its time zone (every date a person sees is on that clock), its
// venues with their fields or courts, and its standings settings (league points per result, ordered
// tie-breakers). Saved through PUT /api/leagues/{id} with only these fields and the version they were read at,
// so this form never undoes an edit made on Basic Settings, and a league changed elsewhere is refused (409).
import { useMemo, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import { useFieldArray, useWatch } from 'react-hook-form';
import * as z from 'zod';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  DEFAULT_LEAGUE_POINTS, DEFAULT_TIME_ZONE, TIE_BREAKERS, standingsSettingsSchema, tieBreakerLabel, timeZoneSchema,
  venuesInputSchema, type TieBreaker,
} from '../../../../../shared/game-schema';
import {
  DEFAULT_SCHEDULE_GROUPING, SCHEDULE_GROUPING_LABELS, SCHEDULE_GROUPINGS, sportLabel, type ScheduleGrouping,
} from '../../../../../shared/league-constants';
import { matchesPreset, presetStandingsSettings, sportPreset } from '../../../../../shared/sport-presets';
import { leagueFieldsSchema, type League } from '../../../../../shared/league-schema';
import { DEFAULT_REMINDER_HOURS } from '../../../../../shared/game-day-schema';
import { MSG } from '../../../../../shared/messages';
import { selectOf } from '../../lib/bound-controls';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { FormActions } from '../form-actions';
import { useUpdateLeague } from '../league-hooks';
import { useFormVersion } from '../../api/league-versions';

interface VenueValues { id?: string; name: string; address: string; fields: string }
export interface GameSettingsValues {
  time_zone: string;
  venues: VenueValues[];
  standings_settings: {
    points: { win: string; tie: string; loss: string }; tie_breakers: TieBreaker[]; allow_ties?: boolean;
    /** Typed as text; empty: not said (no playoff chance) / the league does not relegate. */
    playoff_teams: string; relegated_teams: string;
  };
  schedule_grouping: ScheduleGrouping;
  /** Hours before each game its reminder e-mail goes out, typed as text. */
  reminder_hours: string;
}

const settingsSchema = z.object({
  time_zone: timeZoneSchema, venues: venuesInputSchema, standings_settings: standingsSettingsSchema, schedule_grouping: z.enum(SCHEDULE_GROUPINGS),
  reminder_hours: leagueFieldsSchema.shape.reminder_hours.unwrap(),
});
const GROUPING_OPTIONS = SCHEDULE_GROUPINGS.map((g) => ({ value: g, label: SCHEDULE_GROUPING_LABELS[g] }));

/** Fields are typed one per comma ("Court 1, Court 2"); numbers are typed as text. */
const prepare = (v: GameSettingsValues) => ({
  time_zone: v.time_zone,
  venues: v.venues.map((x) => ({ ...(x.id ? { id: x.id } : {}), name: x.name, address: x.address, fields: x.fields.split(',').map((f) => f.trim()).filter(Boolean) })),
  standings_settings: {
    points: { win: toNumber(v.standings_settings.points.win), tie: toNumber(v.standings_settings.points.tie), loss: toNumber(v.standings_settings.points.loss) },
    tie_breakers: v.standings_settings.tie_breakers,
    ...(v.standings_settings.allow_ties !== undefined ? { allow_ties: v.standings_settings.allow_ties } : {}),
    playoff_teams: v.standings_settings.playoff_teams.trim() === '' ? null : toNumber(v.standings_settings.playoff_teams),
    relegated_teams: v.standings_settings.relegated_teams.trim() === '' ? null : toNumber(v.standings_settings.relegated_teams),
  },
  schedule_grouping: v.schedule_grouping,
  reminder_hours: toNumber(v.reminder_hours),
});
const toNumber = (s: string) => (s.trim() === '' || Number.isNaN(Number(s)) ? s : Number(s));

export function gameSettingsValues(l: League): GameSettingsValues {
  const points = l.standings_settings?.points ?? DEFAULT_LEAGUE_POINTS;
  return {
    time_zone: l.time_zone || DEFAULT_TIME_ZONE,
    venues: (l.venues ?? []).map((v) => ({ id: v.id, name: v.name, address: v.address ?? '', fields: v.fields.join(', ') })),
    standings_settings: {
      points: { win: String(points.win), tie: String(points.tie), loss: String(points.loss) },
      tie_breakers: [...(l.standings_settings?.tie_breakers ?? TIE_BREAKERS)],
      ...(l.standings_settings?.allow_ties !== undefined ? { allow_ties: l.standings_settings.allow_ties } : {}),
      playoff_teams: l.standings_settings?.playoff_teams ? String(l.standings_settings.playoff_teams) : '',
      relegated_teams: l.standings_settings?.relegated_teams ? String(l.standings_settings.relegated_teams) : '',
    },
    schedule_grouping: l.schedule_grouping ?? DEFAULT_SCHEDULE_GROUPING,
    reminder_hours: String(l.reminder_hours ?? DEFAULT_REMINDER_HOURS),
  };
}

/** Every IANA zone the browser knows (the API checks with the same Intl), with the league's current one first if unknown. */
function zoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  const all = zones.includes(current) || !current ? zones : [current, ...zones];
  return all.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));
}

/** The sport's preset in words, for the offer to apply it. */
function presetSummary(sport: string): string {
  const p = sportPreset(sport);
  const points = p.ties ? `${p.points.win} points a win, ${p.points.tie} a tie, ${p.points.loss} a loss` : `no ties, ${p.points.win} point${p.points.win === 1 ? '' : 's'} a win`;
  return `${points}; ${p.score.many} counted; tie-breakers: ${p.tie_breakers.map((t) => tieBreakerLabel(t, sport)).join(', ')}.`;
}

export function LeagueGameSettings({ league }: { league: League }) {
  const toast = useToast();
  const update = useUpdateLeague(league.id);
  const version = useFormVersion(league.id, league.version);
  const form = useZodForm<GameSettingsValues, typeof settingsSchema>(settingsSchema, { defaultValues: gameSettingsValues(league), prepare });
  const venues = useFieldArray({ control: form.control, name: 'venues', keyName: 'key' });
  const zone = useWatch({ control: form.control, name: 'time_zone' });
  const zones = useMemo(() => zoneOptions(zone), [zone]);
  const breakers = useWatch({ control: form.control, name: 'standings_settings.tie_breakers' }) ?? [];
  const pointValues = useWatch({ control: form.control, name: 'standings_settings.points' });
  const serverError = formErrorText(form);
  // The league's sport (changed on Basic Settings) has its own rules: offered while the form differs from them.
  const sport = league.sport;
  const preset = sportPreset(sport);
  const [presetDismissed, setPresetDismissed] = useState<string | null>(null);
  const shownPoints = { win: Number(pointValues?.win), tie: Number(pointValues?.tie), loss: Number(pointValues?.loss) };
  const offerPreset = presetDismissed !== sport && !matchesPreset(sport, { points: shownPoints, tie_breakers: breakers });
  const applyPreset = () => {
    const p = presetStandingsSettings(sport);
    const dirty = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('standings_settings.points', { win: String(p.points.win), tie: String(p.points.tie), loss: String(p.points.loss) }, dirty);
    form.setValue('standings_settings.tie_breakers', p.tie_breakers, dirty);
  };
  const allowTies = useWatch({ control: form.control, name: 'standings_settings.allow_ties' }) === true;
  const pointKeys = preset.ties || allowTies ? (['win', 'tie', 'loss'] as const) : (['win', 'loss'] as const);
  const breakerOptions = TIE_BREAKERS.map((t) => ({ value: t, label: tieBreakerLabel(t, sport) }));

  const onSubmit = form.handleSubmit(async (settings) => {
    try {
      const { league: saved } = await update.mutateAsync({ ...settings, version: version.toSend() });
      form.reset(gameSettingsValues(saved));
      version.saved(saved.version);
      toast({ type: 'success', header: MSG.editLeague.updatedTitle });
    } catch (err) {
      showServerError(form, err, { fallback: MSG.league.unexpected });
      toast({ type: 'error', header: MSG.editLeague.updateError, content: err instanceof Error ? err.message : String(err) });
    }
  });

  const setBreakers = (next: TieBreaker[]) => form.setValue('standings_settings.tie_breakers', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const move = (i: number, by: number) => {
    const next = [...breakers];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setBreakers(next);
  };
  const unused = breakerOptions.filter((o) => !breakers.includes(o.value));

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        errorText={serverError}
        actions={<FormActions secondaryLabel="Reset" onSecondary={() => form.reset()} submitLabel="Save Game Settings" busy={update.isPending} />}
      >
        <SpaceBetween size="l">
          <Container header={<Header variant="h2" description="Every game time of the league is shown on this clock, on the admin screens, the public site and the calendar feeds.">Time zone</Header>}>
            <ZodFormField control={form.control} name="time_zone" label="League time zone">
              {(f) => (
                <div style={{ maxWidth: 420 }}>
                  <Select
                    selectedOption={zones.find((o) => o.value === f.value) ?? null}
                    options={zones}
                    filteringType="auto"
                    filteringPlaceholder="Find a time zone"
                    filteringAriaLabel="Find a time zone"
                    placeholder="Choose a time zone"
                    ariaLabel="League time zone"
                    onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? '')}
                  />
                </div>
              )}
            </ZodFormField>
          </Container>

          <Container
            header={
              <Header
                variant="h2"
                counter={`(${venues.fields.length})`}
                description="Where games are played. The schedule generator uses their fields or courts; a field hosts one game at a time."
                actions={<Button formAction="none" iconName="add-plus" onClick={() => venues.append({ name: '', address: '', fields: '' })}>Add venue</Button>}
              >
                Venues
              </Header>
            }
          >
            <SpaceBetween size="l">
              {venues.fields.length === 0 && <Box color="text-body-secondary">No venues yet. Add the places your games are played.</Box>}
              {venues.fields.map((v, i) => (
                <section key={v.key} aria-label={`Venue ${i + 1}`}>
                  <ColumnLayout columns={3} borders="horizontal">
                    <ZodFormField control={form.control} name={`venues.${i}.name`} label="Venue name">
                      {(f) => <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} placeholder="e.g. Riverside Park" ariaLabel={`Venue ${i + 1} name`} />}
                    </ZodFormField>
                    <ZodFormField control={form.control} name={`venues.${i}.address`} label="Address">
                      {(f) => <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} placeholder="Optional" ariaLabel={`Venue ${i + 1} address`} />}
                    </ZodFormField>
                    <ZodFormField control={form.control} name={`venues.${i}.fields`} label="Fields or courts" constraintText="Separate them with commas.">
                      {(f) => <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} placeholder="e.g. Field 1, Field 2" ariaLabel={`Venue ${i + 1} fields`} />}
                    </ZodFormField>
                  </ColumnLayout>
                  <Box margin={{ top: 'xs' }}>
                    <Button formAction="none" variant="inline-link" iconName="remove" ariaLabel={`Remove venue ${i + 1}`} onClick={() => venues.remove(i)}>Remove venue</Button>
                  </Box>
                </section>
              ))}
              {form.formState.errors.venues?.root?.message && <Box color="text-status-error">{form.formState.errors.venues.root.message}</Box>}
              {typeof form.formState.errors.venues?.message === 'string' && <Box color="text-status-error">{form.formState.errors.venues.message}</Box>}
            </SpaceBetween>
          </Container>

          <Container header={<Header variant="h2" description="How the league's public schedule groups its games.">Public schedule</Header>}>
            <ZodFormField control={form.control} name="schedule_grouping" label="Group games">
              {(f) => <div style={{ maxWidth: 420 }}>{selectOf<ScheduleGrouping>(GROUPING_OPTIONS, { ariaLabel: 'Group games' })(f)}</div>}
            </ZodFormField>
          </Container>

          <Container header={<Header variant="h2" description="Each player and manager is e-mailed before each of their team's games, with the time, the place and answer links.">Game reminders</Header>}>
            <ZodFormField control={form.control} name="reminder_hours" label="Hours before the game" description="From 1 to 168 (a week). People switch reminders off per team on the team page.">
              {(f) => (
                <div style={{ maxWidth: 200 }}>
                  <Input type="number" inputMode="numeric" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />
                </div>
              )}
            </ZodFormField>
          </Container>

          <Container header={<Header variant="h2" description="How the standings rank teams: league points per result, then the tie-breakers in this order.">Standings</Header>}>
            <SpaceBetween size="l">
              {offerPreset && (
                <Alert
                  type="info"
                  header={`${sportLabel(sport)} rules`}
                  dismissible
                  onDismiss={() => setPresetDismissed(sport)}
                  action={<Button formAction="none" onClick={applyPreset}>Use {sportLabel(sport).toLowerCase()} rules</Button>}
                >
                  These settings differ from {sportLabel(sport).toLowerCase()}'s usual ones: {presetSummary(sport)} Applying them fills the fields
                  below; Save Game Settings keeps them.
                </Alert>
              )}
              {!preset.ties && (
                <ZodFormField control={form.control} name="standings_settings.allow_ties" label="Tied games"
                  description={`${sportLabel(sport)} games cannot end tied: a tied final score is refused. Allow it for a league that plays no overtime.`}>
                  {(f) => <Checkbox checked={f.value === true} onChange={({ detail }) => f.onChange(detail.checked)}>Games may end tied</Checkbox>}
                </ZodFormField>
              )}
              <ColumnLayout columns={3}>
                {pointKeys.map((k) => (
                  <ZodFormField key={k} control={form.control} name={`standings_settings.points.${k}`} label={`Points for a ${k}`}>
                    {(f) => <Input type="number" inputMode="numeric" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} ariaLabel={`Points for a ${k}`} />}
                  </ZodFormField>
                ))}
              </ColumnLayout>
              <ColumnLayout columns={2}>
                <ZodFormField control={form.control} name="standings_settings.playoff_teams" label="Teams in the playoffs"
                  description="From the top of each level's table. The standings show each team's chance of a playoff place. Empty: not shown.">
                  {(f) => <Input type="number" inputMode="numeric" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} ariaLabel="Teams in the playoffs" />}
                </ZodFormField>
                <ZodFormField control={form.control} name="standings_settings.relegated_teams" label="Teams relegated"
                  description="From the bottom of each level's table (the last level relegates none). The standings show each team's chance of going down. Empty: no relegation.">
                  {(f) => <Input type="number" inputMode="numeric" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} ariaLabel="Teams relegated" />}
                </ZodFormField>
              </ColumnLayout>
              <SpaceBetween size="xs">
                <Box variant="awsui-key-label">Tie-breakers, in order</Box>
                {breakers.length === 0 && <Box color="text-body-secondary">No tie-breakers: tied teams are listed by name.</Box>}
                <ol style={{ margin: 0, paddingInlineStart: 20 }} aria-label="Tie-breakers">
                  {breakers.map((b, i) => (
                    <li key={b}>
                      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                        <span>{tieBreakerLabel(b, sport)}</span>
                        {/* the three buttons wrap together under a long label on a phone, never one alone */}
                        <span style={{ whiteSpace: 'nowrap' }}>
                          <Button formAction="none" variant="icon" iconName="angle-up" ariaLabel={`Move ${tieBreakerLabel(b, sport)} up`} disabled={i === 0} onClick={() => move(i, -1)} />
                          <Button formAction="none" variant="icon" iconName="angle-down" ariaLabel={`Move ${tieBreakerLabel(b, sport)} down`} disabled={i === breakers.length - 1} onClick={() => move(i, 1)} />
                          <Button formAction="none" variant="icon" iconName="close" ariaLabel={`Remove ${tieBreakerLabel(b, sport)}`} onClick={() => setBreakers(breakers.filter((x) => x !== b))} />
                        </span>
                      </SpaceBetween>
                    </li>
                  ))}
                </ol>
                {unused.length > 0 && (
                  <div style={{ maxWidth: 320 }}>
                    <Select
                      selectedOption={null}
                      options={unused}
                      placeholder="Add a tie-breaker"
                      ariaLabel="Add a tie-breaker"
                      onChange={({ detail }) => setBreakers([...breakers, detail.selectedOption.value as TieBreaker])}
                    />
                  </div>
                )}
              </SpaceBetween>
            </SpaceBetween>
          </Container>
        </SpaceBetween>
      </Form>
    </form>
  );
}
