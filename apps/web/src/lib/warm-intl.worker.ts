// lib/warm-intl.ts's worker: formats once in the language it is sent, then ends. Each
// formatter is used (`format`): a bare `new Intl.NumberFormat()` is dropped by the bundler
// as a pure expression, which left this file empty.
self.addEventListener('message', (event: MessageEvent<string>) => {
  const formatted = [
    new Intl.NumberFormat(event.data).format(1.5),
    new Intl.DateTimeFormat(event.data, { dateStyle: 'medium', timeStyle: 'short' }).format(0),
  ];
  if (formatted.length > 0) self.close();
});
