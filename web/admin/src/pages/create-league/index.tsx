import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { leagueFormSchema } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { api } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import { defaultLeagueValues, LeagueFormFields, type LeagueFormValues } from '../../components/league-form-fields';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';

export default function CreateLeaguePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { reloadRoles } = useAuth();
  const [values, setValues] = useState<LeagueFormValues>(defaultLeagueValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = leagueFormSchema.safeParse({ ...values, status: 'draft' });
    setErrors(fieldErrors(parsed.error));
    if (!parsed.success) return;
    setSaving(true);
    setServerError('');
    try {
      const { league } = await api.createLeague({ ...parsed.data, status: 'draft' });
      toast({ type: 'success', header: MSG.league.createdTitle, content: MSG.league.createdBody(league?.name ?? parsed.data.name) });
      // Creating a league grants league_admin; refresh so the dashboard shows it.
      void reloadRoles();
      navigate('/dashboard');
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : MSG.league.unexpected;
      setServerError(message);
      toast({ type: 'error', header: MSG.league.createError, content: message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Form
        header={
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
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => navigate('/dashboard')} disabled={saving}>
              Cancel
            </Button>
            <Button variant="primary" formAction="submit" loading={saving} disabled={saving}>
              Create League
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {serverError && (
            <Alert type="error" header={MSG.league.createError}>
              {serverError}
            </Alert>
          )}
          <LeagueFormFields values={values} errors={errors} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
        </SpaceBetween>
      </Form>
    </form>
  );
}
