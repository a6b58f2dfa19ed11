#!/usr/bin/env node
// `npm run admin:grant -- email` and the other operators' commands (apps/server/src/cli.ts):
// build the server if needed, then run the command against the configured database.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The same defaults as `npm start`, so the command sees the same database.
process.env.NODE_ENV ??= 'development';
process.env.LOG_LEVEL ??= 'warn';
await buildServer();
await import(pathToFileURL(path.join(root, 'apps/server/dist/cli.js')).href);
