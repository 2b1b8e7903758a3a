// Every league page's header. On a desktop: the logo, the sport, the league's name and the whole navigation. On a
// phone it is one compact bar (logo, name, a Menu button) and the navigation opens from the button, so the page's
// own content starts on the first screen. The phone menu is a <details> element: it opens before (and without)
// JavaScript, its <summary> telling assistive technology itself whether it is open; once the page runs, the summary
// is a button with aria-expanded kept in step, and Escape closes the menu and gives focus back to it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { sportLabel } from '../../../../shared/league-constants';
import type { PublicLeague } from '../../../../shared/league-schema';
import type { NavPage } from '../api';
import type { ReactNode } from 'react';
import { SiteNav } from '../site-nav';
import { useClientValue } from '../use-client-value';

export function SiteHeader({ league, base, navPages = [], current, action, playoffs = false }: {
  league: PublicLeague; base: string; navPages?: NavPage[]; current?: string;
  /** The active season has a bracket: the navigation leads to /playoffs. */
  playoffs?: boolean;
  /** A call to action after the navigation (Register now while a season's registration is open). */
  action?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // false in the server's HTML and while hydrating (same markup), true once the page's script runs.
  const live = useClientValue(() => true, false);
  const menu = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const nav = <SiteNav branding={league.branding} base={base} pages={navPages} keys={[league.id, league.custom_slug]} current={current} playoffs={playoffs} />;
  // Grown wide again (a phone turned, a window resized): the phone menu closes, so it is closed when next shown.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 721px)');
    const close = () => { if (wide.matches && menu.current) menu.current.open = false; };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    summary.current?.focus();
  };
  return (
    <header className="site-header">
      <div className="page site-header__inner">
        <div className="site-header__brand">
          {league.branding?.logo_url && <img className="site-logo" src={league.branding.logo_url} alt={`${league.name} logo`} />}
          <div className="site-header__text">
            <p className="eyebrow">{sportLabel(league.sport)}</p>
            <p className="hero__name"><a href={base || '/'}>{league.name}</a></p>
          </div>
        </div>
        <details className="site-menu" ref={menu} onToggle={(e) => setOpen(e.currentTarget.open)} onKeyDown={onKeyDown}>
          <summary ref={summary} className="site-menu__button" {...(live ? { role: 'button', 'aria-expanded': open, 'aria-controls': 'site-menu-nav' } : {})}>
            <span aria-hidden="true" className="site-menu__icon" />Menu
          </summary>
          <div id="site-menu-nav" className="site-menu__panel">{nav}</div>
        </details>
        <div className="site-header__nav">{nav}</div>
        {action}
      </div>
    </header>
  );
}
