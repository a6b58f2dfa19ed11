import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { createMessageBus, type MessageBus } from '../lib/overwolf/message-bus.ts';
import type { OverlayHost } from '../lib/overwolf/overlay-host.ts';
import type { OverlayWindowName } from '../lib/overwolf/overlay-windows.ts';
import type { OverlayMessages } from './overlay-messages.ts';

export type OverlayBus = MessageBus<OverlayMessages>;

export interface Overlay {
  host: OverlayHost;
  bus: OverlayBus;
  window: OverlayWindowName;
}

const OverlayContext = createContext<Overlay | null>(null);

export function createOverlay(host: OverlayHost, window: OverlayWindowName): Overlay {
  return { host, window, bus: createMessageBus<OverlayMessages>(host, window) };
}

export function OverlayProvider({ overlay, children }: { overlay: Overlay; children: ReactNode }) {
  return <OverlayContext.Provider value={overlay}>{children}</OverlayContext.Provider>;
}

export function useOverlay(): Overlay {
  const overlay = useContext(OverlayContext);
  if (!overlay) throw new Error('useOverlay: no OverlayProvider above');
  return overlay;
}

/** Calls the latest `handler` for each message with this code while mounted. */
export function useBusMessage<K extends keyof OverlayMessages & string>(
  code: K,
  handler: (payload: OverlayMessages[K], from: string) => void,
): void {
  const { bus } = useOverlay();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus.on(code, (payload, from) => latest.current(payload, from)), [bus, code]);
}
