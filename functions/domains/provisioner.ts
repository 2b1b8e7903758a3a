// Turning a league's custom domain into a working HTTPS site is done behind this one interface, with two
// implementations: the cloud one (a CloudFront distribution tenant with a CloudFront-managed certificate)
// and the local one (active at once; the local gateway serves the site for that Host header).
import type { LeagueDomain } from '../../shared/domain-schema';

/** What a provisioning step decided; persisted by the domains service. */
export interface ProvisionStep {
  status: LeagueDomain['status'];
  ssl_enabled: boolean;
  /** The DNS record the admin must add for certificate validation, when one is waiting. */
  validation_record?: LeagueDomain['validation_record'];
  failure_reason?: string | null;
  /** Implementation bookkeeping (certificate ARN, tenant id, ...), stored with the domain. */
  provisioning?: Record<string, string>;
}

export interface DomainProvisioner {
  /** Moves a pending domain one step on; called again (by the scheduler) until it is active or failed. */
  advance(domain: LeagueDomain): Promise<ProvisionStep>;
  /** Removes whatever advance() created for the domain. */
  teardown(domain: LeagueDomain): Promise<void>;
}
