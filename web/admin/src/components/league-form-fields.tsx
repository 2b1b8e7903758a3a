// The league fields shared by the create screen and the edit screen's basic tab, bound to one useZodForm form.
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import {
  LEAGUE_DEFAULTS,
  LEAGUE_STATUSES,
  PLAYOFF_FORMATS,
  PLAYOFF_LABELS,
  REGULAR_SEASON_FORMATS,
  SEASON_FORMAT_LABELS,
  SPORTS,
  SPORT_LABELS,
  type League,
  type LeagueInput,
} from '../../../../shared/league-schema';
import { useWatch, type Control } from 'react-hook-form';
import { datePicker, selectOf } from '../lib/bound-controls';
import type { ZodForm } from '../lib/use-zod-form';
import { ZodFormField } from '../lib/zod-form-field';
import { capitalise } from '../lib/format';
import { FeatureGate } from './feature-gate';
import { RouterLink } from './router-link';

export interface LeagueFormValues {
  name: string;
  description: string;
  sport: (typeof SPORTS)[number];
  min_teams: string;
  max_teams: string;
  playoff_format: (typeof PLAYOFF_FORMATS)[number];
  regular_season_format: (typeof REGULAR_SEASON_FORMATS)[number];
  allow_player_transfers: boolean;
  require_player_approval: boolean;
  public_standings: boolean;
  public_schedule: boolean;
  /** YYYY-MM-DD from the date picker, '' when not set (sent as null). */
  registration_deadline: string;
  custom_slug: string;
  enable_custom_domain: boolean;
  custom_domain: string;
  contact_email: string;
  status: (typeof LEAGUE_STATUSES)[number];
}

/** The league's settings form (League Management's Settings page), as its hooks and panels take it. */
export type LeagueForm = ZodForm<LeagueFormValues, LeagueInput>;

export function defaultLeagueValues(): LeagueFormValues {
  return {
    name: '',
    description: LEAGUE_DEFAULTS.description,
    sport: LEAGUE_DEFAULTS.sport,
    min_teams: String(LEAGUE_DEFAULTS.min_teams),
    max_teams: String(LEAGUE_DEFAULTS.max_teams),
    playoff_format: LEAGUE_DEFAULTS.playoff_format,
    regular_season_format: LEAGUE_DEFAULTS.regular_season_format,
    allow_player_transfers: LEAGUE_DEFAULTS.allow_player_transfers,
    require_player_approval: LEAGUE_DEFAULTS.require_player_approval,
    public_standings: LEAGUE_DEFAULTS.public_standings,
    public_schedule: LEAGUE_DEFAULTS.public_schedule,
    registration_deadline: '',
    custom_slug: LEAGUE_DEFAULTS.custom_slug,
    enable_custom_domain: LEAGUE_DEFAULTS.enable_custom_domain,
    custom_domain: LEAGUE_DEFAULTS.custom_domain,
    contact_email: LEAGUE_DEFAULTS.contact_email,
    status: LEAGUE_DEFAULTS.status,
  };
}

