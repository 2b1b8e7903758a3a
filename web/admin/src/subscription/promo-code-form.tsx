import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG } from '../../../../shared/messages';
import { PROMO_MESSAGES, promoCodeSchema, type PublicPromotion } from '../../../../shared/subscription-schema';
import { api } from '../api/client';
import { RouterLink } from '../components/router-link';
import { useToast } from '../toast/toast-context';
import { promotionOff } from './format';
import { useSubscription } from './subscription-store';
import './subscription.css';

/**
 * Promo code entry (spec: validated, then applied). The code is upper-cased as it is typed, as the API stores it.
 * Validate and apply need a signed-in user.
 */
export function PromoCodeForm({ onApplied }: { onApplied?: (promotion: PublicPromotion) => void }) {
  const toast = useToast();
  const { signedIn, current, replace, refresh } = useSubscription();
  const [code, setCode] = useState('');
  const [error, setError] = useState<ReactNode>('');
  const [busy, setBusy] = useState(false);

  function refuse(message: string) {
    setError(message);
    toast({ type: 'error', header: PROMO_MESSAGES.invalidTitle, content: message });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = promoCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PROMO_MESSAGES.enterCode);
      return;
    }
    if (!signedIn) {
      setError(
        <>
          {MSG.subscription.signInForPromo} <RouterLink href="/auth">Sign in</RouterLink>
        </>,
      );
      return;
    }
    setBusy(true);
    setError('');
    try {
      const checked = await api.validatePromotion(parsed.data.code);
      if (!checked.valid) return refuse(checked.error ?? PROMO_MESSAGES.invalid);
      const applied = await api.applyPromotion(parsed.data.code);
      const promotion = applied.promotion ?? checked.promotion;
      if (!applied.success || !promotion) return refuse(applied.error ?? PROMO_MESSAGES.invalid);
      toast({ type: 'success', header: PROMO_MESSAGES.appliedTitle, content: applied.message ?? `${promotion.name}: ${promotionOff(promotion)}` });
      setCode('');
      // The latest applied promotion is the one the current subscription reports.
      if (current) replace({ ...current, promotion });
      else void refresh();
      onApplied?.(promotion);
    } catch (err) {
      console.error('Promo code failed', err);
      setError(PROMO_MESSAGES.validateFailed);
      toast({ type: 'error', header: MSG.subscription.errorTitle, content: PROMO_MESSAGES.validateFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField label="Promo code" errorText={error || undefined} stretch>
        <SpaceBetween direction="horizontal" size="xs">
          <div className="promo-code__input">
            <Input
              value={code}
              onChange={({ detail }) => {
                setCode(detail.value.toUpperCase());
                if (error) setError('');
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
      </FormField>
    </form>
  );
}
