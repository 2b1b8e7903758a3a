// A league's custom domains, its one primary domain and the Host-header markers.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import type { LeagueDomain } from '../../../shared/domain-schema';
import { leaguePk } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

export interface StoredDomain extends LeagueDomain { provisioning?: Record<string, string> }

export const domainModel = {
  /** Also the cloud provisioner's stream filter (infra/cloud/constructs/domain-provisioning.ts). */
  entity: 'league_domain',
  key: (leagueId: string, domainId: string): Key => ({ pk: leaguePk(leagueId), sk: `DOMAIN#${domainId}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'DOMAIN#' }),
  /** gsi2: domains waiting for provisioning, oldest first, so the provisioner's sweep is one Query (sparse). */
  pending: (): KeyQuery => ({ index: 'directory', pk: 'DOMAINS#pending' }),
  /**
   * gsi2: failed domains still holding a CloudFront tenant (and its certificate), which the sweep deletes so a
   * failure does not keep using the account's quotas. The entry goes once `provisioning.tenant_id` is cleared.
   */
  releasing: (): KeyQuery => ({ index: 'directory', pk: 'DOMAINS#releasing' }),
  item: (d: StoredDomain): Item => ({
    ...domainModel.key(d.league_id, d.id), entity: domainModel.entity, ...d,
    ...(d.status === 'pending' ? { gsi2pk: domainModel.pending().pk, gsi2sk: `${d.created_at}#${d.id}` } : {}),
    ...(d.status === 'failed' && d.provisioning?.tenant_id ? { gsi2pk: domainModel.releasing().pk, gsi2sk: `${d.created_at}#${d.id}` } : {}),
  }),
  fromItem: (i: Item) => storedAs<StoredDomain>(i),
} as const;

/**
 * A league's one primary domain: the domain that is primary claims this marker (written only if absent) in the
 * same transaction that marks it primary, so parallel adds can never leave two primaries.
 */
export const primaryDomainModel = {
  entity: 'primary_domain_marker',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'PRIMARY_DOMAIN' }),
  item: (d: Pick<StoredDomain, 'league_id' | 'id'>): Item => ({ ...primaryDomainModel.key(d.league_id), entity: primaryDomainModel.entity, domain_id: d.id }),
} as const;

/** Uniqueness and Host-header lookup: a domain belongs to at most one league. Outside the league's partition. */
export const hostMarkerModel = {
  entity: 'host_marker',
  key: (domain: string): Key => ({ pk: `HOST#${domain.toLowerCase()}`, sk: 'HOST' }),
  item: (d: StoredDomain): Item => ({ ...hostMarkerModel.key(d.domain), entity: hostMarkerModel.entity, league_id: d.league_id, domain_id: d.id, domain: d.domain }),
  fromItem: (i: Item): { league_id: string; domain_id: string } => ({ league_id: String(i.league_id), domain_id: String(i.domain_id) }),
} as const;
