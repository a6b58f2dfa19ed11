// Started by lib/warm-intl.ts: one number and one date formatter built on this thread, so
// the browser's first Intl object, which costs 30-100 ms once per renderer process, is
// not paid on the page's main thread. Nothing to answer: it ends itself.
new Intl.NumberFormat('en');
new Intl.DateTimeFormat('en', { timeZone: 'America/Toronto', hour: 'numeric' });
self.close();
