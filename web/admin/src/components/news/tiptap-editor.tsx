// The rich-text editor of news (and later custom pages and hero subtitles): TipTap's starter kit limited to what
// the server's sanitiser keeps (headings 2-3, bold, italic, underline, strike, lists, quotes, links), with a
// Cloudscape toolbar. Each tool's accessible name contains its visible text (axe: label-content-name-mismatch). It emits HTML; the API sanitises it again when it is saved, so the editor is a convenience,
// not a safety boundary.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorImage, ImageForm } from './editor-image';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The accessible name of the editing area (its visible label). */
  label: string;
  /** The league whose upload target takes images: with it, the toolbar has an Image tool. */
  leagueId?: string;
}

const MARKS = [
  { name: 'bold', label: 'Bold', icon: 'B', run: (e: Editor) => e.chain().focus().toggleBold().run() },
  { name: 'italic', label: 'Italic', icon: 'I', run: (e: Editor) => e.chain().focus().toggleItalic().run() },
  { name: 'underline', label: 'Underline', icon: 'U', run: (e: Editor) => e.chain().focus().toggleUnderline().run() },
  { name: 'strike', label: 'Strikethrough', icon: 'S', run: (e: Editor) => e.chain().focus().toggleStrike().run() },
] as const;

const BLOCKS = [
  { name: 'heading2', label: 'H2 heading', icon: 'H2', active: (e: Editor) => e.isActive('heading', { level: 2 }), run: (e: Editor) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { name: 'heading3', label: 'H3 subheading', icon: 'H3', active: (e: Editor) => e.isActive('heading', { level: 3 }), run: (e: Editor) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { name: 'bulletList', label: 'Bulleted list', icon: '• List', active: (e: Editor) => e.isActive('bulletList'), run: (e: Editor) => e.chain().focus().toggleBulletList().run() },
  { name: 'orderedList', label: '1. List (numbered)', icon: '1. List', active: (e: Editor) => e.isActive('orderedList'), run: (e: Editor) => e.chain().focus().toggleOrderedList().run() },
  { name: 'blockquote', label: 'Quote', icon: '“ ”', active: (e: Editor) => e.isActive('blockquote'), run: (e: Editor) => e.chain().focus().toggleBlockquote().run() },
] as const;

/** http(s) and mailto only, as the sanitiser allows; a bare host gets https://. */
function linkTarget(raw: string): string | null {
  const v = raw.trim();
  if (!v) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

export function RichTextEditor({ value, onChange, label, leagueId }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, horizontalRule: false, link: { openOnClick: false, autolink: true, protocols: ['mailto'] } }),
      ...(leagueId ? [EditorImage] : []),
    ],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'rich-text-editor__content' } },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      ...Object.fromEntries(MARKS.map((m) => [m.name, e?.isActive(m.name) ?? false])),
      ...Object.fromEntries(BLOCKS.map((b) => [b.name, e ? b.active(e) : false])),
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }) as Record<string, boolean>,
  });
  const [linking, setLinking] = useState(false);
  const [imaging, setImaging] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState('');

  function applyLink() {
    if (!editor) return;
    const target = linkTarget(href);
    if (!target) { setLinkError('Enter a web address (https://...) or an e-mail link (mailto:...)'); return; }
    editor.chain().focus().extendMarkRange('link').setLink({ href: target }).run();
    setLinking(false);
  }

  const toolButton = (key: string, text: string, title: string, pressed: boolean, run: () => void, disabled = false) => (
    <button
      key={key} type="button" className="rich-text-editor__tool" aria-label={title} title={title} aria-pressed={pressed}
      disabled={!editor || disabled} onClick={run}
      // A click keeps focus (and the caret) in the text: what is typed next gets the format at once. Keyboard users
      // reach the button with Tab, and the command puts focus back in the text.
      onMouseDown={(e) => e.preventDefault()}
    >
      {text}
    </button>
  );

  return (
    <div className="rich-text-editor">
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {MARKS.map((m) => toolButton(m.name, m.icon, m.label, Boolean(state?.[m.name]), () => editor && m.run(editor)))}
        <span className="rich-text-editor__divider" aria-hidden="true" />
        {BLOCKS.map((b) => toolButton(b.name, b.icon, b.label, Boolean(state?.[b.name]), () => editor && b.run(editor)))}
        <span className="rich-text-editor__divider" aria-hidden="true" />
        {toolButton('link', 'Link', state?.link ? 'Edit link' : 'Add link', Boolean(state?.link), () => {
          const href: unknown = editor?.getAttributes('link').href;
          setHref(typeof href === 'string' ? href : '');
          setLinkError('');
          setLinking(true);
        })}
        {state?.link && toolButton('unlink', 'Unlink', 'Remove link', false, () => editor?.chain().focus().extendMarkRange('link').unsetLink().run())}
        {leagueId && toolButton('image', 'Image', 'Insert image', imaging, () => setImaging(true))}
        <span className="rich-text-editor__divider" aria-hidden="true" />
        {toolButton('undo', '↶', 'Undo', false, () => editor?.chain().focus().undo().run(), !state?.canUndo)}
        {toolButton('redo', '↷', 'Redo', false, () => editor?.chain().focus().redo().run(), !state?.canRedo)}
      </div>
      {linking && (
        <Box padding={{ horizontal: 's', vertical: 'xs' }}>
          <SpaceBetween size="xs">
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Input
                ariaLabel="Link address" value={href} placeholder="https://example.com" type="url" autoFocus
                onChange={({ detail }) => { setHref(detail.value); setLinkError(''); }}
                // Enter applies the link rather than submitting the surrounding form.
                onKeyDown={(e) => { if (e.detail.key === 'Enter') { e.preventDefault(); applyLink(); } }}
                invalid={Boolean(linkError)}
              />
              <Button formAction="none" onClick={applyLink}>Apply link</Button>
              <Button formAction="none" variant="link" ariaLabel="Cancel link" onClick={() => setLinking(false)}>Cancel</Button>
            </SpaceBetween>
            {linkError && <Box color="text-status-error" fontSize="body-s">{linkError}</Box>}
          </SpaceBetween>
        </Box>
      )}
      {imaging && leagueId && (
        <ImageForm
          leagueId={leagueId} onCancel={() => setImaging(false)}
          onInsert={(src, alt) => {
            editor?.chain().focus().insertContent({ type: 'image', attrs: { src, alt } }).run();
            setImaging(false);
          }}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
