import type { ServerResponse } from 'node:http';

/** The channel the database announces on (migration 0009). */
export const EVENTS_CHANNEL = 'playeats_events';

export interface EventStream {
  readonly userId: string;
  /** Seconds since the epoch at which the stream's access token expires. */
  readonly expiresAt: number;
  readonly response: ServerResponse;
}

export interface EventHubOptions {
  /**
   * A comment line this often keeps proxies from closing a quiet stream. The streams are
   * visited in slices, one a second at most, so that 10,000 streams are not written in one
   * turn of the event loop (a stall for every request this copy serves).
   */
  keepAliveMs?: number;
  /** Newer streams of one user close the oldest past this many (tabs, windows, devices). */
  maxStreamsPerUser?: number;
  /** A client that stops reading is dropped once this much is waiting for it. */
  maxBufferedBytes?: number;
  now?: () => number;
}

/** Writes one event; a client that has stopped reading is let go rather than buffered without end. */
function write(stream: EventStream, chunk: string, maxBufferedBytes: number): boolean {
  const { response } = stream;
  if (response.destroyed || response.writableEnded) return false;
  response.write(chunk);
  if (response.writableLength > maxBufferedBytes) {
    response.destroy();
    return false;
  }
  return true;
}

const KEEP_ALIVE = ': keep-alive\n\n';

/** Keep-alive slices: one per second of the period (at least one), a tick a second at most. */
const sliceCount = (keepAliveMs: number) => Math.max(1, Math.floor(keepAliveMs / 1000));

export const frame = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/** Announcements without a user that every stream receives. */
const BROADCAST_TYPES = new Set(['settings']);

/**
 * The open event streams of this server copy, by user, and the fan-out of what the
 * database announces to them. Every copy LISTENs to the same channel, so an event reaches
 * a user's streams whichever copy holds them.
 */
export function createEventHub(options: EventHubOptions = {}) {
  const keepAliveMs = options.keepAliveMs ?? 25_000;
  const maxPerUser = options.maxStreamsPerUser ?? 10;
  const maxBuffered = options.maxBufferedBytes ?? 256 * 1024;
  const now = options.now ?? (() => Date.now());
  const byUser = new Map<string, Set<EventStream>>();
  let count = 0;
  // Keep-alive slices: each stream is in one (the emptiest when it opens), see the ticker below.
  const slices = Array.from({ length: sliceCount(keepAliveMs) }, () => new Set<EventStream>());
  const sliceOf = new Map<EventStream, Set<EventStream>>();

  const remove = (stream: EventStream) => {
    const streams = byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    count -= 1;
    if (streams.size === 0) byUser.delete(stream.userId);
    sliceOf.get(stream)?.delete(stream);
    sliceOf.delete(stream);
  };

  const end = (stream: EventStream, type?: string) => {
    remove(stream);
    if (type) write(stream, frame(type, {}), maxBuffered);
    stream.response.end();
  };

  const forEach = (visit: (stream: EventStream) => void) => {
    for (const streams of [...byUser.values()]) for (const stream of [...streams]) visit(stream);
  };

  const broadcast = (chunk: string) =>
    forEach((stream) => {
      if (!write(stream, chunk, maxBuffered)) remove(stream);
    });

  // One timer for every stream: keep-alives, and streams whose token has run out. A tick
  // visits the next slice, so every stream is visited once per keepAliveMs and a tick
  // writes to a slice's share of them.
  let slicesVisited = 0;
  const ticker = setInterval(() => {
    const slice = slices[slicesVisited % slices.length]!;
    slicesVisited += 1;
    const seconds = Math.floor(now() / 1000);
    for (const stream of [...slice]) {
      if (stream.expiresAt <= seconds) end(stream, 'expired');
      else if (!write(stream, KEEP_ALIVE, maxBuffered)) remove(stream);
    }
  }, keepAliveMs / slices.length);
  ticker.unref();

  return {
    keepAliveMs,
    get size() {
      return count;
    },
    /** Starts delivering to a stream; the returned function stops (the client went away). */
    add(stream: EventStream): () => void {
      const held = byUser.get(stream.userId);
      if (held && held.size >= maxPerUser) {
        const oldest = held.values().next().value;
        if (oldest) end(oldest);
      }
      // Looked up again: ending the oldest may have removed the user's set (a limit of one).
      let streams = byUser.get(stream.userId);
      if (!streams) byUser.set(stream.userId, (streams = new Set()));
      streams.add(stream);
      count += 1;
      // The emptiest slice, so that streams leaving keep the slices even.
      const slice = slices.reduce((emptiest, s) => (s.size < emptiest.size ? s : emptiest));
      slice.add(stream);
      sliceOf.set(stream, slice);
      return () => remove(stream);
    },
    /** One announcement from the database: `{ type, userId, ...data }`. */
    deliver(payload: string): void {
      let parsed: { type?: unknown; userId?: unknown } & Record<string, unknown>;
      try {
        parsed = JSON.parse(payload) as typeof parsed;
      } catch {
        return;
      }
      const { type, userId, ...data } = parsed;
      if (typeof type !== 'string') return;
      // An announcement for everyone (the settings changed) goes to every stream; only these types.
      if (userId === undefined) {
        if (BROADCAST_TYPES.has(type)) broadcast(frame(type, data));
        return;
      }
      if (typeof userId !== 'string') return;
      const streams = byUser.get(userId);
      if (!streams) return;
      const chunk = frame(type, data);
      for (const stream of [...streams]) if (!write(stream, chunk, maxBuffered)) remove(stream);
    },
    /** Announcements may have been missed: every client refetches. */
    resync(): void {
      broadcast(frame('resync', {}));
    },
    /** Ends every stream (shutdown): clients reconnect to another copy. */
    close(): void {
      clearInterval(ticker);
      forEach((stream) => end(stream));
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;
