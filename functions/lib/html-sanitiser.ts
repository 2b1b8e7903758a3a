// User-written HTML (news, custom pages, hero subtitles) is sanitised on the server when saved, with sanitize-html
// and an allow-list: ordinary formatting, links and images survive; scripts, styles, event-handler attributes,
// SVG/MathML and any URL scheme other than http(s) and mailto (so no javascript: and no data:) do not. Images are
// kept only when they are files uploaded through our upload target (served at /uploads/ on the app's origin): an
// image from elsewhere could track readers or change after it was approved.
import sanitizeHtml from 'sanitize-html';
import { isUploadedImageUrl } from './upload-storage';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'code', 'pre', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Whatever is inside these is dropped with the tag, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'template', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isUploadedImageUrl(frame.attribs.src ?? ''),
  transformTags: {
    // A link that opens a new tab must not hand the league's page to the target (reverse tabnabbing).
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : (({ target: _t, ...rest }) => rest)(attribs),
    }),
  },
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The plain text of HTML, for excerpts and meta descriptions (rendered as text, so entities are decoded). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e).replace(/\s+/g, ' ').trim();
}
