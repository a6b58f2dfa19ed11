import { createOverlayHost, type OverlayHost } from './overlay-host.ts';
import { overwolfGlobal } from './overwolf-api.ts';
import type { OverlayWindowName } from './overlay-windows.ts';

let host: OverlayHost | null = null;
let windowName: OverlayWindowName = 'desktop';

/** The Overwolf host of this window (the real client's, or the simulator's). */
export function overlayHost(): OverlayHost {
  if (!host) {
    const global = overwolfGlobal();
    if (!global) throw new Error('No Overwolf host: the overlay build runs in Overwolf or its simulator');
    host = createOverlayHost(global);
  }
  return host;
}

/** Set once by the launcher when the host has said which window this is. */
export function setCurrentOverlayWindow(name: OverlayWindowName): void {
  windowName = name;
}

export function currentOverlayWindow(): OverlayWindowName {
  return windowName;
}

/** Tests: use this host (a simulated one) instead of the global's. @internal */
export function setOverlayHostForTests(next: OverlayHost | null): void {
  host = next;
}
