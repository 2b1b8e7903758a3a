// An account's family members (issue 41): under the account holder's own partition (USER#<sub>), so the account's
// export reads them with the rest of it and its erasure deletes them with it. Their notes never leave this item
// except to the account holder and, through a registration, the admin of the league it is in.
import type { FamilyMember } from '../../../shared/family-schema';
import { USER } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

export interface FamilyMemberRecord extends FamilyMember { user_id: string }

export const familyMemberModel = {
  entity: 'family_member',
  key: (userId: string, memberId: string): Key => ({ pk: USER(userId), sk: `FAMILY#${memberId}` }),
  ofUser: (userId: string): KeyQuery => ({ pk: USER(userId), skPrefix: 'FAMILY#' }),
  item: (m: FamilyMemberRecord): Item => ({ ...familyMemberModel.key(m.user_id, m.id), entity: familyMemberModel.entity, ...m }),
  fromItem: (i: Item): FamilyMemberRecord => {
    const { id, user_id, first_name, last_name, birth_date, gender, medical_notes, emergency_notes, created_at, updated_at } = storedAs<FamilyMemberRecord>(i);
    return { id, user_id, first_name, last_name, birth_date, gender: gender ?? null, medical_notes: medical_notes ?? null, emergency_notes: emergency_notes ?? null, created_at, updated_at };
  },
} as const;
