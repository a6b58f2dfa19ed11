#!/usr/bin/env node
// `npm start`: build what is not built, then run the API + web server in this process
// (migrations and the first-start demo seed happen inside the server).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAll } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildAll();
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
