import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Link, { type LinkProps } from '@cloudscape-design/components/link';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';

/** A Cloudscape link that navigates inside the single-page app instead of reloading. */
export function RouterLink({ href, children, ...rest }: Omit<LinkProps, 'onFollow'> & { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      {...rest}
      href={href}
      onFollow={(e) => {
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </Link>
  );
}

/** A Cloudscape button that is a link to an app route. */
export function RouterButton({ href, children, ...rest }: Omit<ButtonProps, 'onFollow' | 'href'> & { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button
      {...rest}
      href={href}
      onFollow={(e) => {
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </Button>
  );
}
