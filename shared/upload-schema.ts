// Image uploads (logos and hero images): what may be uploaded, enforced by the storage policy itself (the
// S3 presigned POST's policy in the cloud, the local gateway's upload target locally), not only by the browser.
import * as z from 'zod';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_EXTENSION: Record<UploadType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };
/** Every uploaded file lives under this prefix, which is also the path the CDN and the local gateway serve it at. */
export const UPLOAD_PREFIX = 'uploads/';
/** How long an upload target may be used. */
export const UPLOAD_TARGET_SECONDS = 10 * 60;

export const UPLOAD_MESSAGES = {
  type: 'Choose a PNG, JPEG, GIF or WebP image',
  size: 'The image must be at most 5 MB',
  failed: 'Failed to upload image',
  uploaded: 'Image uploaded',
} as const;

/** What an image is for; only names the file. */
export const UPLOAD_PURPOSES = ['logo', 'hero', 'team-logo', 'page', 'sponsor', 'article'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const uploadRequestSchema = z.object({
  content_type: z.enum(UPLOAD_TYPES, { error: UPLOAD_MESSAGES.type }),
  /** What the image is for; only names the file, so an organiser can tell logos from hero images in the bucket. */
  purpose: z.enum(UPLOAD_PURPOSES, { error: `Purpose must be one of ${UPLOAD_PURPOSES.join(', ')}` }).default('logo'),
});
export type UploadRequest = z.output<typeof uploadRequestSchema>;

/** Is this the start of a file of that type? (PNG, JPEG, GIF87a/89a, RIFF....WEBP) */
export function magicMatches(type: UploadType, bytes: Uint8Array): boolean {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  switch (type) {
    case 'image/png': return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg': return starts([0xff, 0xd8, 0xff]);
    case 'image/gif': return starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61;
    case 'image/webp': return starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8);
  }
}
