#!/usr/bin/env node
// Checks the synced native projects after `npm run build:mobile` (part of `npm test`):
// the CAPACITOR bundle copied into both, every Capacitor plugin of apps/web registered on
// both (capacitor.plugins.json, Package.swift and the iOS class list), the app links
// present (Android intent filters, iOS associated domain, URL type and entitlements in
// the build settings), push notifications (the Android permission, the iOS entitlement and
// AppDelegate's token forwarding). Offline, no SDK: what a fresh clone can check without building an APK.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { webOutDir } from './build.mjs';
import { mobileApiBaseUrl } from './build-mobile.mjs';
import { APP_URL_SCHEME, appLinkPrefixes, linkHost, nativePaths, signInUrlSchemes, webDir } from './mobile-links.mjs';

const read = (...p) => fs.readFileSync(path.join(webDir, ...p), 'utf8');
const failures = [];
function check(what, fn) {
  try {
    fn();
  } catch (err) {
    failures.push(`${what}: ${err.message.split('\n')[0]}`);
  }
}

const bundleDir = webOutDir('capacitor');
const builtIndex = fs.readFileSync(path.join(bundleDir, 'index.html'), 'utf8');
const copies = { android: 'android/app/src/main/assets/public', ios: 'ios/App/App/public' };

for (const [platform, dir] of Object.entries(copies)) {
  check(`${platform}: the bundle is copied`, () => {
    assert.equal(
      read(dir, 'index.html'),
      builtIndex,
      `${dir}/index.html differs from the build (run npm run build:mobile)`,
    );
    for (const asset of fs.readdirSync(path.join(bundleDir, 'assets'))) {
      assert.ok(fs.existsSync(path.join(webDir, dir, 'assets', asset)), `${dir}/assets/${asset} is missing`);
    }
  });
}

check('the bundle calls the configured API', () => {
  const scripts = fs.readdirSync(path.join(bundleDir, 'assets')).filter((f) => f.endsWith('.js'));
  const base = mobileApiBaseUrl();
  assert.ok(
    scripts.some((f) => fs.readFileSync(path.join(bundleDir, 'assets', f), 'utf8').includes(base)),
    `no script names ${base}`,
  );
});

// Every @capacitor/* dependency except the runtime and the platforms is a plugin.
const pkg = JSON.parse(read('package.json'));
const plugins = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) =>
    name.startsWith('@capacitor/') &&
    !['@capacitor/core', '@capacitor/cli', '@capacitor/android', '@capacitor/ios'].includes(name),
);
check('plugins are found', () => assert.ok(plugins.length >= 6, `only ${plugins.join(', ')}`));

check('android: every plugin is registered', () => {
  const registered = JSON.parse(read('android/app/src/main/assets/capacitor.plugins.json')).map((p) => p.pkg);
  assert.deepEqual([...registered].sort(), [...plugins].sort());
});

check('ios: every plugin is a Swift package of the app and a class it loads', () => {
  const packageSwift = read('ios/App/CapApp-SPM/Package.swift');
  const classes = JSON.parse(read('ios/App/App/capacitor.config.json')).packageClassList;
  for (const name of plugins) {
    const dir = path.relative(path.join(webDir, 'ios/App/CapApp-SPM'), path.dirname(packageJsonOf(name)));
    assert.ok(packageSwift.includes(`path: "${dir.split(path.sep).join('/')}"`), `${name} is not in Package.swift`);
  }
  assert.equal(
    classes.length,
    plugins.length,
    `packageClassList has ${classes.length} classes for ${plugins.length} plugins`,
  );
});

function packageJsonOf(name) {
  const candidates = [path.join(webDir, 'node_modules', name), path.join(webDir, '../../node_modules', name)];
  const dir = candidates.find((d) => fs.existsSync(path.join(d, 'package.json')));
  assert.ok(dir, `${name} is not installed`);
  return path.join(dir, 'package.json');
}

const host = linkHost();
const prefixes = await appLinkPrefixes();

