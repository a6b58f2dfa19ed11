// The web build's landing pages pre-rendered (issue 17): /home and /partners rendered at
// build time from the app's own components (apps/web/src/prerender/render-page.tsx, built
// for Node by Vite) in each language, written as whole documents into
// <dist>/.prerendered/<page>.<lng>.html (a dot folder: never served as a file). The
// server answers those routes with the document of the visitor's language; the app then
// hydrates it. Each document carries its page's stylesheets inline, so it paints with no
// other request. Beside them, per language, the shell of a restaurant's page
// (restaurant.<lng>.html), which the server completes with the restaurant's picture and
// name (composeShell).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(root, 'apps', 'web');
/** Inside node_modules so that the bundle's bare imports (react, react-router…) resolve. */
const SSR_OUT_DIR = path.join(root, 'node_modules', '.cache', 'playeats-prerender');
export const PRERENDER_DIR = '.prerendered';
export const LANGUAGES = ['en', 'fr'];

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every namespace of `language` from the locale files the build copied. */
function resources(distDir, language) {
  const dir = path.join(distDir, 'locales', language);
  const namespaces = Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -'.json'.length), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))]),
  );
  return { [language]: namespaces };
}

/**
 * The stylesheets the entry, the steps it starts the app in, and `modules` (source paths
 * under apps/web) need: those of the
 * chunks holding them and of what those chunks import statically, entry first, in import
 * order. `chunks`: the build's .vite/chunks.json (vite.config.ts).
 */
export function stylesheets(chunks, modules) {
  const css = [];
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = chunks[file];
    if (!chunk) throw new Error(`prerender: ${file} is not in the chunk graph`);
    chunk.imports.forEach(visit);
    for (const sheet of chunk.css) if (!css.includes(sheet)) css.push(sheet);
  };
  // The entry and the steps it starts the app in (src/main.tsx: its dynamic imports).
  Object.keys(chunks)
    .filter((file) => chunks[file].entry)
    .forEach((file) => {
      visit(file);
      (chunks[file].dynamicImports ?? []).forEach(visit);
    });
  for (const module of modules) {
    const holders = Object.keys(chunks).filter((file) => chunks[file].modules.includes(module));
    if (holders.length === 0) throw new Error(`prerender: no chunk holds ${module} (renamed? see render-page.tsx)`);
    holders.forEach(visit);
  }
  return css;
}

const ROOT_BLOCK = /<div id="root">\s*<!--splash-->[\s\S]*?<!--\/splash-->\s*<\/div>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const SPLASH_PAGE = /<!--page-->[\s\S]*?<!--\/page-->/;
/** Where the server writes a restaurant's picture and name in its page's shell (apps/server/src/plugins/restaurant-shell.ts). */
export const SHELL_MARK = '<!--shell-->';
/** The restaurant's page as app/routes.tsx loads it: its stylesheets go into the shell, whose markup uses its classes. */
const RESTAURANT_PAGE_MODULES = ['src/app/restaurant-page.tsx'];

/**
 * What every document built here changes in index.html: its language, its description and
 * the splash's status in that language (index.html's are English, before any text loads),
 * and the app fetched and run by the start script once the page is painted: none of its
 * files competes with the document for the connection before that (its preloads go).
 */
function startedAfterPaint(indexHtml, { language, loadingLabel, description, startScript }) {
  if (!ROOT_BLOCK.test(indexHtml)) throw new Error('prerender: index.html has no <!--splash--> block in #root');
  if (!ENTRY_SCRIPT.test(indexHtml)) {
    throw new Error('prerender: index.html has no <script type="module" crossorigin src> entry');
  }
  const splashStatus = indexHtml.match(/<div id="boot-logo"[^>]*>/)?.[0];
  if (!splashStatus || !/aria-label="[^"]*"/.test(splashStatus)) {
    throw new Error('prerender: index.html has no #boot-logo with an aria-label');
  }
  const status = splashStatus.replace(/aria-label="[^"]*"/, () => `aria-label="${escapeHtml(loadingLabel)}"`);
  return indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (whole, open, close) =>
      description === undefined ? whole : `${open}${escapeHtml(description)}${close}`,
    )
    .replace(splashStatus, () => status)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(ENTRY_SCRIPT, () => `<script type="module" crossorigin src="${startScript}"></script>`);
}

