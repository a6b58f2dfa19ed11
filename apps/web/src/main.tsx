import { nextTask } from './lib/next-task.ts';
import { warmIntl } from './lib/warm-intl.ts';

// Before anything else (lib/warm-intl.ts), in the language the page is in (or the browser's).
warmIntl(document.documentElement.lang || navigator.language);

/**
 * The app starts in steps (issue 17): React DOM, then the texts' library, then the app, each
 * evaluated in a task of its own, so the browser can paint and answer input between them
 * instead of waiting out one long task. Their files are fetched together from the start:
 * the build lists them in index.html (vite.config.ts, `startSteps`).
 */
async function loadSteps() {
  await import('react-dom/client');
  await nextTask();
  await import('./lib/i18n.ts');
  await nextTask();
  return (await import('./app/bootstrap.tsx')).bootstrap;
}

// A step that fails to load gives a pre-rendered page back to HTML (its forms send), as its
// start script does when this entry fails (scripts/prerender.mjs). Not a top-level await:
// the steps' chunks import this one (Vite's preload helper), which would wait for itself.
loadSteps()
  .then((bootstrap) => bootstrap())
  .catch(() => document.getElementById('root')?.removeAttribute('data-prerendered'));
