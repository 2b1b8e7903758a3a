// The support requests' routes (issue 45 point 6), spread into ROUTES (shared/api-contract.ts).
import * as z from 'zod';
import type { RouteDef } from './route-def';
import * as S from './support-schema';

const requestParams = z.object({ requestId: z.string().regex(/^[0-9A-Z]{26}$/, 'Request id is not valid') });

export const SUPPORT_ROUTES = {
  openSupportRequest: {
    method: 'POST', path: '/api/support/requests', auth: true, summary: 'Open a support request: stored, e-mailed to the operators, marked priority on plans with priority support',
    body: S.supportRequestInputSchema, responses: { 201: S.supportRequestResponseSchema },
  },
  mySupportRequests: {
    method: 'GET', path: '/api/support/requests', auth: true, summary: 'The caller\'s support requests with their replies, newest first, and what their plan promises',
    responses: { 200: S.supportRequestListResponseSchema },
  },
  supportQueue: {
    method: 'GET', path: '/api/support/queue', auth: true,
    summary: 'The operators\' queue: open support requests, priority first, then oldest first, with their replies (operators only; anyone else 404)',
    responses: { 200: S.supportQueueResponseSchema },
  },
  getSupportRequest: {
    method: 'GET', path: '/api/support/requests/{requestId}', auth: true, summary: 'One support request with its replies (its author, or an operator)',
    params: requestParams, responses: { 200: S.supportRequestResponseSchema },
  },
  replySupportRequest: {
    method: 'POST', path: '/api/support/requests/{requestId}/replies', auth: true,
    summary: 'Answer a support request (operators: the accounts whose e-mail the stage lists in SUPPORT_OPERATORS); its author is e-mailed. The author may add a reply too',
    params: requestParams, body: S.supportReplyInputSchema, responses: { 201: S.supportRequestResponseSchema },
  },
} as const satisfies Record<string, RouteDef>;
