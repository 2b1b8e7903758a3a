import '@cloudscape-design/global-styles/index.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config';
import { App } from './app';

const root = createRoot(document.getElementById('root')!);

loadConfig()
  .then(() => {
    root.render(
      <StrictMode>
        <App />
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
