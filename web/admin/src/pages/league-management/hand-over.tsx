import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { League } from '../../../../../shared/league-schema';
import { offerTransferSchema, TRANSFER_MESSAGES, type OfferTransferInput } from '../../../../../shared/league-transfer-schema';
import { FormActions } from '../../components/form-actions';
import { messageOf } from '../../lib/form-errors';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { useLeagueTransfer } from './hooks';
import { KeptTeamRoles } from './kept-team-roles';

/**
 * Offering the league to a member of it (a team manager or player there). Nothing moves until they accept, on their
 * account page; until then the offer can be withdrawn.
 */
export function HandOver({ league }: { league: League }) {
  const toast = useToast();
  const { answer, offer, withdraw, refresh } = useLeagueTransfer(league.id);
  const pending = { ...answer, data: answer.data?.transfer };
  const form = useZodForm<OfferTransferInput, typeof offerTransferSchema>(offerTransferSchema, { defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { transfer } = await offer.mutateAsync(email);
      form.reset({ email: '' });
      const name = transfer ? `${transfer.to.first_name} ${transfer.to.last_name}`.trim() || transfer.to.email : email;
      toast({ type: 'success', header: 'League offered', content: TRANSFER_MESSAGES.offered(name) });
    } catch (err) {
      showServerError(form, err);
    }
  });

  const t = pending.data;
  return (
    <Container header={<Header variant="h2" description="Give the league to a team manager or player of it. They become its admin once they accept.">Hand over league</Header>}>
      <SpaceBetween size="l">
      {pending.isPending && <StatusIndicator type="loading">Loading...</StatusIndicator>}
      {t && (
        <SpaceBetween size="s">
          <Box variant="p">
            Waiting for {`${t.to.first_name} ${t.to.last_name}`.trim()} ({t.to.email}) to accept. Until then you stay its admin.
          </Box>
          {withdraw.isError && <StatusIndicator type="error">{messageOf(withdraw.error)}</StatusIndicator>}
          <Button onClick={() => withdraw.mutate(undefined, { onSuccess: () => toast({ type: 'success', header: 'Hand-over withdrawn', content: TRANSFER_MESSAGES.withdrawn }) })} loading={withdraw.isPending}>
            Withdraw offer
          </Button>
        </SpaceBetween>
      )}
      {pending.isSuccess && !t && (
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Hand over league">
          <Form
            errorText={formErrorText(form)}
            actions={<FormActions secondaryLabel="Clear" onSecondary={() => form.reset({ email: '' })} submitLabel="Offer league" busy={offer.isPending} />}
          >
            <ZodFormField control={form.control} name="email" label="E-mail of the member who takes over">
              {(f) => <Input type="email" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
            </ZodFormField>
          </Form>
        </form>
      )}
      {answer.data && (
        <KeptTeamRoles
          roles={answer.data.kept_roles}
          receiver={t ? { id: t.to.id, name: `${t.to.first_name} ${t.to.last_name}`.trim() || t.to.email } : null}
          onChanged={refresh}
        />
      )}
      </SpaceBetween>
    </Container>
  );
}