/**
 * Every stylesheet inline, so the document paints with no other request. The entry's link
 * goes, and each is listed as a disabled link (a disabled stylesheet is not fetched): Vite's
 * preload helper looks for a stylesheet's link before loading it for a chunk, and would
 * fetch it again.
 */
function inlineStyles(html, css) {
  const styles = css.map((c) => c.text).join('\n');
  const inlined = css.map((c) => `<link rel="stylesheet" href="${escapeHtml(c.href)}" disabled>`).join('\n    ');
  return html
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace('</head>', () => `${inlined}\n  </head>`)
    .replace('</head>', () => `<style>${styles}</style>\n  </head>`);
}

/**
 * The document: index.html with the page in #root (marked with its language and the year
 * its footer shows, which the app checks before hydrating), a hidden status for the time the app loads, the title and
 * language of the page, and every stylesheet inline.
 */
export function composeDocument({
  indexHtml,
  html,
  title,
  language,
  css,
  startScript,
  loadingLabel,
  description,
  year = new Date().getFullYear(),
}) {
  const started = inlineStyles(startedAfterPaint(indexHtml, { language, loadingLabel, description, startScript }), css);
  // #root holds the page and nothing else (hydration starts at its first child).
  const status = started.match(/<div id="boot-logo"[^>]*>/)?.[0];
  // React puts the resource hints it found (<link rel="preload"> for the images) before the
  // markup when there is no <head> in the render: dropped, the images are in the document.
  const page = html.replace(/^(?:<link [^>]*\/>)*/, '');
  return started
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      ROOT_BLOCK,
      () => `<div id="root" data-prerendered="${language}" data-year="${year}">${page}</div>\n    ${status}</div>`,
    );
}

/**
 * A restaurant's page's shell (issue 17: a million restaurants cannot be pre-rendered, and
 * the page's largest paint, its picture, waited for the app's first render): index.html
 * started as the pre-rendered pages are, its splash's page skeleton left out (the splash
 * keeps its header row and status) and `SHELL_MARK` after the splash, where the server writes the restaurant's picture and name with the page's
 * own classes, and the stylesheets of the app and the page inline (`css`), so they stand
 * where the page will. The app renders over the splash as on any other page (no hydration).
 */
export function composeShell({ indexHtml, language, css, startScript, loadingLabel, description }) {
  if (!SPLASH_PAGE.test(indexHtml)) throw new Error('prerender: index.html has no <!--page--> block in its splash');
  const started = startedAfterPaint(indexHtml, { language, loadingLabel, description, startScript });
  // The page's own content, beside the splash's status (not inside it): a landmark and a
  // heading of the page, not part of what the status says.
  return inlineStyles(started, css)
    .replace(SPLASH_PAGE, '')
    .replace('<!--/splash-->', () => `<!--/splash-->${SHELL_MARK}`);
}

/**
 * The pre-rendered pages' script: it fetches the app (`entry`, and the files index.html
 * preloads for it: `preloads`) and starts it once the page is on screen
 * (a frame painted: the second animation frame),
 * so the first paint never waits for the app's evaluation (the browser may run a deferred
 * module before it paints). A hidden tab paints nothing: the app starts at once there.
 * Written next to the assets under a name that changes with its content.
 */
