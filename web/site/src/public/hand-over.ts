// Signed in, /pricing is the signed-in app's plan screen (current plan, trial, switch, downgrade, the account's
// promo code), which is the admin's. The prerendered page names the admin's entry files (data-signed-in-app on
// <body>); for a signed-in visitor this swaps the page for the admin before the public island starts. Signed-out
// visitors, search engines and Lighthouse never load it.
import { isSignedIn, storedSession } from '../lib/session';

interface AppAssets {
  scripts: string[];
  styles: string[];
}

export function handOverIfSignedIn(): boolean {
  const spec = document.body.dataset.signedInApp;
  if (!spec || !isSignedIn(storedSession())) return false;
  const app = JSON.parse(spec) as AppAssets;
  // The public stylesheet would restyle Cloudscape's elements: the admin brings its own.
  for (const link of document.querySelectorAll('link[rel="stylesheet"]')) link.remove();
  document.body.replaceChildren(Object.assign(document.createElement('div'), { id: 'root' }));
  for (const href of app.styles) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
  for (const src of app.scripts) document.head.append(Object.assign(document.createElement('script'), { type: 'module', src }));
  return true;
}
