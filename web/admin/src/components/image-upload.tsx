// A small reusable image uploader: the organiser picks a PNG, JPEG, GIF or WebP (at most 5 MB); it asks the API for
// a one-time upload target under the league's prefix (an S3 presigned POST in the cloud, the local stack's
// equivalent locally), posts the file there, and hands back the image's public URL for a URL field to take. The
// type and size checks here only spare a round trip: the storage's own policy is what enforces them.
import { useEffect, useRef, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import FileInput from '@cloudscape-design/components/file-input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { UPLOAD_MESSAGES, UPLOAD_TYPES, type UploadPurpose } from '../../../../shared/upload-schema';
import { useToast } from '../toast/toast-context';
import { useUploadImage } from './image-upload-hooks';

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

export function ImageUpload({ leagueId, purpose = 'logo', onUploaded, label = 'Upload image' }: Props) {
  const toast = useToast();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const upload = useUploadImage(leagueId, purpose);
  // The upload outlives the render that started it: hand the URL to the form as it is now, not as it was at the pick,
  // so what the user typed meanwhile is kept.
  const latestOnUploaded = useRef(onUploaded);
  useEffect(() => { latestOnUploaded.current = onUploaded; });

  async function pick(files: File[]) {
    const file = files[0];
    if (!file) return;
    setStatus({ kind: 'uploading', name: file.name });
    try {
      const url = await upload.mutateAsync(file);
      latestOnUploaded.current(url);
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
