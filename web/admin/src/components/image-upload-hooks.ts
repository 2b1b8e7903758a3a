// The image upload's calls: a one-time upload target from the API, then the file posted to the storage.
import { useMutation } from '@tanstack/react-query';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_TYPES, type UploadPurpose, type UploadType } from '../../../../shared/upload-schema';
import { api, ApiError } from '../api/client';

/** The storage's answer as a sentence: our gateway answers `{ error }`, S3 answers XML with a <Message>. */
async function storageError(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  if (res.status === 413 || /EntityTooLarge/.test(text)) return UPLOAD_MESSAGES.size;
  try {
    return (JSON.parse(text) as { error?: string }).error ?? UPLOAD_MESSAGES.failed;
  } catch {
    return /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? UPLOAD_MESSAGES.failed;
  }
}

export async function uploadImage(leagueId: string, file: File, purpose: UploadPurpose): Promise<string> {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) throw new ApiError(UPLOAD_MESSAGES.type, 400, 'validation', 'file');
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(UPLOAD_MESSAGES.size, 413, 'payload_too_large', 'file');
  const { upload } = await api.createUploadTarget(leagueId, { content_type: file.type as UploadType, purpose });
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append('file', file);
  const res = await fetch(upload.url, { method: 'POST', body: form });
  if (!res.ok) throw new ApiError(await storageError(res), res.status, res.status === 413 ? 'payload_too_large' : 'validation', 'file');
  return upload.public_url;
}

/** Uploads one picked file; resolves with the image's public URL. */
export const useUploadImage = (leagueId: string, purpose: UploadPurpose) =>
  useMutation({ mutationFn: (file: File) => uploadImage(leagueId, file, purpose) });
