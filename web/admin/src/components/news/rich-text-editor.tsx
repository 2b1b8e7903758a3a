// The rich-text editor of news, custom pages and hero subtitles (tiptap-editor.tsx). Its code, Tiptap and
// ProseMirror, is a chunk of its own, loaded when a form first shows the editor: the news and pages lists and the
// branding page open without it.
import { Suspense } from 'react';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { lazyNamed } from '../../lib/lazy-named';
import type { RichTextEditorProps } from './tiptap-editor';

const TiptapEditor = lazyNamed(() => import('./tiptap-editor'), 'RichTextEditor');

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<StatusIndicator type="loading">Loading the editor...</StatusIndicator>}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
