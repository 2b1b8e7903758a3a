// The failure destination of a stream event source mapping: records a stream function gave up on land here with
// their shard position, kept 14 days, and an alarm (alarms.ts) watches the depth. Shared by every stream consumer.
import { Duration, Validations } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** A queue for a stream mapping's given-up records; `why` says, for cdk-nag, why no queue stands behind it. */
export function streamFailureQueue(scope: Construct, why: string): sqs.Queue {
  const queue = new sqs.Queue(scope, 'StreamFailures', {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason: why });
  return queue;
}
