import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentSubscriptionResponse } from '../../../../shared/api-contract';
import { PROMO_MESSAGES, type PublicPromotion } from '../../../../shared/subscription-schema';
import { api } from '../api/client';
import { useInvalidate } from '../api/query-client';
import { queryKeys, staleAfter } from '../api/query-keys';

export type PromotionOutcome = { applied: true; promotion: PublicPromotion; message: string | null } | { applied: false; message: string };

/** Validates, then applies, a promo code. A refusal is an outcome (with the API's reason), not an error. */
export function useApplyPromotion() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (code: string): Promise<PromotionOutcome> => {
      const checked = await api.validatePromotion(code);
      if (!checked.valid) return { applied: false, message: checked.error ?? PROMO_MESSAGES.invalid };
      const applied = await api.applyPromotion(code);
      const promotion = applied.promotion ?? checked.promotion;
      if (!applied.success || !promotion) return { applied: false, message: applied.error ?? PROMO_MESSAGES.invalid };
      return { applied: true, promotion, message: applied.message ?? null };
    },
    onSuccess: (outcome) => {
      if (!outcome.applied) return;
      // The latest applied promotion is the one the current subscription reports: show it now, then re-read.
      queryClient.setQueryData<CurrentSubscriptionResponse>(queryKeys.subscription, (current) =>
        current ? { ...current, promotion: outcome.promotion } : current,
      );
      void invalidate(staleAfter.subscription());
    },
  });
}
