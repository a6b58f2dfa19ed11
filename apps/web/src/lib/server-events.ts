import { useEffect, useRef, useSyncExternalStore } from 'react';
import { EVENTS_PATH, type EventType } from '@playeats/contracts/events';
import { apiUrl } from './http-client.ts';

/**
 * Server-sent events (GET /api/events, docs/decisions/0016-event-streams.md): one stream
 * per signed-in app (or overlay window), over fetch so it can carry the bearer token as
 * every call does. Features listen with useServerEvent; the app owns the connection
 * (app/server-events-connection.tsx). Polling stays as the fallback: while the stream is
 * down, pollers keep their usual pace.
 */

type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
const stateListeners = new Set<() => void>();
let connected = false;

function setConnected(next: boolean) {
  if (next === connected) return;
  connected = next;
  for (const listener of [...stateListeners]) listener();
}

/** @internal For tests: whether the stream is open (the app reads useServerEventsConnected). */
export function isServerEventsConnected(): boolean {
  return connected;
}

function emit(type: string, data: unknown) {
  for (const handler of [...(handlers.get(type) ?? [])]) handler(data);
}

export function onServerEvent(type: EventType, handler: Handler): () => void {
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

/** Calls the latest `handler` for each event of these types while mounted. */
export function useServerEvent(types: EventType | EventType[], handler: Handler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = ([] as EventType[]).concat(types).join(',');
  useEffect(() => {
    const stops = key.split(',').map((type) => onServerEvent(type as EventType, (data) => latest.current(data)));
    return () => stops.forEach((stop) => stop());
  }, [key]);
}

export function useServerEventsConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    () => connected,
    // The pre-rendered landing pages (issue 17) have no stream.
    () => false,
  );
}

export interface ConnectionDeps {
  getAccessToken(): string | null;
  /** Renews the access token (the HTTP client's renewal); rejects when signed out. */
  renewSession(): Promise<void>;
  fetchImpl?: typeof fetch;
  /** Waits before reconnecting, growing to MAX_RETRY_MS while the server cannot be reached. */
  retryMs?: number;
}

const MAX_RETRY_MS = 30_000;

/** Splits a text/event-stream into events: `event:` names it, `data:` lines carry JSON. */
export function parseEventBlock(block: string): { type: string; data: unknown } | null {
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) type = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null;
  try {
    return { type, data: JSON.parse(data.join('\n')) as unknown };
  } catch {
    return null;
  }
}

/** Opens the stream and keeps it open (reconnecting) until `close()`. */
export function connectServerEvents(deps: ConnectionDeps): { close(): void } {
  const fetchImpl = deps.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const baseRetry = deps.retryMs ?? 1_000;
  let closed = false;
  let controller: AbortController | null = null;
  let retry = baseRetry;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const later = () => {
    setConnected(false);
    if (closed) return;
    timer = setTimeout(() => void open(), retry);
    retry = Math.min(MAX_RETRY_MS, retry * 2);
  };

  const open = async (): Promise<void> => {
    if (closed) return;
    const token = deps.getAccessToken();
    if (!token) return later();
    controller = new AbortController();
    let response: Response;
    try {
      response = await fetchImpl(apiUrl(EVENTS_PATH), {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch {
      return later();
    }
    if (response.status === 401) {
      // The access token ran out: renew it (once, shared with the HTTP client) and reconnect.
      await response.body?.cancel().catch(() => undefined);
      try {
        await deps.renewSession();
        retry = baseRetry;
        return void open();
      } catch {
        closed = true;
        return setConnected(false);
      }
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return later();
    }
    retry = baseRetry;
    setConnected(true);
    let renew = false;
    try {
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value.replaceAll('\r\n', '\n');
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const event = parseEventBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (!event) continue;
          if (event.type === 'expired') renew = true;
          else emit(event.type, event.data);
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped: reconnect below unless closed.
    }
    setConnected(false);
    if (closed) return;
    if (renew) {
      try {
        await deps.renewSession();
      } catch {
        closed = true;
        return;
      }
      return void open();
    }
    later();
  };

  void open();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      controller?.abort();
      setConnected(false);
    },
  };
}
