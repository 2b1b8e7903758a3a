// The settings tab (team manager and league admin): each setting shown here does something. The roster order
// orders the roster for everyone, requiring a position makes it required when adding or editing a player, and
// the public-roster switch is kept for the league's public site. Social links show on the team's overview.
import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { TeamDetail, TeamSettings } from '../../../../../shared/api-contract';
import {
  ROSTER_ORDER_LABEL, ROSTER_ORDERS, SOCIAL_PLATFORM_LABEL, SOCIAL_PLATFORMS, TEAM_PAGE_MESSAGES, teamSettingsInputSchema,
  type RosterOrder, type SocialLink, type SocialPlatform,
} from '../../../../../shared/team-page-schema';
import { FormActions } from '../../components/form-actions';
import { messageOf } from '../../lib/form-errors';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { useSaveTeamSettings, useTeamSettings } from './team-page-hooks';

interface Values { allow_public_roster: boolean; require_position_assignment: boolean; roster_display_order: RosterOrder; social_links: SocialLink[] }

const ORDER_OPTIONS = ROSTER_ORDERS.map((o) => ({ value: o, label: ROSTER_ORDER_LABEL[o] }));
const PLATFORM_OPTIONS = SOCIAL_PLATFORMS.map((p) => ({ value: p, label: SOCIAL_PLATFORM_LABEL[p] }));
const toValues = (s: TeamSettings): Values => ({
  allow_public_roster: s.allow_public_roster, require_position_assignment: s.require_position_assignment,
  roster_display_order: s.roster_display_order, social_links: s.social_links.map((l) => ({ ...l })),
});

export function SettingsTab({ team }: { team: TeamDetail }) {
  const settings = useTeamSettings(team.id, team.can_manage);
  if (settings.isPending) {
    return (
      <div role="status" aria-label="Loading team settings">
        <Skeleton height="240px" width="100%" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <Alert type="error" header="Could not load the team settings" action={<Button onClick={() => void settings.refetch()}>Retry</Button>}>
        {messageOf(settings.error)}
      </Alert>
    );
  }
  return <SettingsForm key={JSON.stringify(settings.data)} teamId={team.id} settings={settings.data} />;
}

function SettingsForm({ teamId, settings }: { teamId: string; settings: TeamSettings }) {
  const toast = useToast();
  const save = useSaveTeamSettings(teamId);
  const form = useZodForm<Values, typeof teamSettingsInputSchema>(teamSettingsInputSchema, { defaultValues: toValues(settings) });
  const linkErrors = form.formState.errors.social_links;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      // The version the form was read at (its own save re-keys the form with the next): a change made elsewhere since is refused (409).
      await save.mutateAsync({ ...body, version: settings.version });
      toast({ type: 'success', header: TEAM_PAGE_MESSAGES.settingsSaved });
    } catch (err) {
      toast({ type: 'error', header: TEAM_PAGE_MESSAGES.settingsFailed, content: messageOf(err) });
      showServerError(form, err);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        errorText={formErrorText(form)}
        actions={<FormActions secondaryLabel="Reset" onSecondary={() => form.reset(toValues(settings))} submitLabel="Save settings" busy={save.isPending} />}
      >
        <SpaceBetween size="l">
          <Container header={<Header variant="h2" description="Only the team manager and the league administrator see these.">Team settings</Header>}>
            <SpaceBetween size="m">
              <ZodFormField control={form.control} name="roster_display_order" label="Roster order" description="How the roster is ordered for everyone who sees it.">
                {(f) => (
                  <Select
                    selectedOption={ORDER_OPTIONS.find((o) => o.value === f.value) ?? null}
                    options={ORDER_OPTIONS}
                    onChange={({ detail }) => f.onChange(detail.selectedOption.value as RosterOrder)}
                  />
                )}
              </ZodFormField>
              <ZodFormField control={form.control} name="require_position_assignment" label="Positions" description="When on, a player cannot be added or saved without a position.">
                {(f) => <Toggle checked={f.value} onChange={({ detail }) => f.onChange(detail.checked)}>Require a position for every player</Toggle>}
              </ZodFormField>
              <ZodFormField
                control={form.control} name="allow_public_roster" label="Public roster"
                description={TEAM_PAGE_MESSAGES.publicRosterHelp}
              >
                {(f) => <Toggle checked={f.value} onChange={({ detail }) => f.onChange(detail.checked)}>Show the roster on the public site</Toggle>}
              </ZodFormField>
            </SpaceBetween>
          </Container>
          <Container header={<Header variant="h2" description="Shown on the team's overview.">Social links</Header>}>
            <ZodFormField control={form.control} name="social_links" label="Links" errorText={linkErrors?.message ?? linkErrors?.root?.message}>
              {(f) => (
                <AttributeEditor<SocialLink>
                  items={f.value}
                  addButtonText="Add social link"
                  removeButtonText="Remove"
                  empty="No social links yet."
                  onAddButtonClick={() => f.onChange([...f.value, { platform: SOCIAL_PLATFORMS.find((p) => !f.value.some((l) => l.platform === p)) ?? 'website', url: '' }])}
                  onRemoveButtonClick={({ detail }) => f.onChange(f.value.filter((_, i) => i !== detail.itemIndex))}
                  disableAddButton={f.value.length >= 10}
                  definition={[
                    {
                      label: 'Platform',
                      control: (item, i) => (
                        <Select
                          ariaLabel={`Platform of link ${i + 1}`}
                          selectedOption={PLATFORM_OPTIONS.find((o) => o.value === item.platform) ?? null}
                          options={PLATFORM_OPTIONS}
                          onChange={({ detail }) => f.onChange(f.value.map((l, j) => (j === i ? { ...l, platform: detail.selectedOption.value as SocialPlatform } : l)))}
                        />
                      ),
                    },
                    {
                      label: 'Web address',
                      errorText: (_item, i) => linkErrors?.[i]?.url?.message,
                      control: (item, i) => (
                        <Input
                          ariaLabel={`Web address of link ${i + 1}`}
                          type="url"
                          placeholder="https://"
                          value={item.url}
                          onChange={({ detail }) => f.onChange(f.value.map((l, j) => (j === i ? { ...l, url: detail.value } : l)))}
                        />
                      ),
                    },
                  ]}
                />
              )}
            </ZodFormField>
          </Container>
        </SpaceBetween>
      </Form>
    </form>
  );
}

