// Starts the /auth page's island (its own chunk: the other pages' islands never load its forms or zod).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { arrivalHere, AuthIsland, leaveForApp, type AuthProps } from './auth-island';
import { isSignedIn, storedSession } from '../lib/session';

/** /auth and /signup: a visitor already signed in goes where they were going (the dashboard by default). */
export function mountAuth(el: HTMLElement, props: unknown) {
  if (isSignedIn(storedSession())) return leaveForApp();
  // Rendered afresh rather than hydrated: what the URL asks for (?tab=signup, a confirmation link) changes the HTML.
  createRoot(el).render(<StrictMode><AuthIsland {...(props as AuthProps)} arrival={arrivalHere()} /></StrictMode>);
}
