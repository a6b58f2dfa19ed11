import fs from 'node:fs';
import path from 'node:path';
import { buildManifest, filesNamedBy } from './manifest.ts';

/**
 * `node <this file, bundled> <app folder> <API origin> <development: true|false>`: writes the
 * overlay's manifest.json into the Overwolf app folder, after checking that every file it
 * names is there. scripts/package-overwolf.mjs bundles and runs it once the folder holds
 * Files/ and icons/. A program rather than a module the script imports, so that what it
 * uses of manifest.ts is imported from TypeScript, where the unused-exports check sees it.
 */
function writeManifest(appDir: string, apiOrigin: string, development: boolean): void {
  const manifest = buildManifest({ development, apiOrigin });
  const missing = filesNamedBy(manifest).filter((file) => !fs.existsSync(path.join(appDir, file)));
  if (missing.length > 0) throw new Error(`the manifest names files the package lacks: ${missing.join(', ')}`);
  fs.writeFileSync(path.join(appDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

const [appDir, apiOrigin, development] = process.argv.slice(2);
if (!appDir || !apiOrigin || (development !== 'true' && development !== 'false')) {
  throw new Error('usage: write-manifest <app folder> <API origin> <true|false>');
}
writeManifest(appDir, apiOrigin, development === 'true');
