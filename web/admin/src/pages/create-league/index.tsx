import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { leagueFormSchema } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { defaultLeagueValues, LeagueFormFields, type LeagueFormValues } from '../../components/league-form-fields';
import { UsageAlert } from '../../components/usage-banner';
import { useLimitCheck } from '../../components/usage-hooks';
import { showServerError, formErrorText, useZodForm } from '../../lib/use-zod-form';
import { useToast } from '../../toast/toast-context';
import { useCreateLeague } from './hooks';
import { FormActions } from '../../components/form-actions';

export default function CreateLeaguePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const createLeague = useCreateLeague();
  const form = useZodForm<LeagueFormValues, typeof leagueFormSchema>(leagueFormSchema, { defaultValues: defaultLeagueValues() });
  const saving = createLeague.isPending;
  const serverError = formErrorText(form);
  // At the league limit the page says so at once (with the upgrade), instead of a form that can only fail.
  const leagues = useLimitCheck('max_leagues');
  const atLimit = leagues.data ? !leagues.data.allowed : false;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { league } = await createLeague.mutateAsync(input);
      toast({ type: 'success', header: MSG.league.createdTitle, content: MSG.league.createdBody(league?.name ?? input.name) });
      navigate('/dashboard');
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : MSG.league.unexpected;
      // A refusal naming a field (e.g. the custom URL is taken) shows under it; anything else above the form.
      showServerError(form, err, { fallback: MSG.league.unexpected });
      toast({ type: 'error', header: MSG.league.createError, content: message });
    }
  });

  const header = (
    <Header
      variant="h1"
      description="Set up your league. It starts as a draft that only you can see."
      actions={
        <Button iconName="arrow-left" onClick={() => navigate('/dashboard')}>
          Back to Dashboard
        </Button>
      }
    >
      Create New League
    </Header>
  );

  if (atLimit) {
    return (
      <SpaceBetween size="l">
        {header}
        <UsageAlert limitKey="max_leagues" check={leagues.data} />
      </SpaceBetween>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        header={header}
        actions={
          <FormActions secondaryLabel="Cancel" onSecondary={() => navigate('/dashboard')} submitLabel="Create League" busy={saving} />
        }
      >
        <SpaceBetween size="l">
          <UsageAlert limitKey="max_leagues" check={leagues.data} />
          {serverError && (
            <Alert type="error" header={MSG.league.createError}>
              {serverError}
            </Alert>
          )}
          <LeagueFormFields control={form.control} />
        </SpaceBetween>
      </Form>
    </form>
  );
}
