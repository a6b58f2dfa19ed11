import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectionLostModule } from '../components/connection-lost/connection-lost-module.ts';
import { errorDialogModule } from '../components/error-dialog/error-dialog-module.ts';
import { isOverwolfBuild } from '../lib/build-info.ts';
import { initI18n } from '../lib/i18n.ts';
import { platform } from '../lib/platform/index.ts';
import { App } from './app.tsx';
import { routeWarmUp } from './routes.tsx';
import { loadShellExtras } from './shell-extras.tsx';

/** Spec section 1: no service worker may keep serving an old build. */
export async function unregisterServiceWorkers(nav: Navigator = navigator): Promise<void> {
  if (!('serviceWorker' in nav)) return;
  const registrations = await nav.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
}

export async function bootstrap(doc: Document = document): Promise<void> {
  const container = doc.getElementById('root');
  if (!container) throw new Error('Root container missing in index.html');
  void unregisterServiceWorkers().catch(() => undefined);
  if (isOverwolfBuild) {
    // Every overlay window loads this page: the launcher asks the host which window it is.
    const { launchOverlay, overlayHost } = await import('../windows/launcher.tsx');
    return launchOverlay(container, overlayHost());
  }
  // The page's chunk starts loading with the texts (issue 17): the first render then shows
  // the page itself, not a skeleton waiting for it. A failed load is the page's to report.
  const warmUp = routeWarmUp(doc.location.pathname);
  const page = warmUp?.load().catch(() => undefined);
  // What the page shows with it (the header's menu, the banner, the event stream) and the
  // dialogs that must open even once the connection has gone: the page shows as soon as it
  // renders, so they come with it rather than after it (a connection lost at that moment
  // would leave them failing to load).
  const around = [loadShellExtras(), errorDialogModule.load(), connectionLostModule.load()].map((p) =>
    p.catch(() => undefined),
  );
  const language = await platform.preferredLanguage().catch(() => null);
  await Promise.all([initI18n({ language, namespaces: warmUp?.namespaces }), page, ...around]);
  // A transition: React renders in slices between which the browser can paint and answer input.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
