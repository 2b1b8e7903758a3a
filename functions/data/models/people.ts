// The user-search picker's index of a league's people.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import { leaguePk } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

/**
 * The user-search picker's index (one Query per league answers a search, never a Scan): one entry per first name
 * and per last name of each person who manages or plays for a team of the league, in the league's partition and
 * carrying `team_id` (deleting the team removes it). Keyed per league on gsi1, so whoever is the league's admin at
 * the moment of a search (their own leagues, gsi1 ADMIN#) finds its people: a hand-over moves them with the league
 * and nothing has to be rewritten. gsi2 finds a person's entries across leagues (account erasure).
 */
export type PersonRole = 'manager' | 'player';
export interface PersonEntry { league_id: string; team_id: string; user_id: string; role: PersonRole; part: 'first' | 'last'; name: string }

export const personModel = {
  entity: 'person_entry',
  key: (leagueId: string, userId: string, teamId: string, role: PersonRole, part: PersonEntry['part']): Key =>
    ({ pk: leaguePk(leagueId), sk: `PERSON#${userId}#${teamId}#${role}#${part}` }),
  /** A person's entries in one league (is this person connected to the league?). */
  ofUserInLeague: (leagueId: string, userId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `PERSON#${userId}#` }),
  /** gsi1: the league's people whose name starts with `prefix` (lower case). */
  byName: (leagueId: string, prefix: string): KeyQuery => ({ index: 'byOwner', pk: `PEOPLE#${leagueId}`, skPrefix: prefix.toLowerCase() }),
  /** gsi2: every entry of a person, in every league. */
  ofUser: (userId: string): KeyQuery => ({ index: 'directory', pk: `PERSONOF#${userId}` }),
  item: (p: PersonEntry): Item => ({
    ...personModel.key(p.league_id, p.user_id, p.team_id, p.role, p.part), entity: personModel.entity, ...p,
    gsi1pk: `PEOPLE#${p.league_id}`, gsi1sk: `${p.name.trim().toLowerCase()}#${p.user_id}`,
    gsi2pk: personModel.ofUser(p.user_id).pk, gsi2sk: `${p.league_id}#${p.team_id}#${p.role}#${p.part}`,
  }),
  fromItem: (i: Item) => storedAs<PersonEntry>(i),
} as const;
