import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root folder, found by walking up from this file. The same code
 * runs from src/ (tests) and from the esbuild bundle in dist/, so a fixed relative path
 * would be wrong in one of them.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@playeats/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @playeats/server package root');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const repoRoot = path.resolve(serverRoot, '..', '..');
/** Where each web build target goes (apps/web/build-targets.json, shared with Vite and scripts/build.mjs). */
export function webBuildDir(target: 'web' | 'overwolf' | 'overlay-sim' | 'capacitor'): string {
  const dirs = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps', 'web', 'build-targets.json'), 'utf8')) as Record<
    string,
    string
  >;
  return path.join(repoRoot, 'apps', 'web', dirs[target]!);
}

export const defaultWebDistDir = path.join(repoRoot, 'apps', 'web', 'dist');
