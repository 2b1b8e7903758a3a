// The plain text of rich text we cleaned when it was written (html-sanitiser.ts, storedRichText), for excerpts and
// meta descriptions, without a parser: the league site's function reads it on every news page and should not bundle
// sanitize-html (with htmlparser2 and postcss, about 150 KB). Cleaned HTML has only allow-listed tags, no comments,
// and `<`, `>`, `&`, `"` only escaped in text and attribute values, so a tag is exactly `<` up to the next `>`.

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Tags that start or end a block: their text is a word of its own ("Match report" then "The Rovers..."). */
const BLOCK_TAG = /<(\/?)(p|div|h[1-6]|li|ul|ol|blockquote|br|hr|pre|table|tr|td|th|section|article|header|footer|figure|figcaption|aside)\b/gi;

/** The text of cleaned HTML, entities decoded (it is rendered as text), white space collapsed. */
export function cleanHtmlToText(html: string): string {
  return html.replace(BLOCK_TAG, ' <$1$2').replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e).replace(/\s+/g, ' ').trim();
}

/** Text made safe to put in HTML, as text or an attribute value (the e-mails the functions send). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
