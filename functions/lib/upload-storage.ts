// Where uploaded images go, chosen here and nowhere else: an S3 bucket through a presigned POST in the cloud
// (UPLOADS_BUCKET, set by CDK), the local gateway's upload target in the local stack (UPLOADS_LOCAL_SECRET, set by
// infra/local/stack.ts). Either way the storage enforces the policy (image types, at most 5 MB, one key), and the
// image is then served under the app's own origin at /uploads/... (CloudFront, or the local gateway).
import { UPLOAD_MAX_BYTES, UPLOAD_PREFIX, UPLOAD_TARGET_SECONDS, type UploadType } from '../../shared/upload-schema';
import { signLocalPolicy } from './local-upload-policy';
import { traceClient } from './tracing';

export interface UploadTarget {
  /** Where the browser POSTs the multipart form. */
  url: string;
  /** The form fields to send first, in order; the file goes last, as `file`. */
  fields: Record<string, string>;
  expires_at: string;
}

export interface UploadStorage { presignedPost(key: string, contentType: UploadType): Promise<UploadTarget> }

const appUrl = () => (process.env.APP_URL ?? '').replace(/\/$/, '');

/** S3: the POST policy itself requires the exact key, the content type, and a length of 1 byte to 5 MB. */
export function s3UploadStorage(bucket: string, region = process.env.AWS_REGION): UploadStorage {
  return {
    presignedPost: async (key, contentType) => {
      // Loaded only in the cloud: the local stack never needs the S3 client.
      const [{ S3Client }, { createPresignedPost }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-presigned-post')]);
      const post = await createPresignedPost(traceClient(new S3Client({ region })), {
        Bucket: bucket, Key: key, Expires: UPLOAD_TARGET_SECONDS,
        Fields: { 'Content-Type': contentType },
        Conditions: [['content-length-range', 1, UPLOAD_MAX_BYTES], ['eq', '$Content-Type', contentType], ['eq', '$key', key]],
      });
      return { url: post.url, fields: post.fields, expires_at: new Date(Date.now() + UPLOAD_TARGET_SECONDS * 1000).toISOString() };
    },
  };
}

/** The local gateway's target at {APP_URL}/uploads, which checks this signed policy (infra/local/upload-target.ts). */
export function localUploadStorage(secret: string): UploadStorage {
  return {
    presignedPost: async (key, contentType) => {
      const expires_at = new Date(Date.now() + UPLOAD_TARGET_SECONDS * 1000).toISOString();
      return { url: `${appUrl()}/uploads`, fields: signLocalPolicy(secret, { key, content_type: contentType, max_bytes: UPLOAD_MAX_BYTES, expires_at }), expires_at };
    },
  };
}

export function uploadStorage(): UploadStorage {
  if (process.env.UPLOADS_LOCAL_SECRET) return localUploadStorage(process.env.UPLOADS_LOCAL_SECRET);
  const bucket = process.env.UPLOADS_BUCKET;
  if (!bucket) throw new Error('UPLOADS_BUCKET is not set: image uploads have no storage');
  return s3UploadStorage(bucket);
}

/** Where an uploaded file is served: the app's own origin (CloudFront's /uploads/* behaviour, or the gateway). */
export const publicUploadUrl = (key: string) => `${appUrl()}/${key}`;

/** Whether a URL is a file uploaded through our upload target: under /uploads/ on the app's origin (or site-relative). */
export function isUploadedImageUrl(url: string): boolean {
  const path = `/${UPLOAD_PREFIX}`;
  if (url.startsWith(path)) return !url.includes('..');
  const app = appUrl();
  return Boolean(app) && url.startsWith(`${app}${path}`) && !url.includes('..');
}
