// The welcome page's own entry (welcome.html, served for /welcome). Most first visits land here, on a
// phone, signed out: this draws the welcome screen with React alone, and the app (router, data
// layer, sessions) loads only when the person taps a link — or at once for someone signed in.
import '@fontsource-variable/nunito';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WelcomeScreen } from '@/features/auth';
import { registerServiceWorker } from '@/lib/register-service-worker';
import { getAccessToken, getRefreshToken } from '@/lib/session-storage';

const element = document.getElementById('root');
if (!element) throw new Error('Missing #root element in welcome.html');
const root = createRoot(element);

/** The whole app takes over the page at `href` (the same React root, so nothing flashes). */
async function openApp(href?: string): Promise<void> {
  if (href) window.history.pushState(null, '', href);
  const { App, createApp } = await import('./app');
  root.render(
    <StrictMode>
      <App {...createApp()} />
    </StrictMode>,
  );
}

if (getAccessToken() && getRefreshToken()) {
  // The app's welcome route sends a signed-in person home.
  void openApp();
} else {
  root.render(
    <StrictMode>
      <WelcomeScreen onNavigate={(href) => void openApp(href)} />
    </StrictMode>,
  );
}

registerServiceWorker();
