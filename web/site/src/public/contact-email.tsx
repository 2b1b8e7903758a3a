// 'Contact Us': the operator's address is runtime configuration (CONTACT_EMAIL locally, CDK context contactEmail in
// the cloud), read from /config.json by the page's script; the prerendered page says it is looking it up.
import { readConfig } from '../lib/site-config';

export const CONTACT_ISLAND = 'contact-email';

export function ContactEmail() {
  return (
    <p data-island={CONTACT_ISLAND} aria-live="polite">
      Looking up the contact address…
    </p>
  );
}

/** Fills the paragraph in from /config.json. */
export async function mountContactEmail(el: HTMLElement): Promise<void> {
  const email = await readConfig().then((c) => c.contactEmail ?? null, () => null);
  if (!email) {
    el.textContent = 'This installation has no contact address configured; the Help Center answers most questions.';
    return;
  }
  const link = document.createElement('a');
  link.href = `mailto:${email}`;
  link.textContent = email;
  el.replaceChildren('E-mail ', link, ' about your account, your plan or anything else.');
}
