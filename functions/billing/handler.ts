import { apiHandler } from '../access/api-handler';
import { currentSubscription } from '../subscriptions/service';
import { receiveFeeWebhook } from '../registrations/webhook';
import { readBillingDetails, saveBillingDetails } from './billing-details';
import { invoicePdf } from './invoice-download';
import { changePaidPlan, confirmCheckout, listInvoices, portalUrl, previewPlanChange, receiveWebhook, setCancelAtPeriodEnd, startCheckout } from './service';

export const handler = apiHandler({
  startCheckout: async ({ userId, body }) => ({ status: 200, body: await startCheckout(userId, body) }),
  confirmCheckout: async ({ userId, params }) => {
    await confirmCheckout(userId, params.sessionId);
    return { status: 200, body: await currentSubscription(userId) };
  },
  // The body is verified as the provider signed it, byte for byte: the contract gives this route no body schema.
  billingWebhook: async ({ event }) => {
    const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : event.body ?? '';
    // One endpoint for every event: a league fee's checkout (its metadata names a registration) goes to registrations.
    if (!(await receiveFeeWebhook(raw, event.headers?.['stripe-signature']))) await receiveWebhook(raw, event.headers?.['stripe-signature']);
    return { status: 200, body: { received: true as const } };
  },
  cancelSubscription: async ({ userId }) => {
    await setCancelAtPeriodEnd(userId, true);
    return { status: 200, body: await currentSubscription(userId) };
  },
  resumeSubscription: async ({ userId }) => {
    await setCancelAtPeriodEnd(userId, false);
    return { status: 200, body: await currentSubscription(userId) };
  },
  billingPortal: async ({ userId }) => ({ status: 200, body: await portalUrl(userId) }),
  listInvoices: async ({ userId }) => ({ status: 200, body: await listInvoices(userId) }),
  invoicePdf: async ({ userId, params }) => {
    const { pdf, fileName } = await invoicePdf(userId, params.invoiceId);
    return { status: 200, body: pdf, fileName };
  },
  getBillingDetails: async ({ userId }) => ({ status: 200, body: await readBillingDetails(userId) }),
  putBillingDetails: async ({ userId, body }) => ({ status: 200, body: await saveBillingDetails(userId, body) }),
  previewPlanChange: async ({ userId, body }) => ({ status: 200, body: await previewPlanChange(userId, body) }),
  changePaidPlan: async ({ userId, body }) => {
    await changePaidPlan(userId, body);
    return { status: 200, body: await currentSubscription(userId) };
  },
});
