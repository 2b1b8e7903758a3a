// /league/{leagueId}/create-team?invited=true: a manager invited without a team creates it (they manage it; the
// league's team limit holds). Spec section 2: not invited (no ?invited=true, or no accepted invitation) or not
// signed in redirects to /league/{leagueId}.
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { invitedTeamSchema, TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys, staleAfter } from '../../api/query-keys';
import { useAuth } from '../../auth/auth-context';
import { FormActions } from '../../components/form-actions';
import { sportLabel } from '../../lib/format';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';

type Values = { name: string; level_id: string; logo_url: string; description: string };
const NO_LEVEL = { value: '', label: 'No Level' };

export default function InvitedCreateTeamPage() {
  const { leagueId = '' } = useParams();
  const [params] = useSearchParams();
  const { user, loading } = useAuth();
  const invited = params.get('invited') === 'true';
  const grant = useQuery({
    queryKey: queryKeys.teamGrant(leagueId), queryFn: () => api.teamGrant(leagueId), enabled: invited && Boolean(user), retry: false,
    // Read afresh on each visit: a grant once used is gone, and the page then sends the visitor away.
    staleTime: 0,
  });
  const away = <Navigate to={`/league/${encodeURIComponent(leagueId)}`} replace />;
  if (!invited) return away;
  if (loading) return <Box padding="l" textAlign="center"><Spinner size="large" /></Box>;
  if (!user || grant.isError) return away;
  if (!grant.data) return <Box padding="l" textAlign="center"><Spinner size="large" /></Box>;
  return <CreateForm leagueId={leagueId} grant={grant.data} />;
}

function CreateForm({ leagueId, grant }: { leagueId: string; grant: Awaited<ReturnType<typeof api.teamGrant>> }) {
  const toast = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useZodForm<Values, typeof invitedTeamSchema>(invitedTeamSchema, { defaultValues: { name: '', level_id: '', logo_url: '', description: '' } });
  const create = useMutation({ mutationFn: (body: Parameters<typeof api.createInvitedTeam>[1]) => api.createInvitedTeam(leagueId, body) });
  const levelOptions = [NO_LEVEL, ...grant.levels.map((l) => ({ value: l.id, label: l.name }))];

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { team } = await create.mutateAsync(body);
      // The grant is used up; it is not re-read here (that would send this page away before the team opens).
      void invalidate(staleAfter.team(leagueId));
      toast({ type: 'success', header: TEAM_MESSAGES.created });
      navigate(`/team/${team.id}`);
    } catch (err) {
      toast({ type: 'error', header: TEAM_MESSAGES.createFailed, content: err instanceof Error ? err.message : String(err) });
      showServerError(form, err);
    }
  });

  return (
    <ContentLayout header={<Header variant="h1" description={`You accepted the invitation to manage a team in ${grant.league.name} (${sportLabel(grant.league.sport)}). Create your team: you will be its manager.`}>Create your team</Header>}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Form
          errorText={formErrorText(form)}
          actions={<FormActions secondaryLabel="Cancel" onSecondary={() => navigate('/dashboard')} submitLabel="Create Team" busy={create.isPending} />}
        >
          <Container header={<Header variant="h2">Team</Header>}>
            <SpaceBetween size="m">
              <ZodFormField control={form.control} name="name" label="Team name">
                {(f) => <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
              </ZodFormField>
              {grant.levels.length > 0 && (
                <ZodFormField control={form.control} name="level_id" label="Level" constraintText="Optional.">
                  {(f) => (
                    <Select
                      selectedOption={levelOptions.find((o) => o.value === f.value) ?? NO_LEVEL}
                      options={levelOptions}
                      onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? '')}
                    />
                  )}
                </ZodFormField>
              )}
              <ZodFormField control={form.control} name="logo_url" label="Logo URL" constraintText="Optional. An http or https address of an image.">
                {(f) => <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} placeholder="https://" inputMode="url" />}
              </ZodFormField>
              <ZodFormField control={form.control} name="description" label="Description" constraintText="Optional.">
                {(f) => <Textarea value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} rows={3} />}
              </ZodFormField>
            </SpaceBetween>
          </Container>
        </Form>
      </form>
    </ContentLayout>
  );
}
