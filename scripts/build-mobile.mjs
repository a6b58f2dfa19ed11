#!/usr/bin/env node
// `npm run build:mobile`: the iOS and Android apps' web bundle (the CAPACITOR build, in
// apps/web/dist-capacitor) with the API's absolute base URL, the app links written into
// the native projects, then `cap sync` (copies the bundle and registers the plugins in
// apps/web/android and apps/web/ios; offline, no SDK needed). docs/mobile.md.
//   MOBILE_API_BASE_URL     the API the apps call (default http://localhost:8080)
//   MOBILE_LINK_HOST        the site whose links open the apps (default playeats.app)
//   MOBILE_IOS_APP_STORE_ID the App Store id, for the review button (default none)
//   MOBILE_GOOGLE_IOS_CLIENT_ID Google's iOS client id, whose reverse is the sign-in return scheme (default none)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWeb } from './build.mjs';
import { root, webDir, writeAppLinks } from './mobile-links.mjs';

export function mobileApiBaseUrl() {
  const value = (process.env.MOBILE_API_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol)) throw new Error(`MOBILE_API_BASE_URL must be http(s), got ${value}`);
  return value;
}

/** The CAPACITOR bundle with the mobile variables set at build time (always rebuilt: they may differ). */
export async function buildMobileBundle({ force = true } = {}) {
  const names = ['VITE_API_BASE_URL', 'VITE_IOS_APP_STORE_ID'];
  const saved = names.map((name) => process.env[name]);
  process.env.VITE_API_BASE_URL = mobileApiBaseUrl();
  process.env.VITE_IOS_APP_STORE_ID = process.env.MOBILE_IOS_APP_STORE_ID ?? '';
  try {
    return await buildWeb({ force, mode: 'capacitor' });
  } finally {
    names.forEach((name, i) => {
      if (saved[i] === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = saved[i];
    });
  }
}

export function capSync() {
  const cap = path.join(root, 'node_modules/@capacitor/cli/bin/capacitor');
  const result = spawnSync(process.execPath, [cap, 'sync'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`cap sync failed (exit ${result.status})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const t = performance.now();
  await buildMobileBundle();
  const { host } = await writeAppLinks();
  capSync();
  console.log(
    `build:mobile: API ${mobileApiBaseUrl()}, links of ${host}, synced in ${Math.round(performance.now() - t)} ms`,
  );
}
