// /edit-league/{id}: the league edit screen. The `tab` query parameter selects the tab (default basic).
// Only the tabs that work today are shown: Basic Settings and Domains.
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { leagueFormSchema, type League } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { api } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import { LeagueDomainsPanel, publicLeaguePath } from '../../components/league-domains-panel';
import { LeagueFormFields, leagueToValues, type LeagueFormValues } from '../../components/league-form-fields';
import { RouterButton } from '../../components/router-link';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';

export const EDIT_TABS = [
  { id: 'basic', label: 'Basic Settings' },
  { id: 'domains', label: 'Domains' },
] as const;
type EditTab = (typeof EDIT_TABS)[number]['id'];

const toTab = (v: string | null): EditTab => (EDIT_TABS.some((t) => t.id === v) ? (v as EditTab) : 'basic');
const errorText = (err: unknown) => (err instanceof Error && err.message ? err.message : MSG.league.unexpected);

export default function EditLeaguePage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/league-management" replace />;
  return <EditLeague key={id} id={id} />;
}

function EditLeague({ id }: { id: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const tab = toTab(params.get('tab'));
  const [league, setLeague] = useState<League | null>(null);
  // The form's values live here so switching to the Domains tab and back keeps unsaved edits.
  const [values, setValues] = useState<LeagueFormValues | null>(null);

  useEffect(() => {
    let cancelled = false;
    api.getLeague(id).then(
      ({ league }) => {
        if (cancelled) return;
        setLeague(league);
        setValues(leagueToValues(league));
      },
      () => {
        if (cancelled) return;
        toast({ type: 'error', header: MSG.editLeague.loadErrorTitle, content: MSG.editLeague.loadErrorBody });
        navigate('/league-management', { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, navigate, toast]);

  if (!league || !values) {
    return (
      <Box padding="l" textAlign="center">
        <Spinner size="large" /> <span>Loading league...</span>
      </Box>
    );
  }

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Edit the league's settings and web addresses."
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <RouterButton href="/league-management" iconName="arrow-left">
                League Management
              </RouterButton>
              <Button href={publicLeaguePath(league)} target="_blank" iconName="external" iconAlign="right">
                Public page
              </Button>
            </SpaceBetween>
          }
        >
          {league.name}
        </Header>
      }
    >
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setParams(detail.activeTabId === 'basic' ? {} : { tab: detail.activeTabId }, { replace: true })}
        tabs={[
          { id: 'basic', label: 'Basic Settings', content: <BasicSettings league={league} onSaved={setLeague} values={values} setValues={setValues} /> },
          { id: 'domains', label: 'Domains', content: <LeagueDomainsPanel league={league} /> },
        ]}
      />
    </ContentLayout>
  );
}

interface BasicProps {
  league: League;
  onSaved: (l: League) => void;
  values: LeagueFormValues;
  setValues: (update: (v: LeagueFormValues | null) => LeagueFormValues) => void;
}

function BasicSettings({ league, onSaved, values, setValues }: BasicProps) {
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = leagueFormSchema.safeParse(values);
    setErrors(fieldErrors(parsed.error));
    if (!parsed.success) return;
    setSaving(true);
    setServerError('');
    try {
      const { league: saved } = await api.updateLeague(league.id, parsed.data);
      onSaved(saved);
      setValues(() => leagueToValues(saved));
      toast({ type: 'success', header: MSG.editLeague.updatedTitle });
    } catch (err) {
      const message = errorText(err);
      setServerError(message);
      toast({ type: 'error', header: MSG.editLeague.updateError, content: message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <SpaceBetween size="l">
      <form onSubmit={onSubmit} noValidate>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" disabled={saving} onClick={() => { setValues(() => leagueToValues(league)); setErrors({}); setServerError(''); }}>
                Reset
              </Button>
              <Button variant="primary" formAction="submit" loading={saving} disabled={saving}>
                Save Changes
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            {serverError && (
              <Alert type="error" header={MSG.editLeague.updateError}>
                {serverError}
              </Alert>
            )}
            <LeagueFormFields values={values} errors={errors} showStatus onChange={(patch) => setValues((v) => ({ ...(v ?? values), ...patch }))} />
          </SpaceBetween>
        </Form>
      </form>
      <DangerZone league={league} />
    </SpaceBetween>
  );
}

function DangerZone({ league }: { league: League }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { reloadRoles } = useAuth();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState('');
  const confirmed = typed.trim() === league.name.trim();

  function close() {
    if (deleting) return;
    setOpen(false);
    setTyped('');
    setError('');
  }

  async function remove() {
    if (!confirmed) return;
    setDeleting(true);
    setError('');
    try {
      await api.deleteLeague(league.id);
      toast({ type: 'success', header: MSG.editLeague.deletedTitle, content: MSG.editLeague.deletedBody(league.name) });
      void reloadRoles();
      navigate('/league-management');
    } catch (err) {
      const message = errorText(err);
      setError(message);
      toast({ type: 'error', header: MSG.editLeague.deleteError, content: message });
      setDeleting(false);
    }
  }

  return (
    <Container header={<Header variant="h2" description="Deleting a league removes its settings, domains and public site for good.">Danger zone</Header>}>
      <Button onClick={() => setOpen(true)}>Delete league</Button>
      <Modal
        visible={open}
        onDismiss={close}
        header="Delete league"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={close} disabled={deleting}>
                Cancel
              </Button>
              <Button variant="primary" onClick={() => void remove()} disabled={!confirmed} loading={deleting}>
                Delete
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void remove();
          }}
        >
          <SpaceBetween size="m">
            <Box variant="p">{MSG.editLeague.deleteConfirm(league.name)}</Box>
            {error && <Alert type="error">{error}</Alert>}
            <FormField label={<span>To confirm, type <b>{league.name}</b></span>}>
              <Input value={typed} ariaLabel="League name to confirm" onChange={({ detail }) => setTyped(detail.value)} autoFocus />
            </FormField>
          </SpaceBetween>
        </form>
      </Modal>
    </Container>
  );
}
