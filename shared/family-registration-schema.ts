// Registering several family members for a season in one checkout (issue 41, point 1): each child's own answers,
// level and waiver (a minor's signed by the guardian), one guardian for the family, all places held together or
// none, one hosted checkout for the sum with the sibling discount.
import * as z from 'zod';
import { guardianSchema, registrationCreateSchema, registrationSchema } from './registration-schema';

/** Children one family checkout registers at most (each holds a few items of one DynamoDB transaction). */
export const MAX_FAMILY_CHECKOUT = 10;

export const FAMILY_REGISTRATION_MESSAGES = {
  noMembers: 'Choose at least one family member to register',
  tooMany: `Register at most ${MAX_FAMILY_CHECKOUT} family members in one checkout`,
  twice: 'Each family member is registered once per checkout',
  notYours: 'Family member not found: add them under Family in My Account first',
  alreadyRegistered: (name: string) => `${name} is already registered for this season`,
  notEnoughPlaces: (left: number, asked: number) => `Only ${left} ${left === 1 ? 'place is' : 'places are'} left for the ${asked} you are registering: nothing was held`,
  guardianSigns: (name: string) => `${name} is under 18: the waiver is signed by their parent or guardian (type the guardian's name)`,
  individualOnly: 'Family members register as individuals',
} as const;

/** One child of the checkout: who, where, and their own answers and waiver. */
export const familyChildSchema = registrationCreateSchema.pick({
  level_id: true, join_code: true, skill_rating: true, answers: true, waiver_version: true, waiver_name: true,
}).extend({
  family_member_id: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Family member id is not valid'),
});

export const familyRegistrationSchema = z.object({
  children: z.array(familyChildSchema).min(1, FAMILY_REGISTRATION_MESSAGES.noMembers).max(MAX_FAMILY_CHECKOUT, FAMILY_REGISTRATION_MESSAGES.tooMany)
    .refine((cs) => new Set(cs.map((c) => c.family_member_id)).size === cs.length, FAMILY_REGISTRATION_MESSAGES.twice),
  /** The parent or guardian, for every child of the checkout. */
  guardian: guardianSchema,
  phone: registrationCreateSchema.shape.phone,
  pay_offline: registrationCreateSchema.shape.pay_offline,
  time_zone: registrationCreateSchema.shape.time_zone,
  /** The season's payment plan for every child of the checkout: one deposit sum now, each child's instalments later. */
  pay_in_instalments: registrationCreateSchema.shape.pay_in_instalments,
});
export type FamilyRegistrationInput = z.output<typeof familyRegistrationSchema>;

export const familyRegistrationResponseSchema = z.object({
  registrations: z.array(registrationSchema),
  /** The one hosted checkout for the whole family (null when nothing is due online). */
  checkout_url: z.string().url().nullable(),
}).meta({ id: 'FamilyRegistrationCreated' });
