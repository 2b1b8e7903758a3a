// HTTP APIs cannot carry a WAF web ACL, so the API must not be reachable around the one on CloudFront: CloudFront
// adds a secret header to every request it sends to the API (both distributions), and every API function refuses a
// request without it. The value is generated in Secrets Manager at deploy time and reaches the functions as
// ORIGIN_VERIFY. The local stack sets no value, and then nothing is checked.
import { timingSafeEqual } from 'node:crypto';

export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Whether a request came through CloudFront (always true when no value is configured: the local stack). */
export function cameThroughCloudFront(headers: Record<string, string | undefined> | undefined, expected = process.env.ORIGIN_VERIFY): boolean {
  if (!expected) return true;
  const given = headers?.[ORIGIN_VERIFY_HEADER];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
