// An article's cover image: uploaded through the league's upload target, previewed, removable. Its alt text is a
// field of its own beside it (required once there is a cover).
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ImageUpload } from '../image-upload';

export function CoverImagePicker({ leagueId, url, onChange }: { leagueId: string; url: string; onChange: (url: string) => void }) {
  return (
    <SpaceBetween size="xs">
      {url && <img src={url} alt="" className="cover-image-preview" style={{ maxWidth: 320, maxHeight: 180, objectFit: 'cover', borderRadius: 8, display: 'block' }} />}
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <ImageUpload leagueId={leagueId} purpose="article" label={url ? 'Replace cover image' : 'Upload cover image'} onUploaded={onChange} />
        {url && <Button formAction="none" variant="link" onClick={() => onChange('')}>Remove cover image</Button>}
      </SpaceBetween>
    </SpaceBetween>
  );
}
