// A family checkout's registrations, written and paid together. Their places are taken in ONE transaction with
// every registration, its pointer and its registrant marker: all held or none (DynamoDB refuses one transaction
// touching an item twice, so each capacity counter is taken once, by the group's count, under limit - count). Paying
// the group's session applies to every registration of it in one transaction with the session's payment marker.
import {
  billingEventModel, registrationCapacityModel, registrationModel, registrationPaymentModel, registrationPersonModel, registrationPointerModel,
} from './keys';
import { leagueLiveCheck, transactGuarded } from './limits';
import { listSeasonRegistrations, transitionItems, type Hold, type RegistrationRecord, type TransactItem, type Transition } from './registrations';
import { tableName } from './table';

/** Places a group asks of each counter, and the tightest limit named for it. */
function countsOf(holds: Hold[][]): Map<string, { n: number; limit: number | null }> {
  const out = new Map<string, { n: number; limit: number | null }>();
  for (const h of holds.flat()) {
    const prev = out.get(h.scope);
    const limit = prev?.limit ?? h.limit;
    out.set(h.scope, { n: (prev?.n ?? 0) + 1, limit: limit === null ? h.limit : h.limit === null ? limit : Math.min(limit, h.limit) });
  }
  return out;
}

function takeMany(leagueId: string, seasonId: string, scope: string, n: number, limit: number | null): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: registrationCapacityModel.key(leagueId, seasonId, scope),
      UpdateExpression: 'SET entity = :e ADD #t :n',
      ...(limit === null ? {} : { ConditionExpression: 'attribute_not_exists(#t) OR #t <= :most' }),
      ExpressionAttributeNames: { '#t': 'taken' },
      ExpressionAttributeValues: { ':e': registrationCapacityModel.entity, ':n': n, ...(limit === null ? {} : { ':most': limit - n }) },
    },
  };
}

/**
 * Records a family's registrations with their places, in one transaction. 'full' when the counters cannot take
 * them all (nothing is written), `already:<i>` when the i-th person already has a registration this season.
 */
export async function insertRegistrationGroup(records: RegistrationRecord[], holds: Hold[][], markers: (string | null)[]): Promise<'gone' | 'full' | `already:${number}` | null> {
  const { league_id: leagueId, season_id: seasonId } = records[0];
  const counts = countsOf(holds);
  if ([...counts.values()].some((c) => c.limit !== null && c.n > c.limit)) return 'full';
  const items: TransactItem[] = [leagueLiveCheck(leagueId)];
  const guards: [number, 'gone' | 'full' | `already:${number}`][] = [[0, 'gone']];
  records.forEach((r, i) => {
    items.push(
      { Put: { TableName: tableName(), Item: registrationModel.item({ ...r, held_scopes: holds[i].map((h) => h.scope) }), ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tableName(), Item: registrationPointerModel.item(r.id, leagueId, seasonId) } },
    );
    const marker = markers[i];
    if (marker) {
      guards.push([items.length, `already:${i}`]);
      items.push({
        Put: {
          TableName: tableName(), Item: { ...registrationPersonModel.key(leagueId, seasonId, marker), entity: registrationPersonModel.entity, registration_id: r.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
    }
  });
  for (const [scope, c] of counts) {
    guards.push([items.length, 'full']);
    items.push(takeMany(leagueId, seasonId, scope, c.n, c.limit));
  }
  return transactGuarded(items, guards);
}

/** The registrations of a family checkout (read strongly consistently from the season's). */
export async function listGroupRegistrations(lead: Pick<RegistrationRecord, 'league_id' | 'season_id' | 'group_id'>): Promise<RegistrationRecord[]> {
  if (!lead.group_id) return [];
  return (await listSeasonRegistrations(lead.league_id, lead.season_id)).filter((r) => r.group_id === lead.group_id);
}

/**
 * Moves every registration of a group at once (each by its own transition: same conditions as one alone), with
 * the provider event's marker and the session's payment marker when it applies a payment. 'changed' when any of
 * them moved on meanwhile (nothing is written), 'duplicate' when the event or the session was applied before.
 */
export async function transitionGroup(
  moves: { r: RegistrationRecord; t: Transition }[], once: { event?: { id: string; type: string; now: string }; settles?: { sessionId: string; now: string } } = {},
): Promise<'changed' | 'full' | 'code' | 'duplicate' | null> {
  const items: TransactItem[] = [];
  const guards: [number, 'changed' | 'full' | 'code' | 'duplicate'][] = [];
  const leagueId = moves[0].r.league_id;
  if (once.event) {
    guards.push([items.length, 'duplicate']);
    items.push({ Put: { TableName: tableName(), Item: billingEventModel.item(once.event.id, once.event.type, once.event.now), ConditionExpression: 'attribute_not_exists(pk)' } });
  }
  if (once.settles) {
    guards.push([items.length, 'duplicate']);
    items.push({ Put: { TableName: tableName(), Item: registrationPaymentModel.item(leagueId, once.settles.sessionId, 'applied', once.settles.now), ConditionExpression: 'attribute_not_exists(pk)' } });
  }
  for (const { r, t } of moves) {
    const one = transitionItems(r, t);
    for (const [at, f] of one.guards) if (at >= 0) guards.push([items.length + at, f]);
    items.push(...one.items);
  }
  return transactGuarded(items, guards);
}
