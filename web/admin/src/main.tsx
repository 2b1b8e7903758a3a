import '@cloudscape-design/global-styles/index.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@cloudscape-design/components/i18n';
import { loadConfig } from './config';
import { App } from './app';

const root = createRoot(document.getElementById('root')!);

// Labels Cloudscape leaves to the app, given once for every component: a dismissible alert's close button is
// "Dismiss" (without it the button has no accessible name).
const LABELS = [{ 'cloudscape-design-components': { en: { alert: { dismissAriaLabel: 'Dismiss' } } } }];

loadConfig()
  .then(() => {
    root.render(
      <StrictMode>
        <I18nProvider locale="en" messages={LABELS}>
          <App />
        </I18nProvider>
      </StrictMode>,
    );
  })
  .catch((err: unknown) => {
    console.error(err);
    root.render(
      <div role="alert" style={{ padding: 24, fontFamily: 'sans-serif' }}>
        The app could not start: {err instanceof Error ? err.message : String(err)}
      </div>,
    );
  });

// Installable: the service worker shows notifications (turned on per device on the account page) and opens their link.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => { navigator.serviceWorker.register('/sw.js').catch(() => undefined); });
}
