// The single table's shape: its two indexes, what an item, a key and a Query's key condition are, and how a stored
// item is read back as a model's record. Pure (no AWS SDK): the CDK app and the local stack import it at synth and
// start-up time for the index names (docs/architecture.md: the key model).
export const TABLE_INDEXES = {
  /**
   * gsi1: who owns what (a user's leagues newest first, teams a user manages, teams a user plays for), and a
   * league's people by name (PEOPLE#<leagueId>: the user-search picker).
   */
  byOwner: { name: 'gsi1', pk: 'gsi1pk', sk: 'gsi1sk' },
  /**
   * gsi2: sparse public directory of active leagues, newest first; pending domains for the provisioner; a person's
   * people-index entries (PERSONOF#<userId>: account erasure); trials ending and registrations waiting on a
   * checkout (OPENCHECKOUT) for the billing sweep.
   */
  directory: { name: 'gsi2', pk: 'gsi2pk', sk: 'gsi2sk' },
} as const;
export type IndexName = keyof typeof TABLE_INDEXES;

export type Item = Record<string, unknown>;
export type Key = { pk: string; sk: string };
/** One Query's key condition: a partition of the table or of an index, optionally narrowed to a sort-key prefix. */
export interface KeyQuery { index?: IndexName; pk: string; skPrefix?: string }

const KEY_ATTRIBUTE = /^(pk|sk|entity|gsi\d+(pk|sk))$/;

/** Removes key and index attributes (and `entity`) before an item leaves the data layer. */
export function stripKeys(item: Item): Item {
  const out: Item = {};
  for (const [k, v] of Object.entries(item)) if (!KEY_ATTRIBUTE.test(k)) out[k] = v;
  return out;
}

/** The primary key of a stored item (for deleting what a Query returned). */
export const keyOf = (item: Item): Key => ({ pk: String(item.pk), sk: String(item.sk) });

/**
 * A stored item read back as the record its model wrote: keys, index attributes and `entity` stripped, `defaults`
 * filling attributes that items written before them lack. Every write goes through a model's item() (no other
 * module builds an item), so the attributes are the record's own: this is the one place that says so, rather than
 * a cast in each model. A model whose stored form differs from its record (a renamed attribute, packed numbers)
 * reads its attributes one by one instead.
 */
export function storedAs<T extends object>(item: Item, defaults: Partial<T> = {}): T {
  return { ...defaults, ...stripKeys(item) } as T;
}

/**
 * The table's time-to-live attribute (epoch seconds): DynamoDB deletes an item some time after it (the assistant's
 * conversations and proposals after 30 days, its rate counters after a minute). Reads still check the item's own
 * expiry, as deletion may lag. infra/cloud/constructs/data-table.ts names it on the table.
 */
export const TTL_ATTRIBUTE = 'expires_at_epoch';
