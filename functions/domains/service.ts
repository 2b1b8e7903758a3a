import { ulid } from 'ulid';
import { DOMAIN_MESSAGES, type LeagueDomain } from '../../shared/domain-schema';
import {
  claimPrimary, deleteDomain, deletePrimaryDomain, getLeagueDomain, insertDomain, listLeagueDomains, saveDomain, setLeaguePrimaryDomain,
  type StoredDomain,
} from '../data/domains';
import { requireOwnLeague } from '../access/league';
import { MSG } from '../../shared/messages';
import { conflict, notFound } from '../lib/errors';
import { businessMetric } from '../lib/observability';
import { requireFeature } from '../access/plan';
import { localProvisioner } from './local-provisioner';
import type { DomainProvisioner } from './provisioner';

/** What the admin sees: no provisioning bookkeeping. */
export const toLeagueDomain = ({ provisioning: _p, ...d }: StoredDomain): LeagueDomain => d;

/**
 * Locally the provisioner runs inline right after the add. In the cloud, the domain provisioner function runs it,
 * woken by the table's stream and a schedule, because the certificate waits on the organiser's DNS.
 */
function inlineProvisioner(): DomainProvisioner | null {
  return process.env.DOMAIN_PROVISIONER === 'local' ? localProvisioner : null;
}

export async function listDomainsOf(userId: string, leagueId: string): Promise<LeagueDomain[]> {
  await requireOwnLeague(userId, leagueId);
  return (await listLeagueDomains(leagueId)).map(toLeagueDomain);
}

export const CUSTOM_DOMAIN_UPGRADE = 'Custom domains are available on the Awesome and Amazing plans. Upgrade your plan to use a custom domain.';

/** A new domain as added: pending until provisioning moves it on. */
export function newDomain(leagueId: string, domain: string, isPrimary: boolean): StoredDomain {
  const now = new Date().toISOString();
  return {
    id: ulid(), league_id: leagueId, domain: domain.toLowerCase(), is_primary: isPrimary, status: 'pending', ssl_enabled: false,
    validation_record: null, failure_reason: null, created_at: now, updated_at: now,
  };
}

/** Runs the local provisioner right away where there is one; in the cloud the provisioner function takes over. */
export async function provisionIfInline(d: StoredDomain): Promise<StoredDomain> {
  const inline = inlineProvisioner();
  return inline ? advanceDomain(d, inline) : d;
}

/** Tears down what was provisioned for a removed domain, where that runs inline (locally); the cloud's stream does it there. */
export async function teardownIfInline(d: StoredDomain): Promise<void> {
  await inlineProvisioner()?.teardown(d);
}

/**
 * Adds a domain. It is primary only if it wins the league's primary marker: of parallel adds to a league without
 * a primary, exactly one does; the others are added as secondary.
 */
export async function addDomainTo(userId: string, leagueId: string, domain: string): Promise<LeagueDomain> {
  await requireOwnLeague(userId, leagueId);
  await requireFeature(userId, 'custom_domain', CUSTOM_DOMAIN_UPGRADE);
  const existing = await listLeagueDomains(leagueId);
  let d = newDomain(leagueId, domain, !existing.some((e) => e.is_primary));
  let failure = await insertDomain(d);
  if (failure === 'primary') {
    d = { ...d, is_primary: false };
    failure = await insertDomain(d);
  }
  if (failure === 'taken') throw conflict(DOMAIN_MESSAGES.taken, 'domain_taken');
  if (failure === 'gone') throw notFound(MSG.league.notFound);
  return toLeagueDomain(await provisionIfInline(d));
}

export async function removeDomainFrom(userId: string, leagueId: string, domainId: string): Promise<void> {
  await requireOwnLeague(userId, leagueId);
  const d = await getLeagueDomain(leagueId, domainId);
  if (!d) throw notFound('Domain not found');
  await teardownIfInline(d);
  if (!d.is_primary) return deleteDomain(d);
  // The primary goes and the oldest remaining domain takes over in one transaction; if the picture changed
  // meanwhile (that domain removed, a parallel add holding the marker), remove and promote as two steps.
  const next = (await listLeagueDomains(leagueId)).find((x) => x.id !== d.id) ?? null;
  if (await deletePrimaryDomain(d, next, new Date().toISOString())) {
    await deleteDomain(d);
    await promoteNextPrimary(leagueId);
  }
}

/**
 * After the primary goes, the oldest remaining domain becomes primary, unless another domain claimed the
 * primary marker meanwhile (a parallel add); the league item then names the primary domain once it is active.
 */
export async function promoteNextPrimary(leagueId: string) {
  const rest = await listLeagueDomains(leagueId);
  let primary = rest.find((d) => d.is_primary);
  if (!primary && rest[0]) {
    primary = (await claimPrimary(rest[0], new Date().toISOString()))
      ? rest[0] : (await listLeagueDomains(leagueId)).find((d) => d.is_primary);
  }
  await setLeaguePrimaryDomain(leagueId, primary?.status === 'active' ? primary.domain : null);
}

/** Runs one provisioning step and stores its outcome. Used inline locally and by the cloud provisioner. */
export async function advanceDomain(d: StoredDomain, provisioner: DomainProvisioner): Promise<StoredDomain> {
  let step;
  try {
    step = await provisioner.advance(d);
  } catch (err) {
    step = { status: 'failed' as const, ssl_enabled: false, failure_reason: (err as Error).message };
  }
  const next: StoredDomain = {
    ...d,
    status: step.status,
    ssl_enabled: step.ssl_enabled,
    validation_record: step.validation_record !== undefined ? step.validation_record : d.validation_record,
    failure_reason: step.failure_reason ?? null,
    provisioning: { ...(d.provisioning ?? {}), ...(step.provisioning ?? {}) },
    updated_at: new Date().toISOString(),
  };
  // A primary turning active is named on the league item in the same write: a crash between the two cannot split them.
  if (!(await saveDomain(next, next.is_primary && next.status === 'active'))) return next; // removed meanwhile: nothing to record
  if (next.status !== d.status && next.status === 'active') businessMetric('DomainProvisioned');
  if (next.status !== d.status && next.status === 'failed') businessMetric('DomainProvisioningFailed');
  return next;
}
