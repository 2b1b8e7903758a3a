import Alert from '@cloudscape-design/components/alert';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { LeagueInput } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { LeagueFormFields, leagueToValues, type LeagueForm } from '../../components/league-form-fields';
import { formErrorText, showServerError } from '../../lib/use-zod-form';
import { useToast } from '../../toast/toast-context';
import { useUpdateLeague } from '../../components/league-hooks';
import { leaguePath } from '../../lib/league-pages';
import { FormActions } from '../../components/form-actions';
import type { FormVersion } from '../../api/league-versions';

const errorText = (err: unknown) => (err instanceof Error && err.message ? err.message : MSG.league.unexpected);

/** What the basic settings own: every league field but the games settings, which the Venues & Standings tab saves. */
function basicFields({ time_zone: _z, venues: _v, standings_settings: _s, ...basic }: LeagueInput) {
  return basic;
}

/**
 * The Settings tab's basic settings. The form lives in the screen, so switching to the Domains tab and back keeps unsaved
 * edits. It sends only its own fields, with the version they were read at: a league changed elsewhere since is
 * refused (409, shown here) instead of overwritten.
 */
export function BasicSettings({ leagueId, form, version }: { leagueId: string; form: LeagueForm; version: FormVersion }) {
  const toast = useToast();
  const update = useUpdateLeague(leagueId);
  const saving = update.isPending;
  const serverError = formErrorText(form);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { league: saved } = await update.mutateAsync({ ...basicFields(input), version: version.toSend() });
      // What was saved becomes what Reset goes back to.
      form.reset(leagueToValues(saved));
      version.saved(saved.version);
      toast({ type: 'success', header: MSG.editLeague.updatedTitle });
    } catch (err) {
      showServerError(form, err, { fallback: MSG.league.unexpected });
      toast({ type: 'error', header: MSG.editLeague.updateError, content: errorText(err) });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        actions={
          <FormActions secondaryLabel="Reset" onSecondary={() => form.reset()} submitLabel="Save Changes" busy={saving} />
        }
      >
        <SpaceBetween size="l">
          {serverError && (
            <Alert type="error" header={MSG.editLeague.updateError}>
              {serverError}
            </Alert>
          )}
          <LeagueFormFields control={form.control} showStatus domainsTabHref={leaguePath(leagueId, 'domains')} />
        </SpaceBetween>
      </Form>
    </form>
  );
}
