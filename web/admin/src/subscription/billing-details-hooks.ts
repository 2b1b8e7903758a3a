// Who the invoices are made out to (GET/PUT /api/billing/details), and an invoice saved as its PDF.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingDetails } from '../../../../shared/billing-details-schema';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

export function useBillingDetails() {
  const query = useQuery({ queryKey: queryKeys.billingDetails, queryFn: () => api.getBillingDetails() });
  return { details: query.data?.details ?? null, loading: query.isPending, failed: query.isError };
}

export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingDetails) => api.putBillingDetails(body),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.billingDetails, saved),
  });
}

/** Fetches the invoice's PDF with the caller's token and hands it to the browser as a file download. */
export function useInvoiceDownload() {
  return useMutation({
    mutationFn: async ({ id, number }: { id: string; number: string | null }) => {
      const blob = await api.invoicePdf(id);
      const url = URL.createObjectURL(blob);
      const a = Object.assign(document.createElement('a'), { href: url, download: `invoice-${(number ?? id).replace(/[^\w-]/g, '')}.pdf` });
      document.body.append(a);
      a.click();
      a.remove();
      // The download has taken its copy once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
