// The account holder's family members (GET/POST /api/me/family, PUT/DELETE /api/me/family/{memberId}): only ever
// the caller's own (every read and write is keyed by the caller), their private notes included.
import { ulid } from 'ulid';
import { FAMILY_MESSAGES as FM, type FamilyMember, type FamilyMemberInput, MAX_FAMILY_MEMBERS } from '../../shared/family-schema';
import { deleteFamilyMember, getFamilyMember, listFamily, putFamilyMember, type FamilyMemberRecord } from '../data/family';
import { badRequest, conflict, notFound } from '../lib/errors';

const view = ({ user_id: _u, ...m }: FamilyMemberRecord): FamilyMember => m;

function checkBirth(input: FamilyMemberInput, now: Date) {
  if (input.birth_date > now.toISOString().slice(0, 10)) throw badRequest(FM.birthInFuture, 'birth_date');
}

export async function myFamily(userId: string) {
  return { members: (await listFamily(userId)).map(view) };
}

export async function addMember(userId: string, input: FamilyMemberInput, now = new Date()) {
  checkBirth(input, now);
  // A soft cap against runaway lists (members hold no places or money, so a read before the write is enough).
  if ((await listFamily(userId)).length >= MAX_FAMILY_MEMBERS) throw conflict(FM.tooMany);
  const stamp = now.toISOString();
  const member: FamilyMemberRecord = { ...input, id: ulid(), user_id: userId, created_at: stamp, updated_at: stamp };
  if (!(await putFamilyMember(member, true))) throw conflict(FM.tooMany);
  return { member: view(member) };
}

export async function updateMember(userId: string, memberId: string, input: FamilyMemberInput, now = new Date()) {
  checkBirth(input, now);
  const prev = await getFamilyMember(userId, memberId);
  if (!prev) throw notFound(FM.notFound);
  const member: FamilyMemberRecord = { ...prev, ...input, updated_at: now.toISOString() };
  if (!(await putFamilyMember(member, false))) throw notFound(FM.notFound);
  return { member: view(member) };
}

export async function removeMember(userId: string, memberId: string): Promise<void> {
  if (!(await deleteFamilyMember(userId, memberId))) throw notFound(FM.notFound);
}
