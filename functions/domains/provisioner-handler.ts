// The cloud domain provisioner function (docs/architecture.md). Two triggers:
// - the table's stream, filtered in the event source mapping to league_domain INSERTs (advance the new domain at
//   once) and REMOVEs (tear down what was created for it, from the old image: the item is gone);
// - a schedule every 5 minutes that moves every pending domain one step on (all of them, page by page), because
//   certificate validation waits on the organiser's DNS and nothing else would wake the domain up again; it also
//   deletes the tenants of failed domains (releasing their certificates) and counts domains pending too long.
// Persistence goes through advanceDomain (functions/domains/service.ts), as it does locally.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { ACMClient } from '@aws-sdk/client-acm';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import { getLeagueDomain, releasingDomainPages, saveDomain, type StoredDomain } from '../data/domains';
import { domainModel } from '../data/keys';
import { businessMetric, logger, metrics, withTelemetry } from '../lib/observability';
import { traceClient } from '../lib/tracing';
import { createCloudProvisioner, RetryLaterError, type CloudDomainProvisioner } from './cloud-provisioner';
import { advanceIfPending, advancePendingDomains } from './pending-sweep';
import { countsThisRun, recordQuotaUsage } from './quota-usage';

let provisioner: CloudDomainProvisioner | undefined;
const clients: { cloudfront?: CloudFrontClient; acm?: ACMClient } = {};

// The account's CloudFront and ACM clients, made once per container and traced (CloudFront's API and the
// certificates CloudFront uses live in us-east-1; the provisioner's IAM policy allows no other region).
const cloudFront = () => (clients.cloudfront ??= traceClient(new CloudFrontClient({ region: 'us-east-1' })));
const acm = () => (clients.acm ??= traceClient(new ACMClient({ region: 'us-east-1' })));

/** Created on first use. */
function cloudProvisioner(): CloudDomainProvisioner {
  if (!provisioner) {
    const distributionId = process.env.DISTRIBUTION_ID;
    const tenantTag = process.env.TENANT_TAG;
    if (!distributionId || !tenantTag) throw new Error('DISTRIBUTION_ID and TENANT_TAG must be set');
    provisioner = createCloudProvisioner({
      cloudfront: cloudFront(),
      distributionId,
      connectionGroupId: process.env.CONNECTION_GROUP_ID || undefined,
      tenantTag,
    });
  }
  return provisioner;
}

/** For tests: the provisioner the handler uses (stubbed AWS clients). */
export function useProvisioner(p: CloudDomainProvisioner | undefined): void {
  provisioner = p;
}

export interface DomainEvent {
  kind: 'advance' | 'teardown';
  domain: StoredDomain;
}

/** What a stream record asks for: INSERT -> advance (new image), REMOVE -> teardown (old image); else nothing. */
export function domainEventOf(record: DynamoDBRecord): DomainEvent | null {
  const image = record.eventName === 'INSERT' ? record.dynamodb?.NewImage
    : record.eventName === 'REMOVE' ? record.dynamodb?.OldImage : undefined;
  if (!image) return null;
  const item = unmarshall(image as Record<string, AttributeValue>);
  // The event source filters on the same entity name (infra/cloud/constructs/domain-provisioning.ts).
  if (item.entity !== domainModel.entity) return null;
  return { kind: record.eventName === 'INSERT' ? 'advance' : 'teardown', domain: domainModel.fromItem(item) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stream records are retried by Lambda from the first failed one. A teardown waiting on CloudFront pauses
 * before reporting its failure, so the retries (bounded in the event source mapping) are spread over minutes.
 */
async function onStream(event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> {
  const p = cloudProvisioner();
  for (const record of event.Records) {
    const e = domainEventOf(record);
    if (!e) continue;
    try {
      if (e.kind === 'advance') await advanceIfPending(e.domain, p);
      else await p.teardown(e.domain);
    } catch (err) {
      const retryLater = err instanceof RetryLaterError;
      logger[retryLater ? 'warn' : 'error'](`domain ${e.kind} will be retried`, { domain: e.domain.domain, error: err as Error });
      if (retryLater) {
        const delay = Number(process.env.RETRY_DELAY_MS ?? 30_000);
        await sleep(Math.max(0, Math.min(delay, (context?.getRemainingTimeInMillis() ?? delay + 10_000) - 10_000)));
      }
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? record.eventID ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}

/** A domain pending longer than this has been forgotten by something: an alarm goes off (domain-provisioning.ts). */
export const PENDING_TOO_LONG_MS = 72 * 3600_000;

/** Time kept back from the function's timeout: no new step starts inside it, so the sweep ends on its own. */
export const SWEEP_MARGIN_MS = 20_000;

/**
 * The scheduled sweep: one step for every pending domain, several at a time; then the tenants of failed domains
 * are deleted. One domain's trouble does not stop the others, and a backlog larger than one run can take stops
 * before the timeout and continues on the next run. The count of domains pending too long is written before any
 * step, so the alarm sees it even if the run is cut short.
 */
export async function sweep(now = Date.now(), remainingMs = 120_000, clock: () => number = Date.now): Promise<{ advanced: number; released: number; pendingTooLong: number; left: number }> {
  const p = cloudProvisioner();
  let released = 0;
  let pendingTooLong = 0;
  const deadline = clock() + Math.max(0, remainingMs - SWEEP_MARGIN_MS);
  const { advanced, left } = await advancePendingDomains(p, {
    seen: (pending) => {
      pendingTooLong = pending.filter((d) => now - Date.parse(d.created_at) > PENDING_TOO_LONG_MS).length;
      // Written on every sweep (0 included), so the alarm sees data and not a gap; flushed now, not at the end.
      businessMetric('DomainsPendingTooLong', pendingTooLong);
      metrics.publishStoredMetrics();
    },
    deadline,
    clock,
  });
  if (left > 0) logger.warn('domain sweep stopped before its timeout; the next sweep continues', { left });
  if (countsThisRun(now)) {
    try {
      logger.info('quota usage', { ...(await recordQuotaUsage({ cloudfront: cloudFront(), acm: acm() })) });
      metrics.publishStoredMetrics();
    } catch (err) {
      logger.error('quota usage not counted', { error: err as Error });
    }
  }
  for await (const page of releasingDomainPages()) {
    for (const d of page) {
      if (clock() >= deadline) break;
      try {
        const fresh = await getLeagueDomain(d.league_id, d.id);
        if (!fresh || fresh.status !== 'failed' || !fresh.provisioning?.tenant_id) continue;
        const provisioning = await p.release(fresh);
        // Without tenant_id the domain leaves the releasing index; the organiser still sees why it failed.
        await saveDomain({ ...fresh, provisioning, updated_at: new Date(now).toISOString() });
        released++;
      } catch (err) {
        const retryLater = err instanceof RetryLaterError;
        logger[retryLater ? 'info' : 'error']('failed domain not released yet', { domain: d.domain, error: err as Error });
      }
    }
  }
  return { advanced, released, pendingTooLong, left };
}

/** Metrics (DomainProvisioned, DomainProvisioningFailed) are flushed at the end of every invocation. */
export const handler = withTelemetry(async (event: DynamoDBStreamEvent | ScheduledEvent, context?: Context): Promise<DynamoDBBatchResponse | void> => {
  if ('Records' in event && Array.isArray(event.Records)) return onStream(event, context);
  await sweep(Date.now(), context?.getRemainingTimeInMillis());
});
