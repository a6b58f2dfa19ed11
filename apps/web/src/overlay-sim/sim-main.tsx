import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { buildManifest } from '../../overwolf/manifest.ts';
import { SimApp } from './sim-app.tsx';
import { SimulatedHost } from './simulated-host.ts';

/**
 * The overlay simulator (development only, served by the API at /dev/overlay): the
 * simulated Overwolf host, with every window of the overlay build in a frame of its own.
 * Each frame's page gets its `overwolf` global from this host (the server adds
 * /dev/overlay/host-client.js to it), so the overlay runs exactly the code it runs in
 * Overwolf.
 */
declare global {
  interface Window {
    __playeatsSimHost?: SimulatedHost;
  }
}

const host = new SimulatedHost(buildManifest({ apiOrigin: window.location.origin, development: true }), {
  language: new URLSearchParams(window.location.search).get('lang') ?? 'en',
});
window.__playeatsSimHost = host;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SimApp host={host} />
  </StrictMode>,
);
host.launchApp();
