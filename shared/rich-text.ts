import * as z from 'zod';

/**
 * An article's or page's HTML. DynamoDB counts an item in UTF-8 bytes (400 KB at most), so the limit is in bytes
 * too: 200,000 characters of English fit, but 200,000 of Chinese (600 KB) would be a write refused with a 500.
 * 300,000 bytes leaves room for the item's other fields. TextEncoder works in the browser and in Node alike.
 */
export const RICH_TEXT_MAX_BYTES = 300_000;
export const RICH_TEXT_MAX_CHARS = 200_000;
export const RICH_TEXT_MESSAGES = {
  tooLong: 'Content must be at most 200,000 characters',
  tooManyBytes: 'Content must be at most 300,000 bytes in UTF-8 (about 100,000 characters of Chinese or Japanese)',
} as const;

export const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

export const richTextContentBase = z.string({ error: 'Content must be text' })
  .max(RICH_TEXT_MAX_CHARS, RICH_TEXT_MESSAGES.tooLong)
  .refine((s) => utf8Bytes(s) <= RICH_TEXT_MAX_BYTES, RICH_TEXT_MESSAGES.tooManyBytes);
