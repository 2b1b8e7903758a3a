// The local stack's image storage, standing in for S3 + CloudFront: POST /uploads is the upload target the API
// hands out (functions/lib/upload-storage.ts), and GET /uploads/... serves what was stored. The target enforces the
// same policy S3 would, on the server: a signature of ours that has not expired, the exact key, an image type
// (by the declared Content-Type AND by the file's first bytes) and at most 5 MB. Files live under the stack's
// state folder, so they survive a restart like the table does.
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { ErrorCode } from '../../shared/error-codes';
import { magicMatches, UPLOAD_EXTENSION, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_PREFIX, type UploadType } from '../../shared/upload-schema';
import { verifyLocalPolicy } from '../../functions/lib/local-upload-policy';

type Send = (res: http.ServerResponse, status: number, code: ErrorCode, error: string, headers?: Record<string, string>) => void;
type ReadBody = (req: http.IncomingMessage, limit: number) => Promise<Buffer>;

/** Room for the form's other fields and multipart boundaries around a file of the largest allowed size. */
const FORM_OVERHEAD = 64 * 1024;
const KEY = /^uploads\/leagues\/[0-9A-Za-z_-]{1,64}\/[a-z0-9-]{1,80}\.(png|jpg|gif|webp)$/;
const TYPE_OF_EXTENSION = Object.fromEntries(Object.entries(UPLOAD_EXTENSION).map(([t, e]) => [e, t])) as Record<string, UploadType>;

export interface UploadTargetOptions { dir: string; secret: string; send: Send; readBody: ReadBody }

/** Where a key's file is kept (keys are checked against KEY first, so no path leaves the folder). */
const fileOf = (dir: string, key: string) => path.join(dir, key.slice(UPLOAD_PREFIX.length));

export async function receiveUpload(req: http.IncomingMessage, res: http.ServerResponse, o: UploadTargetOptions): Promise<void> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > UPLOAD_MAX_BYTES + FORM_OVERHEAD) return o.send(res, 413, 'payload_too_large', UPLOAD_MESSAGES.size, { connection: 'close' });
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return o.send(res, 400, 'validation', 'The upload must be a multipart/form-data POST');
  let form: FormData;
  try {
    const body = await o.readBody(req, UPLOAD_MAX_BYTES + FORM_OVERHEAD);
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch (err) {
    if ((err as { status?: number }).status === 413) return o.send(res, 413, 'payload_too_large', UPLOAD_MESSAGES.size, { connection: 'close' });
    return o.send(res, 400, 'validation', 'The upload form could not be read');
  }
  const field = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : undefined);
  const policy = verifyLocalPolicy(o.secret, field('policy'), field('x-local-signature'));
  // S3 answers 403 AccessDenied for a missing, forged or expired policy.
  if (!policy) return o.send(res, 403, 'forbidden', 'This upload target is not valid or has expired');
  if (field('key') !== policy.key || !KEY.test(policy.key)) return o.send(res, 403, 'forbidden', 'The key does not match the upload target');
  if (field('Content-Type') !== policy.content_type) return o.send(res, 400, 'validation', UPLOAD_MESSAGES.type);
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) return o.send(res, 400, 'validation', 'Choose an image to upload');
  if (file.size > policy.max_bytes) return o.send(res, 413, 'payload_too_large', UPLOAD_MESSAGES.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The declared type must be what the bytes are: a script renamed .png is not an image.
  if (!magicMatches(policy.content_type, bytes)) return o.send(res, 400, 'validation', UPLOAD_MESSAGES.type);
  const target = fileOf(o.dir, policy.key);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.writeFile(target, bytes);
  // S3's default answer to a successful POST without success_action_status.
  res.writeHead(204, { 'cache-control': 'no-store', location: `/${policy.key}` });
  res.end();
}

/** GET /uploads/...: the stored image with its type, never sniffed, cached like CloudFront would (keys never change). */
export function serveUpload(res: http.ServerResponse, pathname: string, o: Pick<UploadTargetOptions, 'dir' | 'send'>): boolean {
  const key = decodeURIComponent(pathname.slice(1));
  if (!KEY.test(key)) return false;
  const file = fileOf(o.dir, key);
  if (!fs.existsSync(file)) return false;
  const type = TYPE_OF_EXTENSION[key.slice(key.lastIndexOf('.') + 1)]!;
  const body = fs.readFileSync(file);
  res.writeHead(200, {
    'content-type': type, 'content-length': String(body.length), 'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=31536000, immutable', 'content-disposition': 'inline',
  });
  res.end(body);
  return true;
}
