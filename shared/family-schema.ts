// An account's household (issue 41, point 1): the family members a parent registers (children without an e-mail of
// their own). Their medical and emergency notes are private: only the account holder reads them, and the admins of
// a league the member is registered in (through that registration); never a public page.
import * as z from 'zod';
import { isoDateTime } from './response-fields';
import { calendarDateSchema, REGISTRANT_GENDERS } from './registrant-fields';

export { childPlayerId } from './child-player-id';

/** Members one account may hold. */
export const MAX_FAMILY_MEMBERS = 20;

export const FAMILY_MESSAGES = {
  notFound: 'Family member not found',
  tooMany: `An account holds at most ${MAX_FAMILY_MEMBERS} family members`,
  birthInFuture: 'Birth date cannot be in the future',
} as const;

const name = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);
const note = (label: string) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(2000, `${label} must be at most 2000 characters`).nullable().default(null));

/** What the account holder sends to add or change a family member (PUT: the whole member). */
export const familyMemberInputSchema = z.object({
  first_name: name('First name'),
  last_name: name('Last name'),
  birth_date: calendarDateSchema,
  /** Asked where a league's levels are for women or men only. */
  gender: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(REGISTRANT_GENDERS, { error: 'Gender must be female, male or other' }).nullable()),
  /** Allergies, conditions, medication: private (the account holder, and the admins of a league they are registered in). */
  medical_notes: note('Medical notes'),
  /** Who to call and what to know in an emergency: private as above. */
  emergency_notes: note('Emergency notes'),
});
export type FamilyMemberInput = z.output<typeof familyMemberInputSchema>;

export const familyMemberSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string(),
  gender: z.enum(REGISTRANT_GENDERS).nullable(),
  medical_notes: z.string().nullable(),
  emergency_notes: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
}).meta({ id: 'FamilyMember' });
export type FamilyMember = z.output<typeof familyMemberSchema>;

export const familyMemberResponseSchema = z.object({ member: familyMemberSchema }).meta({ id: 'FamilyMemberResponse' });
export const familyListResponseSchema = z.object({ members: z.array(familyMemberSchema) }).meta({ id: 'FamilyList' });

/** A registered member's private notes, as their league's admin (or the account holder) reads them from the registration. */
export const memberNotesResponseSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  medical_notes: z.string().nullable(),
  emergency_notes: z.string().nullable(),
}).meta({ id: 'MemberNotes' });
