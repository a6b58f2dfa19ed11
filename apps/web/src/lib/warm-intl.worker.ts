// lib/warm-intl.ts's worker: formats once in the language it is sent (the browser's own if
// Intl refuses it), then ends. Each formatter is used (`format`): a bare
// `new Intl.NumberFormat()` is dropped by the bundler as a pure expression.
function formatOnce(language: string | undefined): void {
  new Intl.NumberFormat(language).format(1.5);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
}

self.addEventListener('message', (event: MessageEvent<string>) => {
  try {
    formatOnce(event.data);
  } catch {
    formatOnce(undefined);
  } finally {
    self.close();
  }
});
