// The league fields shared by the create screen and (later) the edit screen's basic tab.
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
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
} from '../../../../shared/league-schema';
import type { FieldErrors } from '../lib/form-errors';
import { FeatureGate } from './feature-gate';

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
  status: (typeof LEAGUE_STATUSES)[number];
}

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
  };
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((k) => ({ value: k, label: labels[k] }));
const SPORT_OPTIONS = options(SPORTS, SPORT_LABELS);
const PLAYOFF_OPTIONS = options(PLAYOFF_FORMATS, PLAYOFF_LABELS);
const SEASON_OPTIONS = options(REGULAR_SEASON_FORMATS, SEASON_FORMAT_LABELS);
const STATUS_OPTIONS = LEAGUE_STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }));

interface Props {
  values: LeagueFormValues;
  errors: FieldErrors;
  onChange: (patch: Partial<LeagueFormValues>) => void;
  /** The edit screen lets the admin choose the status; a new league is always a draft. */
  showStatus?: boolean;
}

export function LeagueFormFields({ values, errors, onChange, showStatus }: Props) {
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">League details</Header>}>
        <SpaceBetween size="m">
          <FormField label="League name" errorText={errors.name}>
            <Input value={values.name} onChange={({ detail }) => onChange({ name: detail.value })} placeholder="Downtown Basketball League" />
          </FormField>
          <FormField label={<span>Description <i>- optional</i></span>} errorText={errors.description}>
            <Textarea value={values.description} onChange={({ detail }) => onChange({ description: detail.value })} />
          </FormField>
          <ColumnLayout columns={showStatus ? 2 : 1}>
            <FormField label="Sport" errorText={errors.sport}>
              <Select
                selectedOption={SPORT_OPTIONS.find((o) => o.value === values.sport) ?? null}
                options={SPORT_OPTIONS}
                onChange={({ detail }) => onChange({ sport: detail.selectedOption.value as LeagueFormValues['sport'] })}
              />
            </FormField>
            {showStatus && (
              <FormField label="Status" errorText={errors.status}>
                <Select
                  selectedOption={STATUS_OPTIONS.find((o) => o.value === values.status) ?? null}
                  options={STATUS_OPTIONS}
                  onChange={({ detail }) => onChange({ status: detail.selectedOption.value as LeagueFormValues['status'] })}
                />
              </FormField>
            )}
          </ColumnLayout>
        </SpaceBetween>
      </Container>

      <Container header={<Header variant="h2">Teams and format</Header>}>
        <SpaceBetween size="m">
          <ColumnLayout columns={2}>
            <FormField label="Minimum teams" errorText={errors.min_teams}>
              <Input type="number" inputMode="numeric" value={values.min_teams} onChange={({ detail }) => onChange({ min_teams: detail.value })} />
            </FormField>
            <FormField label="Maximum teams" errorText={errors.max_teams}>
              <Input type="number" inputMode="numeric" value={values.max_teams} onChange={({ detail }) => onChange({ max_teams: detail.value })} />
            </FormField>
          </ColumnLayout>
          <ColumnLayout columns={2}>
            <FormField label="Regular season format" errorText={errors.regular_season_format}>
              <Select
                selectedOption={SEASON_OPTIONS.find((o) => o.value === values.regular_season_format) ?? null}
                options={SEASON_OPTIONS}
                onChange={({ detail }) =>
                  onChange({ regular_season_format: detail.selectedOption.value as LeagueFormValues['regular_season_format'] })
                }
              />
            </FormField>
            <FormField label="Playoff format" errorText={errors.playoff_format}>
              <Select
                selectedOption={PLAYOFF_OPTIONS.find((o) => o.value === values.playoff_format) ?? null}
                options={PLAYOFF_OPTIONS}
                onChange={({ detail }) => onChange({ playoff_format: detail.selectedOption.value as LeagueFormValues['playoff_format'] })}
              />
            </FormField>
          </ColumnLayout>
          <FormField label={<span>Registration deadline <i>- optional</i></span>} errorText={errors.registration_deadline} constraintText="Use YYYY/MM/DD format.">
            <DatePicker
              value={values.registration_deadline}
              onChange={({ detail }) => onChange({ registration_deadline: detail.value })}
              placeholder="YYYY/MM/DD"
              openCalendarAriaLabel={(selected) => 'Choose registration deadline' + (selected ? `, selected date is ${selected}` : '')}
            />
          </FormField>
        </SpaceBetween>
      </Container>

      <Container header={<Header variant="h2">Rules and visibility</Header>}>
        <ColumnLayout columns={2}>
          <FormField errorText={errors.allow_player_transfers}>
            <Toggle checked={values.allow_player_transfers} onChange={({ detail }) => onChange({ allow_player_transfers: detail.checked })}>
              Allow player transfers
            </Toggle>
          </FormField>
          <FormField errorText={errors.require_player_approval}>
            <Toggle checked={values.require_player_approval} onChange={({ detail }) => onChange({ require_player_approval: detail.checked })}>
              Require player approval
            </Toggle>
          </FormField>
          <FormField errorText={errors.public_standings}>
            <Toggle checked={values.public_standings} onChange={({ detail }) => onChange({ public_standings: detail.checked })}>
              Public standings
            </Toggle>
          </FormField>
          <FormField errorText={errors.public_schedule}>
            <Toggle checked={values.public_schedule} onChange={({ detail }) => onChange({ public_schedule: detail.checked })}>
              Public schedule
            </Toggle>
          </FormField>
        </ColumnLayout>
      </Container>

      <Container header={<Header variant="h2">Web address</Header>}>
        <SpaceBetween size="m">
          <FeatureGate feature="custom_slug">
            <FormField
              label={<span>Custom URL <i>- optional</i></span>}
              errorText={errors.custom_slug}
              constraintText="Letters, numbers, hyphens and underscores; 3 to 50 characters."
            >
              <Input value={values.custom_slug} onChange={({ detail }) => onChange({ custom_slug: detail.value })} placeholder="downtown-hoops" />
            </FormField>
          </FeatureGate>
          <FeatureGate feature="custom_domain">
            <SpaceBetween size="m">
              <FormField errorText={errors.enable_custom_domain}>
                <Toggle checked={values.enable_custom_domain} onChange={({ detail }) => onChange({ enable_custom_domain: detail.checked })}>
                  Enable custom domain
                </Toggle>
              </FormField>
              {values.enable_custom_domain && (
                <FormField label="Custom domain" errorText={errors.custom_domain}>
                  <Input value={values.custom_domain} onChange={({ detail }) => onChange({ custom_domain: detail.value })} placeholder="league.example.com" />
                </FormField>
              )}
            </SpaceBetween>
          </FeatureGate>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
