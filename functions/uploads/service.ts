// Image uploads: only a league's admin gets an upload target, and only for a key under that league's prefix, so
// one league can never write over another's files. The storage (S3 or the local gateway) enforces type and size.
import { ulid } from 'ulid';
import { UPLOAD_EXTENSION, UPLOAD_MAX_BYTES, UPLOAD_PREFIX, type UploadRequest } from '../../shared/upload-schema';
import { requireOwnLeague } from '../access/league';
import { publicUploadUrl, uploadStorage } from '../lib/upload-storage';

export const leagueUploadPrefix = (leagueId: string) => `${UPLOAD_PREFIX}leagues/${leagueId}/`;

export async function createUploadTargetFor(userId: string, leagueId: string, input: UploadRequest) {
  await requireOwnLeague(userId, leagueId);
  const key = `${leagueUploadPrefix(leagueId)}${input.purpose}-${ulid().toLowerCase()}.${UPLOAD_EXTENSION[input.content_type]}`;
  const target = await uploadStorage().presignedPost(key, input.content_type);
  return { ...target, key, public_url: publicUploadUrl(key), max_bytes: UPLOAD_MAX_BYTES };
}