export function leagueToValues(l: League): LeagueFormValues {
  return {
    ...defaultLeagueValues(),
    ...l,
    description: l.description ?? '',
    min_teams: String(l.min_teams),
    max_teams: String(l.max_teams),
    registration_deadline: l.registration_deadline ? l.registration_deadline.slice(0, 10) : '',
    custom_slug: l.custom_slug ?? '',
    custom_domain: l.custom_domain ?? '',
    contact_email: l.contact_email ?? '',
  };
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((k) => ({ value: k, label: labels[k] }));
const SPORT_OPTIONS = options(SPORTS, SPORT_LABELS);
const PLAYOFF_OPTIONS = options(PLAYOFF_FORMATS, PLAYOFF_LABELS);
const SEASON_OPTIONS = options(REGULAR_SEASON_FORMATS, SEASON_FORMAT_LABELS);
const STATUS_OPTIONS = LEAGUE_STATUSES.map((s) => ({ value: s, label: capitalise(s) }));
const TOGGLES = [
  ['allow_player_transfers', 'Allow player transfers'],
  ['require_player_approval', 'Require player approval'],
  ['public_standings', 'Public standings'],
  ['public_schedule', 'Public schedule'],
] as const;

interface Props {
  control: Control<LeagueFormValues, unknown, LeagueInput>;
  /** The edit screen lets the admin choose the status; a new league is always a draft. */
  showStatus?: boolean;
  /**
   * An existing league's domains are set in one place, its Domains tab (at this address): the form then shows the
   * custom domain read-only with a link there. A new league has no Domains tab yet, so it types one here.
   */
  domainsTabHref?: string;
}

/** The league's custom domain as Basic Settings shows it: read-only, with the way to the Domains tab. */
function DomainReadOnly({ control, href }: { control: Props['control']; href: string }) {
  const domain = useWatch({ control, name: 'custom_domain' });
  return (
    <FormField label="Custom domain" description="Add, check and remove the league's domains on its Domains tab.">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        {domain ? <Box variant="code">{domain}</Box> : <Box color="text-body-secondary">No custom domain</Box>}
        <RouterLink href={href}>Manage domains</RouterLink>
      </SpaceBetween>
    </FormField>
  );
}

export function LeagueFormFields({ control, showStatus, domainsTabHref }: Props) {
  const customDomainOn = useWatch({ control, name: 'enable_custom_domain' });
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">League details</Header>}>
        <SpaceBetween size="m">
          <ZodFormField control={control} name="name" label="League name">
            {(f) => <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} placeholder="Downtown Basketball League" />}
          </ZodFormField>
          <ZodFormField control={control} name="description" label={<span>Description <i>- optional</i></span>}>
            {(f) => <Textarea value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
          </ZodFormField>
          <ZodFormField
            control={control}
            name="contact_email"
            label={<span>Contact e-mail <i>- optional</i></span>}
            description="Shown on the league's public page so visitors can reach you."
          >
            {(f) => <Input type="email" inputMode="email" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} placeholder="organiser@example.com" />}
          </ZodFormField>
          <ColumnLayout columns={showStatus ? 2 : 1}>
            <ZodFormField control={control} name="sport" label="Sport">
              {selectOf(SPORT_OPTIONS)}
            </ZodFormField>
            {showStatus && (
              <ZodFormField control={control} name="status" label="Status">
                {selectOf(STATUS_OPTIONS)}
              </ZodFormField>
            )}
          </ColumnLayout>
        </SpaceBetween>
      </Container>

      <Container header={<Header variant="h2">Teams and format</Header>}>
        <SpaceBetween size="m">
          <ColumnLayout columns={2}>
            <ZodFormField control={control} name="min_teams" label="Minimum teams">
              {(f) => <Input type="number" inputMode="numeric" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
            </ZodFormField>
            <ZodFormField control={control} name="max_teams" label="Maximum teams">
              {(f) => <Input type="number" inputMode="numeric" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
            </ZodFormField>
          </ColumnLayout>
          <ColumnLayout columns={2}>
            <ZodFormField control={control} name="regular_season_format" label="Regular season format">
              {selectOf(SEASON_OPTIONS)}
            </ZodFormField>
            <ZodFormField control={control} name="playoff_format" label="Playoff format">
              {selectOf(PLAYOFF_OPTIONS)}
            </ZodFormField>
          </ColumnLayout>
          <ZodFormField
            control={control}
            name="registration_deadline"
            label={<span>Registration deadline <i>- optional</i></span>}
            constraintText="Use YYYY/MM/DD format."
          >
            {datePicker('registration deadline')}
          </ZodFormField>
        </SpaceBetween>
      </Container>

      <Container header={<Header variant="h2">Rules and visibility</Header>}>
        <ColumnLayout columns={2}>
          {TOGGLES.map(([name, label]) => (
            <ZodFormField key={name} control={control} name={name}>
              {(f) => (
                <Toggle checked={f.value} onChange={({ detail }) => f.onChange(detail.checked)}>
                  {label}
                </Toggle>
              )}
            </ZodFormField>
          ))}
        </ColumnLayout>
      </Container>

      <Container header={<Header variant="h2">Web address</Header>}>
        <SpaceBetween size="m">
          <FeatureGate feature="custom_slug">
            <ZodFormField
              control={control}
              name="custom_slug"
              label={<span>Custom URL <i>- optional</i></span>}
              constraintText="Letters, numbers, hyphens and underscores; 3 to 50 characters."
            >
              {(f) => <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} placeholder="downtown-hoops" />}
            </ZodFormField>
          </FeatureGate>
          <FeatureGate feature="custom_domain">
            {domainsTabHref ? <DomainReadOnly control={control} href={domainsTabHref} /> : (
            <SpaceBetween size="m">
              <ZodFormField control={control} name="enable_custom_domain">
                {(f) => (
                  <Toggle checked={f.value} onChange={({ detail }) => f.onChange(detail.checked)}>
                    Enable custom domain
                  </Toggle>
                )}
              </ZodFormField>
              {customDomainOn && (
                <ZodFormField control={control} name="custom_domain" label="Custom domain">
                  {(f) => <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} placeholder="league.example.com" />}
                </ZodFormField>
              )}
            </SpaceBetween>
            )}
          </FeatureGate>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
