// /league/{leagueId}/create-team?invited=true: a manager invited without a team creates it (they manage it; the
// league's team limit holds). Spec section 2: not invited (no ?invited=true, or no accepted invitation) or not
// signed in redirects to /league/{leagueId}.
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { invitedTeamSchema, TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { useAuth } from '../../auth/auth-context';
import { ModalForm, useFormSave } from '../../components/form-modal';
import { LevelSelectField } from '../../components/levels/level-select';
import { textArea, textInput } from '../../lib/bound-controls';
import { sportLabel } from '../../lib/format';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useCreateInvitedTeam, useTeamGrant, type TeamGrant } from './hooks';

type Values = { name: string; level_id: string; logo_url: string; description: string };

export default function InvitedCreateTeamPage() {
  const { leagueId = '' } = useParams();
  const [params] = useSearchParams();
  const { user, loading } = useAuth();
  const invited = params.get('invited') === 'true';
  const grant = useTeamGrant(leagueId, invited && Boolean(user));
  const away = <Navigate to={`/league/${encodeURIComponent(leagueId)}`} replace />;
  if (!invited) return away;
  if (loading) return <Box padding="l" textAlign="center"><Spinner size="large" /></Box>;
  if (!user || grant.isError) return away;
  if (!grant.data) return <Box padding="l" textAlign="center"><Spinner size="large" /></Box>;
  return <CreateForm leagueId={leagueId} grant={grant.data} />;
}

function CreateForm({ leagueId, grant }: { leagueId: string; grant: TeamGrant }) {
  const navigate = useNavigate();
  const form = useZodForm<Values, typeof invitedTeamSchema>(invitedTeamSchema, { defaultValues: { name: '', level_id: '', logo_url: '', description: '' } });
  const create = useCreateInvitedTeam(leagueId);
  const onSubmit = useFormSave(form, { failed: TEAM_MESSAGES.createFailed, onDone: () => undefined }, async (body) => {
    const { team } = await create.mutateAsync(body);
    navigate(`/team/${team.id}`);
    return { type: 'success', header: TEAM_MESSAGES.created };
  });

  return (
    <ContentLayout header={<Header variant="h1" description={`You accepted the invitation to manage a team in ${grant.league.name} (${sportLabel(grant.league.sport)}). Create your team: you will be its manager.`}>Create your team</Header>}>
      <ModalForm
        form={form} onSubmit={onSubmit} onCancel={() => navigate('/dashboard')} submitLabel="Create Team" busy={create.isPending}
        frame={(fields) => <Container header={<Header variant="h2">Team</Header>}>{fields}</Container>}
      >
        <ZodFormField control={form.control} name="name" label="Team name">{textInput()}</ZodFormField>
        <LevelSelectField control={form.control} levels={grant.levels} />
        <ZodFormField control={form.control} name="logo_url" label="Logo URL" constraintText="Optional. An http or https address of an image.">
          {textInput({ placeholder: 'https://', inputMode: 'url' })}
        </ZodFormField>
        <ZodFormField control={form.control} name="description" label="Description" constraintText="Optional.">{textArea(3)}</ZodFormField>
      </ModalForm>
    </ContentLayout>
  );
}
