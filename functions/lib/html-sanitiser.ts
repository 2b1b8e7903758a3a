// User-written HTML (news, custom pages, hero subtitles) is sanitised on the server when saved, with sanitize-html
// and an allow-list: ordinary formatting, links and images survive; scripts, styles, event-handler attributes,
// SVG/MathML and any URL scheme other than http(s) and mailto (so no javascript: and no data:) do not. Images are
// kept only when they are files uploaded through our upload target (served at /uploads/ on the app's origin): an
// image from elsewhere could track readers or change after it was approved.
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_MAX_BYTES, RICH_TEXT_MESSAGES, utf8Bytes } from '../../shared/rich-text';
import { badRequest } from './errors';
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

/**
 * The stored form of an article's or page's content: sanitised, then held to the same byte limit as the input,
 * since cleaning can add bytes (every link gains rel="noopener noreferrer") and the item must stay under 400 KB.
 */
export function storedRichText(html: string): string {
  const clean = sanitiseHtml(html);
  if (utf8Bytes(clean) > RICH_TEXT_MAX_BYTES) throw badRequest(`content: ${RICH_TEXT_MESSAGES.tooManyBytes} once cleaned for the site`, 'content');
  return clean;
}
