import '@fontsource-variable/nunito';
import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app';
import { registerServiceWorker } from './lib/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const app = createApp();
// Drawn as a transition, React's first render yields to the browser every few milliseconds instead
// of holding the main thread for its whole length (about 170 ms at Lighthouse's 4x CPU).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App {...app} />
    </StrictMode>,
  ),
);

registerServiceWorker();
