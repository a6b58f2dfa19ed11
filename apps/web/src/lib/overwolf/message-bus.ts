import type { OverlayHost } from './overlay-host.ts';

/**
 * One typed message bus between the overlay's windows, over the host's window messages.
 * The background window relays: other windows send to it, and it hands each message to
 * every other open window, so a window never needs to know which others are open.
 * `Messages` maps each message code to its payload (windows/overlay-messages.ts).
 */
export interface MessageBus<Messages extends Record<string, unknown>> {
  send<K extends keyof Messages & string>(code: K, payload: Messages[K]): Promise<void>;
  on<K extends keyof Messages & string>(code: K, handler: (payload: Messages[K], from: string) => void): () => void;
  close(): void;
}

interface Envelope {
  from: string;
  payload: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).from === 'string';

export const RELAY_WINDOW = 'background';

export function createMessageBus<Messages extends Record<string, unknown>>(
  host: OverlayHost,
  self: string,
): MessageBus<Messages> {
  const handlers = new Map<string, Set<(payload: unknown, from: string) => void>>();
  const deliver = (code: string, envelope: Envelope) => {
    for (const handler of [...(handlers.get(code) ?? [])]) handler(envelope.payload, envelope.from);
  };

  /** The relay hands a message to every open window but its sender and itself. */
  const fanOut = async (code: string, envelope: Envelope) => {
    const states = await host.windowStates();
    await Promise.all(
      Object.entries(states)
        .filter(([name, state]) => state !== 'closed' && name !== self && name !== envelope.from)
        .map(([name]) => host.sendMessage(name, code, envelope)),
    );
  };

  const stop = host.onMessage((code, content) => {
    if (!isEnvelope(content)) return;
    deliver(code, content);
    if (self === RELAY_WINDOW) void fanOut(code, content);
  });

  return {
    async send(code, payload) {
      const envelope: Envelope = { from: self, payload };
      if (self === RELAY_WINDOW) await fanOut(code, envelope);
      else await host.sendMessage(RELAY_WINDOW, code, envelope);
    },
    on(code, handler) {
      let set = handlers.get(code);
      if (!set) handlers.set(code, (set = new Set()));
      const typed = handler as (payload: unknown, from: string) => void;
      set.add(typed);
      return () => set.delete(typed);
    },
    close: stop,
  };
}
