// The app links of the native projects (apps/web/android, apps/web/ios), written from
// configuration by scripts/build-mobile.mjs and read back by scripts/check-mobile.mjs:
// Android App Links (an autoVerify intent filter for the host's link paths) and the app's
// own scheme; the iOS associated domain (universal links) and the scheme as a URL type.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDir = path.join(root, 'apps/web');
export const nativePaths = {
  manifest: path.join(webDir, 'android/app/src/main/AndroidManifest.xml'),
  infoPlist: path.join(webDir, 'ios/App/App/Info.plist'),
  entitlements: path.join(webDir, 'ios/App/App/App.entitlements'),
  pbxproj: path.join(webDir, 'ios/App/App.xcodeproj/project.pbxproj'),
};

/** The app's own scheme (apps/web/src/lib/platform/mobile-rules.ts's APP_URL_SCHEME). */
export const APP_URL_SCHEME = 'playeats';

/** The host whose links open the apps: MOBILE_LINK_HOST, else the public site's. */
export function linkHost() {
  const value = process.env.MOBILE_LINK_HOST ?? 'playeats.app';
  if (!/^[a-z0-9.-]+$/i.test(value)) throw new Error(`MOBILE_LINK_HOST must be a host name, got ${value}`);
  return value.toLowerCase();
}

