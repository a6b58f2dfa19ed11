import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isOverwolfBuild } from '../lib/build-info.ts';
import { initI18n } from '../lib/i18n.ts';
import { platform } from '../lib/platform/index.ts';
import { App } from './app.tsx';

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
  const language = await platform.preferredLanguage().catch(() => null);
  await initI18n({ language });
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
