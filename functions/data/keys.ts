// The single table's models, one per entity, kept by aggregate in ./models/ and re-exported here, so that an access
// pattern imports every model from one place. A model holds:
//   - `entity`: the name stored in each item's `entity` attribute (stream filters and deletes branch on it);
//   - `key(...)`: the item's primary key, and where it has them, its index entries and the Query key
//     conditions (`KeyQuery`) of its collections, all small builders over the item's own attributes;
//   - the item's TypeScript type (taken from the shared schemas' types where the API defines the shape),
//     `item(...)` (value -> stored item) and `fromItem(item)` (stored item -> value, keys, index attributes and
//     bookkeeping stripped).
// No other module builds a key, names an entity or parses a key; the access patterns (leagues.ts, teams.ts, ...)
// use these models, and query.ts / batch.ts run the Query, BatchGet and BatchWrite calls. Key prefixes are checked
// for collisions across every model by tests/unit/key-prefixes.test.ts (docs/architecture.md: the key model).
// Pure (type-only imports, no AWS SDK) so the CDK app and the local stack can import it at synth and start-up time
// for the index names and entity names.
export * from './models/table';
export * from './models/users';
export * from './models/leagues';
export * from './models/domains';
export * from './models/teams';
export * from './models/seasons';
export * from './models/invitations';
export * from './models/people';
export * from './models/site-content';
export * from './models/registrations';
export * from './models/instalments';
export * from './models/plans';
export * from './models/games';
export * from './models/game-day';
export * from './models/site';
export * from './models/billing';
export * from './models/autopilot';
export * from './models/channels';
export * from './models/support';
export * from './models/messages';
export * from './models/assistant';
