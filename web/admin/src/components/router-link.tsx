import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Link, { type LinkProps } from '@cloudscape-design/components/link';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import { leavesApp } from '../lib/public-pages';

/**
 * An onFollow handler that navigates inside the single-page app instead of reloading the page; a link to one of the
 * public pages (served outside the app) is left to the browser.
 */
function useFollow(href: string) {
  const navigate = useNavigate();
  return (e: CustomEvent) => {
    if (leavesApp(href)) return;
    e.preventDefault();
    navigate(href);
  };
}

/** A Cloudscape link that navigates inside the single-page app instead of reloading. */
export function RouterLink({ href, children, ...rest }: Omit<LinkProps, 'onFollow'> & { href: string; children: ReactNode }) {
  return (
    <Link {...rest} href={href} onFollow={useFollow(href)}>
      {children}
    </Link>
  );
}

/** A Cloudscape button that is a link to an app route. */
export function RouterButton({ href, children, ...rest }: Omit<ButtonProps, 'onFollow' | 'href'> & { href: string; children: ReactNode }) {
  return (
    <Button {...rest} href={href} onFollow={useFollow(href)}>
      {children}
    </Button>
  );
}
