import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG } from '../../../../shared/messages';
import { PROMO_MESSAGES, promoCodeSchema, type PublicPromotion } from '../../../../shared/subscription-schema';
import { RouterLink } from '../components/router-link';
import { useZodForm } from '../lib/use-zod-form';
import { ZodFormField } from '../lib/zod-form-field';
import { useToast } from '../toast/toast-context';
import { promotionOff } from './format';
import { useSubscription } from './subscription-store';
import { useApplyPromotion } from './use-promotion';
import './subscription.css';

/**
 * Promo code entry (spec: validated, then applied). The code is upper-cased as it is typed, as the API stores it.
 * Validate and apply need a signed-in user.
 */
export function PromoCodeForm({ onApplied }: { onApplied?: (promotion: PublicPromotion) => void }) {
  const toast = useToast();
  const { signedIn } = useSubscription();
  const applyPromotion = useApplyPromotion();
  const form = useZodForm<{ code: string }, typeof promoCodeSchema>(promoCodeSchema, { defaultValues: { code: '' }, reValidateMode: 'onSubmit' });
  // Signed out, the message carries a link, so it is not a plain field error.
  const [signInFirst, setSignInFirst] = useState(false);
  const busy = applyPromotion.isPending;

  function refuse(message: string) {
    form.setError('code', { type: 'server', message });
    toast({ type: 'error', header: PROMO_MESSAGES.invalidTitle, content: message });
  }

  const onSubmit = form.handleSubmit(
    async ({ code }) => {
      if (!signedIn) {
        setSignInFirst(true);
        return;
      }
      try {
        const outcome = await applyPromotion.mutateAsync(code);
        if (!outcome.applied) return refuse(outcome.message);
        toast({ type: 'success', header: PROMO_MESSAGES.appliedTitle, content: outcome.message ?? `${outcome.promotion.name}: ${promotionOff(outcome.promotion)}` });
        form.reset();
        onApplied?.(outcome.promotion);
      } catch (err) {
        console.error('Promo code failed', err);
        form.setError('code', { type: 'server', message: PROMO_MESSAGES.validateFailed });
        toast({ type: 'error', header: MSG.subscription.errorTitle, content: PROMO_MESSAGES.validateFailed });
      }
    },
    () => setSignInFirst(false),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <ZodFormField
        control={form.control}
        name="code"
        label="Promo code"
        stretch
        errorText={
          signInFirst ? (
            <>
              {MSG.subscription.signInForPromo} <RouterLink href="/auth">Sign in</RouterLink>
            </>
          ) : undefined
        }
      >
        {(f) => (
          <SpaceBetween direction="horizontal" size="xs">
            <div className="promo-code__input">
              <Input
                value={f.value}
                onChange={({ detail }) => {
                  f.onChange(detail.value.toUpperCase());
                  form.clearErrors('code');
                  setSignInFirst(false);
                }}
                placeholder="ENTER CODE"
                disabled={busy}
                autoComplete={false}
              />
            </div>
            <Button formAction="submit" loading={busy} disabled={busy}>
              Apply
            </Button>
          </SpaceBetween>
        )}
      </ZodFormField>
    </form>
  );
}
