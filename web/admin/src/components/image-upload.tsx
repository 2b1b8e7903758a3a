// A small reusable image uploader: the organiser picks a PNG, JPEG, GIF or WebP (at most 5 MB); it asks the API for
// a one-time upload target under the league's prefix (an S3 presigned POST in the cloud, the local stack's
// equivalent locally), posts the file there, and hands back the image's public URL for a URL field to take. The
// type and size checks here only spare a round trip: the storage's own policy is what enforces them.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import FileInput from '@cloudscape-design/components/file-input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_TYPES, type UploadPurpose, type UploadType } from '../../../../shared/upload-schema';
import { api, ApiError } from '../api/client';
import { useToast } from '../toast/toast-context';

interface Props {
  leagueId: string;
  /** Names the stored file (logo, hero, team-logo, page, sponsor, article). */
  purpose?: UploadPurpose;
  /** Called with the uploaded image's public URL. */
  onUploaded: (url: string) => void;
  /** The button's text, e.g. 'Upload logo'. */
  label?: string;
}

type Status = { kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'done'; name: string } | { kind: 'failed'; message: string };

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

export async function uploadImage(leagueId: string, file: File, purpose: NonNullable<Props['purpose']>): Promise<string> {
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

export function ImageUpload({ leagueId, purpose = 'logo', onUploaded, label = 'Upload image' }: Props) {
  const toast = useToast();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function pick(files: File[]) {
    const file = files[0];
    if (!file) return;
    setStatus({ kind: 'uploading', name: file.name });
    try {
      const url = await uploadImage(leagueId, file, purpose);
      onUploaded(url);
      setStatus({ kind: 'done', name: file.name });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      setStatus({ kind: 'failed', message });
      toast({ type: 'error', header: UPLOAD_MESSAGES.failed, content: message });
    }
  }

  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="center">
      <FileInput value={[]} accept={UPLOAD_TYPES.join(',')} onChange={({ detail }) => void pick(detail.value)}>{label}</FileInput>
      <Box variant="span" aria-live="polite">
        {status.kind === 'uploading' && <StatusIndicator type="loading">Uploading {status.name}</StatusIndicator>}
        {status.kind === 'done' && <StatusIndicator type="success">{UPLOAD_MESSAGES.uploaded}</StatusIndicator>}
        {status.kind === 'failed' && <StatusIndicator type="error">{status.message}</StatusIndicator>}
      </Box>
      <Box variant="small" color="text-body-secondary">PNG, JPEG, GIF or WebP, at most 5 MB.</Box>
    </SpaceBetween>
  );
}
