// The public pages' navigation in the browser: the 'Menu' button on narrow screens, the signed-in entries when
// this browser holds a session (read as the admin keeps it, session.ts), the user menu and Sign Out.
import { accessTokenLive, forgetSession, isSignedIn, jwtPayload, storedSession, type StoredSession } from '../lib/session';


function toggle(button: HTMLElement, target: HTMLElement, open?: boolean) {
  const next = open ?? button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(next));
  target.toggleAttribute('data-open', next);
  if (target.hasAttribute('hidden') || target.getAttribute('role') === 'menu') target.hidden = !next;
}

function showSignedIn(nav: HTMLElement, session: StoredSession) {
  const out = nav.querySelector<HTMLElement>('[data-nav="signed-out"]');
  const inside = nav.querySelector<HTMLElement>('[data-nav="signed-in"]');
  if (!out || !inside) return;
  out.hidden = true;
  inside.hidden = false;
  const name = nav.querySelector<HTMLElement>('[data-user-name]')!;
  const given = jwtPayload(session.idToken)?.given_name;
  if (typeof given === 'string' && given.trim()) name.textContent = given.trim();
  const button = nav.querySelector<HTMLElement>('[data-user-menu]')!;
  const items = nav.querySelector<HTMLElement>('#user-menu-items')!;
  const entries = () => [...items.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  button.addEventListener('click', () => {
    toggle(button, items);
    // A menu takes the focus to its first entry (WAI-ARIA menu button pattern); arrows move between entries.
    if (button.getAttribute('aria-expanded') === 'true') entries()[0]?.focus();
  });
  items.addEventListener('keydown', (e) => {
    const list = entries();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      list[(at + (e.key === 'ArrowDown' ? 1 : list.length - 1)) % list.length]?.focus();
    }
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
      toggle(button, items, false);
      button.focus();
    }
  });
  document.addEventListener('click', (e) => {
    if (button.getAttribute('aria-expanded') === 'true' && !button.parentElement!.contains(e.target as Node)) toggle(button, items, false);
  });
  nav.querySelector('[data-sign-out]')!.addEventListener('click', () => {
    void import('./nav-account').then(
      (account) => account.signOut(session),
      () => {
        // Offline: this browser is signed out all the same.
        forgetSession(session);
        window.location.assign('/');
      },
    );
  });
  // The first name lives in the profile (cognito-local's ID tokens carry none); a revoked session answers 401.
  if (accessTokenLive(session)) {
    void import('./nav-account')
      .then((account) => account.readFirstName(session))
      .then((answer) => {
        if (answer === 'revoked') {
          inside.hidden = true;
          out.hidden = false;
        } else if (answer) name.textContent = answer;
      })
      .catch(() => undefined);
  }
}

export function startNav(): void {
  const header = document.getElementById('top-nav');
  if (!header) return;
  const links = header.querySelector<HTMLElement>('#top-nav-links')!;
  const menu = header.querySelector<HTMLButtonElement>('[data-nav-menu]')!;
  menu.addEventListener('click', () => toggle(menu, links));
  // The page is served with the button disabled (chrome.tsx): it works from here on.
  menu.disabled = false;
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && menu.getAttribute('aria-expanded') === 'true') {
      toggle(menu, links, false);
      menu.focus();
    }
  });
  const session = storedSession();
  if (isSignedIn(session)) showSignedIn(links, session);
  // The copyright year is the visitor's, not the build's.
  for (const el of document.querySelectorAll<HTMLElement>('[data-year]')) el.textContent = String(new Date().getFullYear());
}
