import '@fontsource-variable/nunito';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app';
import { registerServiceWorker } from './lib/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const app = createApp();
createRoot(root).render(
  <StrictMode>
    <App {...app} />
  </StrictMode>,
);

registerServiceWorker();
