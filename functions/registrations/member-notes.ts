// A registered family member's private notes (medical, emergency): read live from the account holder's family, only
// by that account holder or the admin of the league the registration is in (readable() answers anyone else exactly
// like a missing registration). Never part of a registration's list, export or any public page.
import { FAMILY_MESSAGES as FM } from '../../shared/family-schema';
import { getFamilyMember } from '../data/family';
import { notFound } from '../lib/errors';
import { readable } from './service';

export async function memberNotesOf(userId: string, registrationId: string) {
  const { record } = await readable(userId, registrationId);
  const member = record.family_member_id ? await getFamilyMember(record.user_id, record.family_member_id) : null;
  if (!member) throw notFound(FM.notFound);
  return { first_name: member.first_name, last_name: member.last_name, medical_notes: member.medical_notes, emergency_notes: member.emergency_notes };
}
