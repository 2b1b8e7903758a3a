import Alert from '@cloudscape-design/components/alert';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { LeagueInput } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { LeagueFormFields, leagueToValues, type LeagueFormValues } from '../../components/league-form-fields';
import { formErrorText, showServerError, type ZodForm } from '../../lib/use-zod-form';
import { useToast } from '../../toast/toast-context';
import { useUpdateLeague } from './hooks';
import { FormActions } from '../../components/form-actions';

export type LeagueForm = ZodForm<LeagueFormValues, LeagueInput>;

const errorText = (err: unknown) => (err instanceof Error && err.message ? err.message : MSG.league.unexpected);

/** The Basic Settings tab. The form lives in the page, so switching to the Domains tab and back keeps unsaved edits. */
export function BasicSettings({ leagueId, form }: { leagueId: string; form: LeagueForm }) {
  const toast = useToast();
  const update = useUpdateLeague(leagueId);
  const saving = update.isPending;
  const serverError = formErrorText(form);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { league: saved } = await update.mutateAsync(input);
      // What was saved becomes what Reset goes back to.
      form.reset(leagueToValues(saved));
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
          <LeagueFormFields control={form.control} showStatus domainsTabHref={`/edit-league/${encodeURIComponent(leagueId)}?tab=domains`} />
        </SpaceBetween>
      </Form>
    </form>
  );
}
