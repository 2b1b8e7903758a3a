// The rich-text editor's images: a block image node with its alt text (TipTap's starter kit has none, so a pasted
// <img> used to vanish), and the Image tool's form: upload a file through the league's upload target, describe it
// (alt text is required), insert. Only images that have alt text are taken from pasted HTML: the API refuses an
// image without it, and keeps only images uploaded here (functions/lib/html-sanitiser.ts).
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { mergeAttributes, Node } from '@tiptap/react';
import { ImageUpload } from '../image-upload';

export const EditorImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src][alt]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});

/** The Image tool's form: an uploaded image and its alt text, then Add image. */
export function ImageForm({ leagueId, onInsert, onCancel }: { leagueId: string; onInsert: (src: string, alt: string) => void; onCancel: () => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);
  const insert = () => {
    setTried(true);
    if (src && alt.trim()) onInsert(src, alt.trim());
  };
  return (
    <Box padding={{ horizontal: 's', vertical: 'xs' }}>
      <SpaceBetween size="xs">
        <ImageUpload leagueId={leagueId} purpose="article" label="Choose image" onUploaded={setSrc} />
        {tried && !src && <Box color="text-status-error" fontSize="body-s">Upload an image first</Box>}
        {src && <img src={src} alt="" className="rich-text-editor__image-preview" />}
        <FormField label="Alt text" description="What the image shows, for readers who cannot see it." errorText={tried && !alt.trim() ? 'Alt text is required' : undefined}>
          <Input value={alt} ariaLabel="Alt text" onChange={({ detail }) => setAlt(detail.value)}
            onKeyDown={(e) => { if (e.detail.key === 'Enter') { e.preventDefault(); insert(); } }} />
        </FormField>
        <SpaceBetween direction="horizontal" size="xs">
          <Button formAction="none" onClick={insert}>Add image</Button>
          <Button formAction="none" variant="link" ariaLabel="Cancel image" onClick={onCancel}>Cancel</Button>
        </SpaceBetween>
      </SpaceBetween>
    </Box>
  );
}