check('android: App Links for every link path, verified, and the app scheme', () => {
  const manifest = fs.readFileSync(nativePaths.manifest, 'utf8');
  const verified = manifest.match(/<intent-filter android:autoVerify="true">[\s\S]*?<\/intent-filter>/)?.[0] ?? '';
  assert.ok(
    verified.includes('android.intent.action.VIEW') && verified.includes('category.BROWSABLE'),
    'no VIEW/BROWSABLE filter',
  );
  for (const prefix of prefixes) {
    assert.ok(
      verified.includes(`android:scheme="https" android:host="${host}" android:pathPrefix="${prefix}"`),
      `no https://${host}${prefix} filter`,
    );
  }
  assert.ok(manifest.includes(`<data android:scheme="${APP_URL_SCHEME}" />`), `no ${APP_URL_SCHEME}: filter`);
  assert.ok(
    manifest.includes('android:launchMode="singleTask"'),
    'MainActivity must be singleTask (one app for every link)',
  );
});

check('ios: universal links for the host, the app scheme as a URL type', () => {
  assert.ok(
    fs.readFileSync(nativePaths.entitlements, 'utf8').includes(`<string>applinks:${host}</string>`),
    `no applinks:${host}`,
  );
  const pbx = fs.readFileSync(nativePaths.pbxproj, 'utf8');
  assert.equal(
    pbx.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g)?.length,
    2,
    'the entitlements are not in both build settings',
  );
  const plist = fs.readFileSync(nativePaths.infoPlist, 'utf8');
  assert.match(plist, new RegExp(`<key>CFBundleURLSchemes</key>\\s*<array>\\s*<string>${APP_URL_SCHEME}</string>`));
});

check('android: push notifications (the permission; google-services.json never committed)', () => {
  const manifest = fs.readFileSync(nativePaths.manifest, 'utf8');
  assert.ok(
    manifest.includes('<uses-permission android:name="android.permission.POST_NOTIFICATIONS" />'),
    'no POST_NOTIFICATIONS permission (Android 13+ shows no notification without it)',
  );
  const ignored = read('android/.gitignore')
    .split('\n')
    .map((line) => line.trim());
  assert.ok(ignored.includes('google-services.json'), 'android/.gitignore does not ignore google-services.json');
});

check('ios: push notifications (aps-environment, the token forwarded, no banner in the foreground)', () => {
  const entitlements = fs.readFileSync(nativePaths.entitlements, 'utf8');
  assert.match(
    entitlements,
    /<key>aps-environment<\/key>\s*<string>(development|production)<\/string>/,
    'no aps-environment entitlement',
  );
  const delegate = read('ios/App/App/AppDelegate.swift');
  for (const name of [
    'capacitorDidRegisterForRemoteNotifications',
    'capacitorDidFailToRegisterForRemoteNotifications',
  ]) {
    assert.ok(delegate.includes(`post(name: .${name}`), `AppDelegate does not post .${name}`);
  }
  const synced = JSON.parse(read('ios/App/App/capacitor.config.json'));
  assert.deepEqual(synced.plugins?.PushNotifications?.presentationOptions, [], 'presentationOptions is not []');
});

check('sign-in: the system browser comes back to the app (decision 0032)', () => {
  const manifest = fs.readFileSync(nativePaths.manifest, 'utf8');
  assert.ok(manifest.includes('<data android:scheme="${applicationId}" />'), 'no package-name scheme filter (Google)');
  assert.ok(
    manifest.includes('<data android:scheme="msauth.${applicationId}" android:host="auth" />'),
    'no msauth filter (Microsoft)',
  );
  const plist = fs.readFileSync(nativePaths.infoPlist, 'utf8');
  for (const scheme of signInUrlSchemes()) {
    assert.ok(plist.includes(`<string>${scheme}</string>`), `no ${scheme} URL type`);
  }
});

if (failures.length > 0) {
  console.error(`check-mobile: ${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-mobile: ok (${plugins.length} plugins on both platforms, ${prefixes.length} link paths of ${host})`);
