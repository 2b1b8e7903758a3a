import type { DomainProvisioner } from './provisioner';

/**
 * The local stack has no certificates or CDN: a domain is active at once (without TLS), and the local gateway
 * serves the league's site for requests whose Host header is the domain.
 */
export const localProvisioner: DomainProvisioner = {
  advance: async () => ({ status: 'active', ssl_enabled: false, validation_record: null, failure_reason: null }),
  teardown: async () => undefined,
};
