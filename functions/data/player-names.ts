// The names on a roster. A person with an account is named by their profile; a family member (a child registered by a
// parent, `fm-…`, with no account) has no profile: they are named by the people entries their registration wrote
// when they joined the team (functions/registrations/lifecycle.ts joinTeam), so a manager sees "Ada Lovelace", not
// a placeholder.
import { isChildPlayerId } from '../../shared/child-player-id';
import { batchGet } from './batch';
import { personModel } from './keys';
import { getProfiles } from './users';

export interface PlayerName { first_name: string; last_name: string }

export async function playerNames(leagueId: string, players: { user_id: string; team_id: string }[]): Promise<Map<string, PlayerName>> {
  const children = players.filter((p) => isChildPlayerId(p.user_id));
  const [profiles, entries] = await Promise.all([
    getProfiles([...new Set(players.filter((p) => !isChildPlayerId(p.user_id)).map((p) => p.user_id))]),
    batchGet(children.flatMap((c) => (['first', 'last'] as const).map((part) => personModel.key(leagueId, c.user_id, c.team_id, 'player', part)))),
  ]);
  const names = new Map<string, PlayerName>([...profiles].map(([id, p]) => [id, { first_name: p.first_name, last_name: p.last_name }]));
  for (const e of entries.map(personModel.fromItem)) {
    const n = names.get(e.user_id) ?? { first_name: '', last_name: '' };
    names.set(e.user_id, e.part === 'first' ? { ...n, first_name: e.name } : { ...n, last_name: e.name });
  }
  return names;
}

/** "First Last", or "Player" for someone whose name is not known (an account erased since). */
export const fullName = (n: PlayerName | undefined) => (n ? `${n.first_name} ${n.last_name}`.trim() : '') || 'Player';
