// The user-search picker: the people a league admin may pick as a team's manager are those connected to the
// admin's own leagues (managers and players, including the invited who accepted). It never searches the whole
// user base and never scans: the admin's leagues are one Query (gsi1 ADMIN#, which a hand-over moves), then one
// Query per league on the people index (keys.ts personModel). Anyone else is reached by e-mail or invitation.
import type { UserSearchResult } from '../../shared/api-contract';
import { TEAM_MESSAGES, USER_SEARCH } from '../../shared/team-schema';
import { leagueModel, type UserProfile } from '../data/keys';
import { queryAll } from '../data/query';
import { isConnected, searchPeople } from '../data/team-admin';
import { getProfiles, getUserProfile } from '../data/users';
import { badRequest } from '../lib/errors';
import { isLeagueAdmin } from '../access/roles';

/** The caller's own leagues (not those being deleted), with their names. */
async function ownLeagues(adminId: string): Promise<{ id: string; name: string }[]> {
  const items = await queryAll(leagueModel.ownedBy(adminId), (i) => i, { attributes: ['id', 'name', 'admin_id', 'deleting'] });
  // The index is eventually consistent: a league handed over a moment ago is checked against its item's admin.
  return items.filter((i) => !leagueModel.isDeleting(i) && isLeagueAdmin(adminId, { admin_id: String(i.admin_id) })).map((i) => ({ id: String(i.id), name: String(i.name) }));
}

const startsWith = (name: string, q: string) => name.trim().toLowerCase().startsWith(q);

/**
 * Up to 10 people of the caller's leagues whose first or last name starts with `q` (any case), by name. Names
 * are read fresh from the profiles, so a person who renamed is matched and shown by their current name.
 */
export async function searchUsersFor(adminId: string, raw: string): Promise<UserSearchResult[]> {
  const q = raw.trim().toLowerCase();
  const leagues = await ownLeagues(adminId);
  if (leagues.length === 0) return [];
  const found = await searchPeople(leagues.map((l) => l.id), q, USER_SEARCH.maxResults);
  const profiles = await getProfiles([...found.keys()]);
  const names = new Map(leagues.map((l) => [l.id, l.name]));
  return [...found.entries()]
    .flatMap(([id, leagueIds]) => {
      const p = profiles.get(id);
      if (!p || !(startsWith(p.first_name, q) || startsWith(p.last_name, q))) return [];
      return [{
        id, first_name: p.first_name, last_name: p.last_name,
        leagues: [...leagueIds].map((l) => ({ id: l, name: names.get(l) ?? '' })).sort((a, b) => a.name.localeCompare(b.name)),
      }];
    })
    .sort((a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`) || a.id.localeCompare(b.id))
    .slice(0, USER_SEARCH.maxResults);
}

/** A person the admin picked: refused (400, naming `field`) unless connected to one of the admin's leagues. */
export async function connectedPerson(adminId: string, userId: string, field: string): Promise<UserProfile> {
  const leagues = await ownLeagues(adminId);
  const [connected, profile] = await Promise.all([isConnected(leagues.map((l) => l.id), userId), getUserProfile(userId)]);
  if (!connected || !profile) throw badRequest(`${field}: ${TEAM_MESSAGES.notConnected}`, field);
  return profile;
}
