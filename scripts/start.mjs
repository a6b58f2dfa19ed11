#!/usr/bin/env node
// `npm start`: build what is not built, then run the API + web server in this process
// (migrations and the first-start demo seed happen inside the server).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAll } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `npm start` is the developer's and demo command: development mode (the dev outbox, a
// generated signing secret). A deployment runs the server with NODE_ENV=production.
process.env.NODE_ENV ??= 'development';
await buildAll();
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
