// While a season's registration is open, the site's own /register page replaces the organiser's external
// "Register" links (a hero button or a navigation item they pointed at a form elsewhere before registration was
// built in). Read through a context so the header, the navigation and the hero need no extra props.
import { createContext, useContext } from 'react';

export const RegistrationOpenContext = createContext(false);

export const useRegistrationOpen = () => useContext(RegistrationOpenContext);

/** A link's target: /register under the league's base when it is an external link labelled "Register..." and registration is open. */
export function registerAware(text: string, href: string, base: string, open: boolean): string {
  return open && /^https?:/i.test(href) && /^\s*register\b/i.test(text) ? `${base}/register` : href;
}
