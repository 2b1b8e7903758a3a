import * as z from 'zod';
import { signUpSchema } from './auth-schema';

// Handing a league over: its admin offers it to another member of the league, who must accept.
export const TRANSFER_MESSAGES = {
  notMember: 'This person is not a member of the league. Only a team manager or player of the league can take it over.',
  toSelf: 'You already run this league',
  noneWaiting: 'There is no hand-over of this league waiting for you',
  offered: (name: string) => `${name} can now accept the league. Until then you stay its admin.`,
  accepted: (league: string) => `You are now the admin of ${league}.`,
  withdrawn: 'The hand-over was withdrawn.',
  declined: 'You declined the hand-over.',
} as const;

export const offerTransferSchema = z.object({ email: signUpSchema.shape.email });
export type OfferTransferInput = z.input<typeof offerTransferSchema>;
