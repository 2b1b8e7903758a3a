// The local stack's stand-in for an S3 presigned POST policy: the API signs the same conditions S3 would enforce
// (key, content type, size range, expiry) with a key only this stack knows, and the local gateway's upload target
// (infra/local/upload-target.ts) checks the signature before it accepts a file. Nothing is trusted from the browser.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadType } from '../../shared/upload-schema';

export interface LocalUploadPolicy { key: string; content_type: UploadType; max_bytes: number; expires_at: string }

const sign = (secret: string, policy: string) => createHmac('sha256', secret).update(policy).digest('base64url');

/** The form fields of a local upload target (the file goes last, as with S3). */
export function signLocalPolicy(secret: string, p: LocalUploadPolicy): Record<string, string> {
  const policy = Buffer.from(JSON.stringify(p)).toString('base64url');
  return { key: p.key, 'Content-Type': p.content_type, policy, 'x-local-signature': sign(secret, policy) };
}

/** The policy a form carries, if its signature is ours and it has not expired; null otherwise. */
export function verifyLocalPolicy(secret: string, policy: string | undefined, signature: string | undefined, now = new Date()): LocalUploadPolicy | null {
  if (!policy || !signature) return null;
  const expected = Buffer.from(sign(secret, policy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const p = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as LocalUploadPolicy;
    if (!(UPLOAD_TYPES as readonly string[]).includes(p.content_type) || p.max_bytes > UPLOAD_MAX_BYTES) return null;
    return Date.parse(p.expires_at) > now.getTime() ? p : null;
  } catch {
    return null;
  }
}
