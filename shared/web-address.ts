// What a link field takes (a sponsor's site, a social profile, a team's website, a navigation link): an http or
// https address and nothing else. `new URL` alone accepts more than addresses: it percent-encodes a quote, a space
// or a `<` as it parses, so `https://x.com/"onmouseover="alert(1)` parses, and would be stored as typed. Written
// out properly an address never holds those characters (they are percent-encoded), so text holding one is not an
// address. Used by the shared schemas, so the API refuses such a link and the forms show why.

/** Characters an address never holds unencoded: white space, control characters, quotes, angle brackets, backslash. */
const NOT_IN_AN_ADDRESS = /[\s"'`<>\\\p{Cc}]/u;

/** A host name with a dot (example.com), or localhost (the local stack's uploads). */
const WEB_HOST = /^(?:localhost|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]{2,}|\[[0-9a-f:.]+\])$/;

/** Text holds nothing an address never holds unencoded (also for a site path such as /l/league/news). */
export const hasOnlyAddressCharacters = (text: string) => !NOT_IN_AN_ADDRESS.test(text);

/** A full http(s) address with a real host name. */
export function isWebAddress(text: string): boolean {
  if (!hasOnlyAddressCharacters(text)) return false;
  try {
    const u = new URL(text);
    return (u.protocol === 'https:' || u.protocol === 'http:') && WEB_HOST.test(u.hostname);
  } catch {
    return false;
  }
}
