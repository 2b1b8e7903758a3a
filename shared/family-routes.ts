// The household's routes (issue 41, point 1), spread into ROUTES (shared/api-contract.ts): the account's family
// members, registering several of them in one checkout, and a registered member's private notes.
import * as z from 'zod';
import type { RouteDef } from './route-def';
import * as F from './family-schema';
import * as FR from './family-registration-schema';

const pathId = (label: string) => z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, `${label} is not valid`);
const memberParams = z.object({ memberId: pathId('Family member id') });
const seasonParams = z.object({ id: pathId('League id'), seasonId: pathId('Season id') });

export const FAMILY_ROUTES = {
  listFamily: {
    method: 'GET', path: '/api/me/family', auth: true, summary: 'The caller\'s family members, with their private notes (only the account holder reads this list)',
    responses: { 200: F.familyListResponseSchema },
  },
  addFamilyMember: {
    method: 'POST', path: '/api/me/family', auth: true, summary: 'Add a family member (a child registered through this account)',
    body: F.familyMemberInputSchema, responses: { 201: F.familyMemberResponseSchema },
  },
  updateFamilyMember: {
    method: 'PUT', path: '/api/me/family/{memberId}', auth: true, summary: 'Change a family member (the whole member)',
    params: memberParams, body: F.familyMemberInputSchema, responses: { 200: F.familyMemberResponseSchema },
  },
  deleteFamilyMember: {
    method: 'DELETE', path: '/api/me/family/{memberId}', auth: true, summary: 'Remove a family member (their registrations stay, as the league\'s records)',
    params: memberParams, responses: { 204: z.undefined() },
  },
  registerFamily: {
    method: 'POST', path: '/api/leagues/{id}/seasons/{seasonId}/registrations/family', auth: true,
    summary: 'Register several of the caller\'s family members in one checkout: every place held together under the season\'s capacity or none, the sibling discount from the second child on, one hosted checkout for the sum',
    params: seasonParams, body: FR.familyRegistrationSchema, responses: { 201: FR.familyRegistrationResponseSchema },
  },
  registrationMemberNotes: {
    method: 'GET', path: '/api/registrations/{registrationId}/member-notes', auth: true,
    summary: 'A registered family member\'s medical and emergency notes (the account holder, or the admin of the league registered in)',
    params: z.object({ registrationId: pathId('Registration id') }), responses: { 200: F.memberNotesResponseSchema },
  },
} as const satisfies Record<string, RouteDef>;
