import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { connectionLostModule } from '../components/connection-lost/connection-lost-module.ts';
import { errorDialogModule } from '../components/error-dialog/error-dialog-module.ts';
import { PRERENDER_COOKIES } from '@playeats/domain/constants';
import { BUILD_TARGET, isOverwolfBuild } from '../lib/build-info.ts';
import { currentLanguage, initI18n } from '../lib/i18n.ts';
import { writeCookie } from '../lib/cookies.ts';
import { browserStorage } from '../lib/storage.ts';
import { startInTurns } from '../lib/next-task.ts';
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
  if (BUILD_TARGET === 'WEB') {
    // The server pre-renders the landing pages for a browser that keeps nothing: it learns
    // which browsers keep something from this cookie, kept in step with the storage now and
    // when the page goes (what this visit stores counts for the next one).
    syncKeptStateCookie(doc);
    doc.defaultView?.addEventListener('pagehide', () => syncKeptStateCookie(doc));
  }
  // The page's chunk starts loading with the texts (issue 17): the first render then shows
  // the page itself, not a skeleton waiting for it. A failed load is the page's to report.
  const warmUp = routeWarmUp(doc.location.pathname);
  // What the page shows with it (the header's menu, the banner, the event stream) and the
  // dialogs that must open even once the connection has gone: the page shows as soon as it
  // renders, so they come with it rather than after it (a connection lost at that moment
  // would leave them failing to load). Each group is asked for in a task of its own.
  // A load that throws goes the way of one that fails: the start goes on without it.
  const quietly = (load: () => Promise<unknown>) => () =>
    Promise.resolve()
      .then(load)
      .catch(() => undefined);
  const loads = startInTurns([
    ...(warmUp ? [quietly(warmUp.load)] : []),
    quietly(loadShellExtras),
    quietly(() => Promise.all([errorDialogModule.load(), connectionLostModule.load()])),
  ]);
  // /home/en and /home/fr open in their language: the first render is already in it.
  const language = warmUp?.language ?? (await platform.preferredLanguage().catch(() => null));
  // Every page's header has the account menu, whose texts are 'auth': they come with the first ones.
  const namespaces = ['auth', ...(warmUp?.namespaces ?? [])];
  await Promise.all([initI18n({ language, namespaces }), loads.then((started) => Promise.all(started))]);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // From here React handles the page's controls (a pre-rendered page's start script, which
  // handled its language buttons until now, leaves them to the app).
  container.setAttribute('data-app', '');
  if (canHydrate(container)) {
    // In a transition, hydration too renders in slices between which the browser answers
    // input (outside one it runs as one task); the page stays on screen meanwhile.
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  // A transition: React renders in slices between which the browser can paint and answer input.
  startTransition(() => createRoot(container).render(app));
}

/** The language the detector keeps (lib/i18n-plugins.ts): checked on its own below. */
const LANGUAGE_KEY = 'i18nextLng';

/** Whether this browser keeps nothing of the app but its language (a first visit, as the pre-render assumes). */
function keepsNothingButLanguage(kinds: readonly ('local' | 'session')[] = ['local', 'session']): boolean {
  return kinds.every((kind) => {
    try {
      const storage = browserStorage(kind);
      if (!storage) return true;
      for (let i = 0; i < storage.length; i += 1) if (storage.key(i) !== LANGUAGE_KEY) return false;
      return true;
    } catch {
      return true; // storage refused: the app keeps nothing either
    }
  });
}

/**
 * `playeats_kept=1` while this browser keeps something of the app besides its language,
 * none otherwise: for a year when local storage holds it, for the browser's session when
 * only session storage does (it goes with the tab).
 */
export function syncKeptStateCookie(doc: Document): void {
  const local = !keepsNothingButLanguage(['local']);
  const session = !keepsNothingButLanguage(['session']);
  writeCookie(
    doc,
    PRERENDER_COOKIES.keptState,
    local || session ? '1' : '',
    local ? 'year' : session ? 'session' : 'gone',
  );
}

/**
 * A landing page the server sent pre-rendered (issue 17) is hydrated when the app's first
 * render is that markup: the page was rendered for a first visit (`data-prerendered`: its
 * language, `data-year`: the footer's year) and the app starts in that language, with
 * nothing else kept from an earlier visit (a session, a picked place, a unit, filters
 * change what the page shows). Otherwise the app renders the page itself, replacing the
 * pre-rendered one as it replaces the splash: what the SPA always did.
 */
export function canHydrate(container: HTMLElement, now: Date = new Date()): boolean {
  const { prerendered, year } = container.dataset;
  return (
    Boolean(prerendered) &&
    prerendered === currentLanguage() &&
    year === String(now.getFullYear()) &&
    keepsNothingButLanguage()
  );
}
