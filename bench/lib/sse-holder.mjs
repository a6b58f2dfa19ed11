// A child process holding many server-sent-event streams (bench/lib/sse-clients.mjs), so
// that the load generator's process does not carry them: real clients are other machines.
// Driven over IPC: { open: { url, clients } } → { opened, openS }; every later event →
// { event: { index, type, data, at } } with `at` in epoch milliseconds (performance.timeOrigin
// + now, comparable across processes); { close: true } → { closed: true }.
import { openStreams } from './sse-clients.mjs';

let held;
process.on('message', async (message) => {
  try {
    if (message.open) {
      const started = performance.now();
      held = await openStreams({
        ...message.open,
        onEvent: (index, event, at) =>
          process.send({ event: { index, type: event.type, data: event.data, at: performance.timeOrigin + at } }),
      });
      process.send({ opened: held.streams.length, openS: (performance.now() - started) / 1000 });
    } else if (message.close) {
      await held?.closeAll();
      held = undefined;
      process.send({ closed: true });
    }
  } catch (err) {
    process.send({ error: err instanceof Error ? err.message : String(err) });
  }
});
