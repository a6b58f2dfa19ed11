import { describe, expect, it, vi } from 'vitest';
import { SHELL_MARK, composeDocument, composeShell, startScript, stylesheets } from './prerender.mjs';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="PlayEats: order meals." />
    <title>PlayEats</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/client-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root">
      <!--splash-->
      <div id="boot-logo" role="status" aria-label="Loading PlayEats">
        <div class="boot-header"></div>
        <!--page-->
        <div class="boot-page"><div class="boot-block"></div></div>
        <!--/page-->
      </div>
      <!--/splash-->
    </div>
  </body>
</html>`;

describe('the pre-rendered document (issue 17)', () => {
  const doc = composeDocument({
    indexHtml: INDEX,
    html: '<link rel="preload" as="image" href="/logo.svg"/><div class="page-layout"><h1>Bonjour</h1></div>',
    title: 'Accueil & plus | PlayEats',
    language: 'fr',
    year: 2026,
    startScript: '/assets/start-123.js',
    loadingLabel: 'Chargement de PlayEats…',
    description: 'PlayEats : commandez des repas & plus.',
    css: [
      { href: '/assets/index-abc.css', text: '.a{color:red}' },
      { href: '/assets/home-def.css', text: '.b{color:blue}' },
    ],
  });

  it('holds the page alone in #root, marked with its language, and the loading status after it', () => {
    expect(doc).toContain(
      '<div id="root" data-prerendered="fr" data-year="2026"><div class="page-layout"><h1>Bonjour</h1></div></div>\n    <div id="boot-logo" role="status" aria-label="Chargement de PlayEats…"></div>',
    );
    expect(doc).not.toContain('boot-header');
    expect(doc).not.toContain('rel="preload"');
  });

  it('is in the page’s language, with its title and its loading status', () => {
    expect(doc).toContain('<html lang="fr">');
    expect(doc).not.toContain('Loading PlayEats');
    expect(doc).toContain('<title>Accueil &amp; plus | PlayEats</title>');
    expect(doc).toContain('<meta name="description" content="PlayEats : commandez des repas &amp; plus." />');
  });

  it('paints with no other request: the stylesheets inline, the app fetched but started after the paint', () => {
    expect(doc).not.toContain('<link rel="stylesheet" crossorigin');
    expect(doc).toContain('<style>.a{color:red}\n.b{color:blue}</style>');
    // Listed, not fetched (disabled): Vite's preload helper finds them and fetches nothing again.
    expect(doc).toContain('<link rel="stylesheet" href="/assets/index-abc.css" disabled>');
    expect(doc).toContain('<link rel="stylesheet" href="/assets/home-def.css" disabled>');
    // Nothing of the app is fetched before the paint: the start script fetches it after.
    expect(doc).not.toContain('modulepreload');
    expect(doc).toContain('<script type="module" crossorigin src="/assets/start-123.js"></script>');
    expect(doc).not.toContain('src="/assets/index-abc.js"');
  });

  it('starts the app after a frame, or at once in a hidden tab, its steps fetched together', () => {
    const script = startScript('/assets/index-abc.js', ['/assets/client-abc.js']);
    expect(script).toContain('import("/assets/index-abc.js")');
    expect(script).toContain('const preloads = ["/assets/client-abc.js"];');
    expect(script).toContain('(preloads.forEach(preload), import(');
    // An app that cannot load leaves the page's forms to work as plain HTML.
    expect(script).toContain(".catch(() => document.getElementById('root')?.removeAttribute('data-prerendered'))");
    expect(script).toContain('requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)))');
    expect(script).toContain("document.visibilityState === 'hidden'");
  });

  it('keeps a form sent before the app has the page from reloading it', () => {
    const script = startScript('/assets/index-abc.js');
    const listeners: ((e: { preventDefault(): void }) => void)[] = [];
    const root = { prerendered: true, hasAttribute: (name: string) => name === 'data-prerendered' && root.prerendered };
    const doc = {
      addEventListener: (type: string, listener: (e: { preventDefault(): void }) => void) =>
        type === 'submit' && listeners.push(listener),
      getElementById: () => root,
      visibilityState: 'hidden',
    };
    // The script's statements without its import (run in a function, with this document).
    const body = script.replace(/^const start = .*$/m, 'const start = () => undefined;');
    new Function('document', 'requestAnimationFrame', body)(doc, () => undefined);
    const submit = () => {
      const event = { prevented: false, preventDefault: () => (event.prevented = true) };
      listeners.forEach((l) => l(event));
      return event.prevented;
    };
    expect(submit()).toBe(true);
    root.prerendered = false;
    expect(submit()).toBe(false);
  });

  it('opens the page in the language of a language button pressed before the app has the page', () => {
    const script = startScript('/assets/index-abc.js');
    class FakeElement {
      constructor(readonly button: { lang: string } | null) {}
      closest = () => this.button;
    }
    const clicks: ((e: { target: unknown }) => void)[] = [];
    const attributes = new Set(['data-prerendered']);
    const root = { hasAttribute: (name: string) => attributes.has(name) };
    const location = { assign: vi.fn() };
    const doc = {
      addEventListener: (type: string, listener: (e: { target: unknown }) => void) =>
        type === 'click' && clicks.push(listener),
      getElementById: () => root,
      visibilityState: 'hidden',
    };
    const body = script.replace(/^const start = .*$/m, 'const start = () => undefined;');
    new Function('document', 'requestAnimationFrame', 'Element', 'location', body)(
      doc,
      () => undefined,
      FakeElement,
      location,
    );
    const click = (button: { lang: string } | null) => clicks.forEach((l) => l({ target: new FakeElement(button) }));
    click(null);
    expect(location.assign).not.toHaveBeenCalled();
    click({ lang: 'fr' });
    expect(location.assign).toHaveBeenCalledWith('?lng=fr');
    // Once React has the page (bootstrap marks #root), its switcher handles the buttons.
    attributes.add('data-app');
    click({ lang: 'en' });
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('refuses an index.html without the splash block', () => {
    const noSplash = INDEX.replace(/<!--\/?splash-->/g, '');
    expect(() =>
      composeDocument({ indexHtml: noSplash, html: '', title: '', language: 'en', css: [], startScript: '' }),
    ).toThrow(/splash/);
  });
});

describe('the shell of a restaurant’s page (issue 17)', () => {
  const shell = composeShell({
    indexHtml: INDEX,
    language: 'fr',
    startScript: '/assets/start-123.js',
    loadingLabel: 'Chargement de PlayEats…',
    description: 'PlayEats : commandez des repas.',
    css: [{ href: '/assets/index-abc.css', text: '.a{color:red}' }],
  });

  it('keeps the splash’s header and status in #root, its page skeleton out, and the mark after it, once', () => {
    expect(shell).toContain('<div id="root">');
    expect(shell).not.toContain('data-prerendered');
    expect(shell).toContain('<div class="boot-header"></div>');
    expect(shell.split(SHELL_MARK)).toHaveLength(2);
    expect(shell).not.toContain('boot-block');
    expect(shell).not.toContain('<!--page-->');
    // Beside the status, not inside it: what the server writes is the page, not what the status says.
    expect(shell).toMatch(/<\/div>\s*<!--\/splash--><!--shell-->\s*<\/div>/);
  });

  it('is in the visitor’s language and starts the app after the paint, its styles inline', () => {
    expect(shell).toContain('<html lang="fr">');
    expect(shell).toContain('<div id="boot-logo" role="status" aria-label="Chargement de PlayEats…">');
    expect(shell).toContain('<meta name="description" content="PlayEats : commandez des repas." />');
    expect(shell).toContain('<style>.a{color:red}</style>');
    expect(shell).not.toContain('<link rel="stylesheet" crossorigin');
    expect(shell).not.toContain('modulepreload');
    expect(shell).toContain('<script type="module" crossorigin src="/assets/start-123.js"></script>');
    // Its title stays the site's: the server writes the restaurant's name before it.
    expect(shell).toContain('<title>PlayEats</title>');
  });

  it('refuses an index.html without the splash’s page block', () => {
    const noPage = INDEX.replace(/<!--\/?page-->/g, '');
    expect(() =>
      composeShell({ indexHtml: noPage, language: 'en', css: [], startScript: '', loadingLabel: '' }),
    ).toThrow(/page/);
  });
});

describe('the stylesheets a pre-rendered page inlines', () => {
  const chunks = {
    'assets/index.js': { entry: true, modules: ['src/main.tsx'], imports: [], css: ['assets/index.css'] },
    'assets/shared.js': { entry: false, modules: ['src/shared.ts'], imports: [], css: ['assets/shared.css'] },
    'assets/home.js': {
      entry: false,
      modules: ['src/features/home/components/home-page.tsx'],
      imports: ['assets/index.js', 'assets/shared.js'],
      css: ['assets/home.css'],
    },
    'assets/admin.js': { entry: false, modules: ['src/admin.tsx'], imports: [], css: ['assets/admin.css'] },
  };

  it('are the entry’s, then the page’s chunk and what it imports, each once', () => {
    expect(stylesheets(chunks, ['src/features/home/components/home-page.tsx'])).toEqual([
      'assets/index.css',
      'assets/shared.css',
      'assets/home.css',
    ]);
  });

  it('include those of the steps the entry starts the app in (its dynamic imports), not of other chunks', () => {
    const steps = {
      ...chunks,
      'assets/index.js': { ...chunks['assets/index.js'], dynamicImports: ['assets/app.js'] },
      'assets/app.js': {
        entry: false,
        modules: ['src/app/app.tsx'],
        imports: ['assets/shared.js'],
        css: ['assets/app.css'],
      },
    };
    expect(stylesheets(steps, [])).toEqual(['assets/index.css', 'assets/shared.css', 'assets/app.css']);
  });

  it('fails the build when a listed module is in no chunk', () => {
    expect(() => stylesheets(chunks, ['src/app/app.tsx'])).toThrow(/no chunk holds src\/app\/app.tsx/);
  });
});
