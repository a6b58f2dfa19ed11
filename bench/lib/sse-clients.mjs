// Many server-sent-event clients in one process: one socket each (no agent pooling), the
// stream split into events as it arrives, every event handed over with the moment it came.
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Splits `buffer` into complete SSE events; returns them and what is left over. */
function takeEvents(buffer) {
  const events = [];
  let end;
  while ((end = buffer.indexOf('\n\n')) !== -1) {
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    let type = 'message';
    const data = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) type = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) events.push({ type, data: data.join('\n') });
  }
  return { events, rest: buffer };
}

function openStream(url, headers, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false });
    request.once('error', reject);
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      response.on('data', (chunk) => {
        const at = performance.now();
        const { events, rest } = takeEvents(buffer + chunk);
        buffer = rest;
        for (const event of events) {
          if (!ready && event.type === 'ready') {
            ready = true;
            resolve({ close: () => request.destroy(), response });
          } else onEvent(event, at);
        }
      });
      response.once('error', reject);
    });
  });
}

/**
 * Opens one stream per entry of `clients` ({ headers?, query? }), at most `concurrency`
 * connecting at once; each resolves once its first event (`ready`) arrived. `onEvent(index,
 * { type, data }, receivedAt)` gets every later event of stream `index`.
 */
export async function openStreams({ url, clients, concurrency = 200, onEvent }) {
  const streams = new Array(clients.length);
  let next = 0;
  const worker = async () => {
    while (next < clients.length) {
      const index = next++;
      const { headers = {}, query = '' } = clients[index];
      streams[index] = await openStream(`${url}${query}`, headers, (event, at) => onEvent?.(index, event, at));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, clients.length) }, worker));
  return {
    streams,
    /** Closes every stream and waits until the sockets are gone. */
    async closeAll() {
      await Promise.all(
        streams.map(
          (stream) =>
            new Promise((resolve) => {
              stream.response.socket?.once('close', resolve);
              stream.close();
              if (!stream.response.socket) resolve();
            }),
        ),
      );
    },
  };
}

/**
 * The same streams held by a child process (lib/sse-holder.mjs). `onEvent(index, { type,
 * data }, at)` with `at` in epoch milliseconds.
 */
export async function holdStreams({ url, clients, onEvent }) {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'sse-holder.mjs'), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = [];
  child.on('message', (message) => {
    if (message.event) onEvent?.(message.event.index, message.event, message.event.at);
    else waiting.shift()?.(message);
  });
  const ask = (message) =>
    new Promise((resolve, reject) => {
      waiting.push((answer) => (answer.error ? reject(new Error(answer.error)) : resolve(answer)));
      child.send(message);
    });
  const { opened, openS } = await ask({ open: { url, clients } });
  return {
    opened,
    openS,
    async closeAll() {
      if (!child.connected) return;
      await ask({ close: true });
      child.kill();
    },
  };
}
