// The public pages' one script: the navigation (nav.ts) on every page, then the islands the page declares with
// data-island, each loaded only where it is used (React only for the pricing, directory and auth blocks).
import './public.css';
import { handOverIfSignedIn } from './hand-over';
import { startNav } from './nav';

type Mount = (el: HTMLElement, props: unknown) => void | Promise<void>;

const ISLANDS: Record<string, () => Promise<Mount>> = {
  'pricing': () => import('./mount-react').then((m) => m.mountPricing),
  'directory': () => import('./mount-react').then((m) => m.mountDirectory),
  'auth': () => import('./mount-auth').then((m) => m.mountAuth),
  'contact-email': () => import('./contact-email').then((m) => m.mountContactEmail as Mount),
  'contact-form': () => import('./contact-form-mount').then((m) => m.mountContactForm as Mount),
  'system-status': () => import('./system-status').then((m) => m.mountSystemStatus as Mount),
};

function propsOf(name: string): unknown {
  const el = document.querySelector(`script[type="application/json"][data-island-props="${name}"]`);
  return el?.textContent ? JSON.parse(el.textContent) : {};
}

if (!handOverIfSignedIn()) {
  startNav();
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = el.dataset.island!;
    const load = ISLANDS[name];
    if (load) void load().then((mount) => mount(el, propsOf(name)));
  }
}
