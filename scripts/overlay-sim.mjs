#!/usr/bin/env node
// `npm run overlay:sim`: the overlay in its simulator, for anyone without Windows and the
// Overwolf client (docs/overlay.md). Builds what is stale (the web app, the server, the
// overlay and the simulator's page), then starts the server in development mode with a
// clock 60 times faster (a minute of play earns in a second) and the order simulator on.
// Open the address it prints. Stop with Ctrl-C.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAll, buildOverlaySimulator } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.NODE_ENV ??= 'development';
process.env.DEV_CLOCK_SPEED ??= '60';
process.env.ORDER_SIMULATOR ??= 'true';
process.env.ORDER_SIMULATOR_STEP_SECONDS ??= '10';
await buildAll();
await buildOverlaySimulator();
const port = process.env.PORT ?? '8080';
console.log(`\nOverlay simulator: http://localhost:${port}/dev/overlay\n`);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