export function startScript(entry, preloads = []) {
  return (
    '// The app starts once the pre-rendered page is on screen (scripts/prerender.mjs, issue 17).\n' +
    // Until the app has the page (lib/app-ready.ts takes the mark off), a search form sent
    // would reload the page: it is held back (sent again by the person once the app has the
    // page). If the app cannot start (a failed load), the mark goes and forms work as HTML.
    "document.addEventListener('submit', (e) => {\n" +
    "  if (document.getElementById('root')?.hasAttribute('data-prerendered')) e.preventDefault();\n" +
    '}, true);\n' +
    // A language button pressed before the app has a handler for it (lib/app-ready.ts, and
    // bootstrap's data-app once it hands the page to React) opens the page in that language:
    // the server answers ?lng= with it, and the app keeps the choice as its switcher does.
    "document.addEventListener('click', (e) => {\n" +
    "  const root = document.getElementById('root');\n" +
    "  const button = e.target instanceof Element ? e.target.closest('.language-switcher-button[lang]') : null;\n" +
    // Until the app has the page: also after a failed start, where the buttons are plain markup.
    "  if (!button || !root || root.hasAttribute('data-app')) return;\n" +
    // A page whose address names its language (/home/en) is opened at the other's address.
    '  const named = /^(\\/.+)\\/(en|fr)\\/?$/.exec(location.pathname);\n' +
    "  location.assign(named ? named[1] + '/' + encodeURIComponent(button.lang) : '?lng=' + encodeURIComponent(button.lang));\n" +
    '});\n' +
    // The app's steps (src/main.tsx) are fetched together, as index.html's preloads do.
    `const preloads = ${JSON.stringify(preloads)};\n` +
    "const preload = (href) => document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));\n" +
    `const start = () => (preloads.forEach(preload), import(${JSON.stringify(entry)}))` +
    ".catch(() => document.getElementById('root')?.removeAttribute('data-prerendered'));\n" +
    "if (document.visibilityState === 'hidden') start();\n" +
    // The second frame's callback runs once the first frame, the page, has been painted.
    'else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));\n'
  );
}

/** Builds the renderer, renders every page in every language into `distDir`. */
export async function prerender({ distDir, logLevel = 'warn' }) {
  const { build } = await import('vite');
  await build({
    root: webRoot,
    mode: 'web',
    logLevel,
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir: SSR_OUT_DIR,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
    },
  });
  // No cache-busting query: the page chunks import this very module (one instance of its contexts).
  const { renderPage, PRERENDERED_PAGES, SHELL_MODULES } = await import(
    pathToFileURL(path.join(SSR_OUT_DIR, 'render-page.js')).href
  );
  const chunks = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'chunks.json'), 'utf8'));
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = indexHtml.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('prerender: no entry script in index.html');
  const preloads = [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const start = startScript(entry, preloads);
  const startUrl = `/assets/start-${crypto.createHash('sha256').update(start).digest('hex').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(distDir, startUrl), start);
  const outDir = path.join(distDir, PRERENDER_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const page of PRERENDERED_PAGES) {
    const files = stylesheets(chunks, [...page.modules, ...SHELL_MODULES]);
    const css = files.map((file) => ({ href: `/${file}`, text: fs.readFileSync(path.join(distDir, file), 'utf8') }));
    for (const language of LANGUAGES) {
      const texts = resources(distDir, language);
      const { html, title } = await renderPage(page.path, language, texts);
      const file = path.join(outDir, `${page.name}.${language}.html`);
      const { loading: loadingLabel, description } = texts[language].layout;
      fs.writeFileSync(
        file,
        composeDocument({ indexHtml, html, title, language, css, startScript: startUrl, loadingLabel, description }),
      );
      written.push(file);
    }
  }
  const restaurantCss = stylesheets(chunks, RESTAURANT_PAGE_MODULES).map((file) => ({
    href: `/${file}`,
    text: fs.readFileSync(path.join(distDir, file), 'utf8'),
  }));
  for (const language of LANGUAGES) {
    const { loading: loadingLabel, description } = resources(distDir, language)[language].layout;
    const file = path.join(outDir, `restaurant.${language}.html`);
    const shell = composeShell({
      indexHtml,
      language,
      css: restaurantCss,
      startScript: startUrl,
      loadingLabel,
      description,
    });
    fs.writeFileSync(file, shell);
    written.push(file);
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = process.argv[2] ?? path.join(webRoot, 'dist');
  const files = await prerender({ distDir });
  console.log(files.map((f) => path.relative(root, f)).join('\n'));
}
