import type { MeResponse } from '../../shared/api-contract';
import { getUserProfile, listActiveRoles } from '../data/users';

/** The signed-in user's profile and active roles. Falls back to token claims if the profile is not there yet. */
export async function describeMe(userId: string, claims: Record<string, unknown>): Promise<MeResponse> {
  const [profile, roles] = await Promise.all([getUserProfile(userId), listActiveRoles(userId)]);
  return {
    user: {
      id: userId,
      email: profile?.email ?? String(claims.email ?? claims.username ?? ''),
      first_name: profile?.first_name ?? String(claims.given_name ?? ''),
      last_name: profile?.last_name ?? String(claims.family_name ?? ''),
    },
    roles,
  };
}
