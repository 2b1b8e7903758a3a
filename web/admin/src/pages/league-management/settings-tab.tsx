// The Settings tab of a league: its basic settings, the hand-over and the danger zone.
import SpaceBetween from '@cloudscape-design/components/space-between';
import { leagueFormSchema, type League } from '../../../../../shared/league-schema';
import { useFormVersion } from '../../api/league-versions';
import { leagueToValues, type LeagueFormValues } from '../../components/league-form-fields';
import { useZodForm } from '../../lib/use-zod-form';
import { BasicSettings } from './basic-settings';
import { DangerZone } from './danger-zone';
import { HandOver } from './hand-over';
import { useCustomDomainFromDomains } from './hooks';

/**
 * The basic settings form, made by the league's screen (not by its tab), so switching to another tab and back
 * keeps unsaved edits. Its defaults are the league's saved values (what Reset returns to).
 */
export function useSettingsForm(league: League) {
  const form = useZodForm<LeagueFormValues, typeof leagueFormSchema>(leagueFormSchema, { defaultValues: leagueToValues(league) });
  const version = useFormVersion(league.id, league.version);
  useCustomDomainFromDomains(league.id, form);
  return { form, version };
}
export type SettingsForm = ReturnType<typeof useSettingsForm>;

export function SettingsTab({ league, settings }: { league: League; settings: SettingsForm }) {
  return (
    <SpaceBetween size="l">
      <BasicSettings leagueId={league.id} form={settings.form} version={settings.version} />
      <HandOver league={league} />
      <DangerZone league={league} />
    </SpaceBetween>
  );
}
