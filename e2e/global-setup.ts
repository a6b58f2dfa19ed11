import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { makeTempDir, repoRoot, startServerProcess } from './support/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder with the migrated database and the demo seed; specs copy it. */
    templateDataDir: string;
  }
}

interface BuildScript {
  buildAll(options?: { force?: boolean }): Promise<void>;
  buildOverlaySimulator(options?: { force?: boolean }): Promise<boolean>;
}

/**
 * Builds what is stale, then starts the server once on a new data folder so migrations
 * and the demo seed run once per run instead of once per spec file.
 */
export default async function setup(project: TestProject) {
  // A plain .mjs script without type declarations: imported by URL, typed here.
  const buildScript = (await import(pathToFileURL(path.join(repoRoot, 'scripts', 'build.mjs')).href)) as BuildScript;
  // build.mjs always bundles the web app for production, whatever NODE_ENV vitest set.
  await buildScript.buildAll();
  // The overlay, its package and the simulator's page (overlay specs, served at /dev/overlay).
  await buildScript.buildOverlaySimulator();

  const templateDataDir = makeTempDir('playeats-e2e-template-');
  try {
    const server = await startServerProcess({ dataDir: templateDataDir });
    await server.stop();
  } catch (err) {
    fs.rmSync(templateDataDir, { recursive: true, force: true });
    throw err;
  }
  project.provide('templateDataDir', templateDataDir);
  return () => fs.rmSync(templateDataDir, { recursive: true, force: true });
}
