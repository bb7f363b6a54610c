import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { registerSW } from 'virtual:pwa-register';
import { App } from './app';
import { initErrorReporting } from './api/sentry';
import { createAppActors } from './machines/app-actors';
import './machines/catalogue';
import { AppActorsProvider } from './machines/use-app';

initErrorReporting(import.meta.env.VITE_SENTRY_DSN);

let updateServiceWorker: ((reload?: boolean) => Promise<void>) | undefined;
const actors = createAppActors({
  navigate: (url) => navigate(url, { replace: true }),
  reloadApp: () => (updateServiceWorker ? void updateServiceWorker(true) : window.location.reload()),
});

// The service worker caches the shell so it loads offline; a waiting update is a new version.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  updateServiceWorker = registerSW({
    // Spec §1: the site-updated event, announced once the live connection exists.
    onNeedRefresh: () => actors.siteUpdated.send({ type: 'site.updated' }),
  });
}
window.addEventListener('focus', () => actors.appVersion.send({ type: 'version.check' }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppActorsProvider actors={actors}>
      <App />
    </AppActorsProvider>
  </StrictMode>,
);
