// The public pages' navigation bar and footer: the same entries and texts as the admin's (spec: Navigation bar,
// Footer), as plain links. The bar is rendered signed out; the page script (nav.ts) swaps in the signed-in entries
// when the browser holds a session, so the HTML itself is the same for everyone and can be prerendered.

const SIGNED_OUT: [string, string][] = [
  ['Leagues', '/leagues'], ['Features', '/features'], ['Pricing', '/pricing'], ['About', '/about'], ['Subscription', '/subscription'],
  ['Sign In', '/auth'],
];
const SIGNED_IN: [string, string][] = [['Leagues', '/leagues'], ['Dashboard', '/dashboard'], ['Create League', '/create-league'], ['Subscription', '/subscription']];
const USER_MENU: [string, string][] = [['Dashboard', '/dashboard'], ['Create League', '/create-league'], ['Account', '/account']];

export function TopNav() {
  return (
    <header id="top-nav" className="top-nav">
      <div className="top-nav__bar">
        <a className="top-nav__brand" href="/">
          League Platform
        </a>
        {/* Disabled until the page script (nav.ts) runs and opens it: before that a tap would do nothing, unseen. */}
        <button type="button" className="top-nav__menu-button" aria-expanded="false" aria-controls="top-nav-links" data-nav-menu disabled>
          Menu
        </button>
        <nav aria-label="Main" id="top-nav-links" className="top-nav__links">
          <ul data-nav="signed-out">
            {SIGNED_OUT.map(([text, href]) => (
              <li key={text}>
                <a href={href}>{text}</a>
              </li>
            ))}
            <li>
              <a className="btn btn--primary btn--small" href="/auth">
                Get Started
              </a>
            </li>
          </ul>
          <ul data-nav="signed-in" hidden>
            {SIGNED_IN.map(([text, href]) => (
              <li key={text}>
                <a href={href}>{text}</a>
              </li>
            ))}
            <li className="user-menu">
              <button type="button" className="user-menu__button" aria-haspopup="menu" aria-expanded="false" aria-controls="user-menu-items" data-user-menu>
                <span data-user-name>Account</span>
              </button>
              <ul role="menu" id="user-menu-items" className="user-menu__items" aria-label="Your account" hidden>
                {USER_MENU.map(([text, href]) => (
                  <li role="none" key={text}>
                    <a role="menuitem" href={href}>
                      {text}
                    </a>
                  </li>
                ))}
                <li role="none">
                  <button type="button" role="menuitem" data-sign-out>
                    Sign Out
                  </button>
                </li>
              </ul>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

const COLUMNS: { title: string; links: [string, string][] }[] = [
  { title: 'Product', links: [['Features', '/features'], ['Pricing', '/pricing'], ['Demo', '/demo'], ['Integrations', '/integrations']] },
  { title: 'Support', links: [['Help Center', '/help'], ['Contact Us', '/contact'], ['Documentation', '/docs'], ['System Status', '/status']] },
  { title: 'Legal', links: [['Privacy Policy', '/privacy'], ['Terms of Service', '/terms'], ['Cookie Policy', '/cookies']] },
];

/** The footer; the copyright year is the build's, and the page script sets it from the visitor's clock. */
export function Footer({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div>
          <p className="site-footer__brand">League Platform</p>
          <p className="muted">The AI-assisted platform for recreational sports league management.</p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <p className="site-footer__title">{col.title}</p>
            <ul>
              {col.links.map(([label, href]) => (
                <li key={href}>
                  <a href={href}>{label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__copy muted">
        © <span data-year>{year}</span> League Platform. All rights reserved.
      </p>
    </footer>
  );
}
