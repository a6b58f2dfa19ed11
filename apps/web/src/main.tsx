/**
 * The app starts in steps (issue 17): React DOM, then the texts' library, then the app, each
 * evaluated in a task of its own, so the browser can paint and answer input between them
 * instead of waiting out one long task. Their files are fetched together from the start:
 * the build lists them in index.html (vite.config.ts, `startSteps`).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./lib/i18n.ts');
  await nextTask();
  const { bootstrap } = await import('./app/bootstrap.tsx');
  await bootstrap();
}

void start();