/** APP_LINK_PATH_PREFIXES from packages/domain (TypeScript, bundled by esbuild to run here). */
export async function appLinkPrefixes() {
  const esbuild = await import('esbuild');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-app-links-'));
  const out = path.join(dir, 'app-links.mjs');
  await esbuild.build({
    entryPoints: [path.join(root, 'packages/domain/src/app-links.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  try {
    return (await import(pathToFileURL(out).href)).APP_LINK_PATH_PREFIXES;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const START = '<!-- playeats:app-links:start (scripts/build-mobile.mjs writes this block: MOBILE_LINK_HOST) -->';
const END = '<!-- playeats:app-links:end -->';

function androidBlock(host, prefixes) {
  const pad = ' '.repeat(12);
  const view = [
    `${pad}    <action android:name="android.intent.action.VIEW" />`,
    `${pad}    <category android:name="android.intent.category.DEFAULT" />`,
    `${pad}    <category android:name="android.intent.category.BROWSABLE" />`,
  ];
  return [
    `${pad}${START}`,
    `${pad}<intent-filter android:autoVerify="true">`,
    ...view,
    ...prefixes.map(
      (prefix) => `${pad}    <data android:scheme="https" android:host="${host}" android:pathPrefix="${prefix}" />`,
    ),
    `${pad}</intent-filter>`,
    `${pad}<intent-filter>`,
    ...view,
    `${pad}    <data android:scheme="${APP_URL_SCHEME}" />`,
    `${pad}</intent-filter>`,
    `${pad}${END}`,
  ].join('\n');
}

function replaceBlock(text, block, before) {
  const start = text.indexOf(START.slice(0, 30));
  if (start >= 0) {
    const lineStart = text.lastIndexOf('\n', start) + 1;
    const end = text.indexOf(END, start) + END.length;
    return text.slice(0, lineStart) + block + text.slice(end);
  }
  const at = text.indexOf(before);
  if (at < 0) throw new Error(`cannot place the app links: ${before.trim()} not found`);
  const lineStart = text.lastIndexOf('\n', at) + 1;
  return `${text.slice(0, lineStart)}${block}\n\n${text.slice(lineStart)}`;
}

const URL_TYPES = `\t<key>CFBundleURLTypes</key>
\t<array>
\t\t<dict>
\t\t\t<key>CFBundleURLName</key>
\t\t\t<string>com.playeats.app</string>
\t\t\t<key>CFBundleURLSchemes</key>
\t\t\t<array>
\t\t\t\t<string>${APP_URL_SCHEME}</string>
\t\t\t</array>
\t\t</dict>
\t</array>
`;

/**
 * The APNs environment the app registers with (push notifications, docs/mobile.md):
 * development for builds run from Xcode, production for TestFlight and the App Store.
 */
export function apsEnvironment() {
  const value = process.env.IOS_APS_ENVIRONMENT ?? 'development';
  if (!['development', 'production'].includes(value)) {
    throw new Error(`IOS_APS_ENVIRONMENT must be development or production, got ${value}`);
  }
  return value;
}

/**
 * Google and Microsoft sign-in's return to the iOS app (docs/decisions/0032-app-sign-in.md):
 * Microsoft's msauth.<bundle id> scheme, and Google's iOS client id reversed when
 * MOBILE_GOOGLE_IOS_CLIENT_ID is set (the server's native-clients.ts reverses it the same way).
 */
export function signInUrlSchemes() {
  const googleIos = process.env.MOBILE_GOOGLE_IOS_CLIENT_ID ?? '';
  if (googleIos && !/^[\w-]+\.apps\.googleusercontent\.com$/.test(googleIos)) {
    throw new Error(
      `MOBILE_GOOGLE_IOS_CLIENT_ID must be an iOS client id (….apps.googleusercontent.com), got ${googleIos}`,
    );
  }
  return ['msauth.$(PRODUCT_BUNDLE_IDENTIFIER)', ...(googleIos ? [googleIos.split('.').reverse().join('.')] : [])];
}

const SIGN_IN_START =
  '<!-- playeats:sign-in:start (scripts/build-mobile.mjs writes this block: MOBILE_GOOGLE_IOS_CLIENT_ID) -->';
const SIGN_IN_END = '<!-- playeats:sign-in:end -->';

/** The sign-in URL type, last in CFBundleURLTypes, between its markers (idempotent). */
function withSignInUrlType(plist) {
  const block = [
    `\t\t${SIGN_IN_START}`,
    '\t\t<dict>',
    '\t\t\t<key>CFBundleURLName</key>',
    '\t\t\t<string>sign-in</string>',
    '\t\t\t<key>CFBundleURLSchemes</key>',
    '\t\t\t<array>',
    ...signInUrlSchemes().map((scheme) => `\t\t\t\t<string>${scheme}</string>`),
    '\t\t\t</array>',
    '\t\t</dict>',
    `\t\t${SIGN_IN_END}`,
  ].join('\n');
  const start = plist.indexOf(SIGN_IN_START);
  if (start >= 0) {
    const lineStart = plist.lastIndexOf('\n', start) + 1;
    return plist.slice(0, lineStart) + block + plist.slice(plist.indexOf(SIGN_IN_END) + SIGN_IN_END.length);
  }
  const types = plist.indexOf('<key>CFBundleURLTypes</key>');
  const close = plist.indexOf('\n\t</array>', types);
  if (types < 0 || close < 0) throw new Error('cannot place the sign-in URL type: no CFBundleURLTypes array');
  return `${plist.slice(0, close)}\n${block}${plist.slice(close)}`;
}

const entitlements = (host) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>aps-environment</key>
\t<string>${apsEnvironment()}</string>
\t<key>com.apple.developer.associated-domains</key>
\t<array>
\t\t<string>applinks:${host}</string>
\t</array>
</dict>
</plist>
`;

function writeIfChanged(file, text) {
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}

/** Writes the app links into both native projects (idempotent: the same host leaves them unchanged). */
export async function writeAppLinks(host = linkHost()) {
  const prefixes = await appLinkPrefixes();
  const manifest = fs.readFileSync(nativePaths.manifest, 'utf8');
  writeIfChanged(nativePaths.manifest, replaceBlock(manifest, androidBlock(host, prefixes), '        </activity>'));

  const plist = fs.readFileSync(nativePaths.infoPlist, 'utf8');
  const withTypes = plist.includes('<key>CFBundleURLTypes</key>')
    ? plist
    : plist.replace(/<\/dict>\s*<\/plist>\s*$/, `${URL_TYPES}</dict>\n</plist>\n`);
  writeIfChanged(nativePaths.infoPlist, withSignInUrlType(withTypes));
  writeIfChanged(nativePaths.entitlements, entitlements(host));
  const pbx = fs.readFileSync(nativePaths.pbxproj, 'utf8');
  if (!pbx.includes('CODE_SIGN_ENTITLEMENTS')) {
    // Both build configurations of the App target (the ones naming its Info.plist).
    writeIfChanged(
      nativePaths.pbxproj,
      pbx.replaceAll(/(\n(\t+)CODE_SIGN_STYLE = Automatic;)/g, '\n$2CODE_SIGN_ENTITLEMENTS = App/App.entitlements;$1'),
    );
  }
  return { host, prefixes };
}
