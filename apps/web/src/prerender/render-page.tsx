import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { App, type Runtime } from '../app/app.tsx';
import { buildRoutes } from '../app/routes.tsx';
import { createAppStore } from '../app/store.ts';
import { DocumentTitleSink } from '../components/layout/use-document-title.ts';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-clients.ts';

/**
 * The landing pages pre-rendered at build time for the web build (issue 17): the real
 * components (the app's own routes, layout and pages) rendered to HTML per language, so the
 * document paints the page itself and the app hydrates it. scripts/prerender.mjs builds this
 * module for Node and writes each page into the served folder; the server picks the
 * visitor's language (apps/server/src/plugins/web-static.ts).
 */
export const PRERENDERED_PAGES = [
  {
    name: 'home',
    path: '/home',
    // What app/routes.tsx loads for it and what it shows (their CSS goes into the document).
    modules: [
      'src/features/home/components/home-page.tsx',
      'src/features/restaurants/restaurants-shell.tsx',
      // Lazy in the shell's field, rendered by the pre-render: its styles come with the page.
      'src/features/restaurants/components/delivery-location-field.tsx',
    ],
  },
  { name: 'partners', path: '/partners', modules: ['src/features/restaurants/components/partners-page.tsx'] },
] as const;

/** What every page shows besides itself (app/shell-extras.tsx), loaded before the first render. */
export const SHELL_MODULES = [
  'src/features/auth/components/account-menu.tsx',
  'src/features/rewards/components/double-bucks-banner.tsx',
  'src/features/rewards/components/balance-events.tsx',
  'src/app/server-events-connection.tsx',
  'src/features/rewards/components/pending-promotion-applier.tsx',
];

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title the page asked for (useDocumentTitle). */
  title: string;
}

/** i18next as the app sets it (lib/i18n.ts), with every text of `language` already there. */
async function setLanguage(language: Language, resources: Resource): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      lng: language,
      resources,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  }
  for (const [namespace, texts] of Object.entries(resources[language] ?? {})) {
    i18next.addResourceBundle(language, namespace, texts, true, true);
  }
  await i18next.changeLanguage(language);
}

/**
 * `path`'s page as an anonymous visitor's first render shows it in `language`: every lazy
 * part waited for (react-dom/static), the data the page asks the API for still loading.
 */
export async function renderPage(path: string, language: Language, resources: Resource): Promise<RenderedPage> {
  await setLanguage(language, resources);
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: nothing to pre-render`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const runtime: Runtime = {
    store: createAppStore(undefined, { persist: false }),
    queryClient: createQueryClient(),
    router: router as unknown as Runtime['router'],
  };
  let title = 'PlayEats';
  // A part that fails on the server would be left for the client to render: the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <DocumentTitleSink.Provider value={(t) => (title = t)}>
        <App
          prerender={{
            runtime,
            routerView: <StaticRouterProvider router={router} context={context} hydrate={false} />,
          }}
        />
      </DocumentTitleSink.Provider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline, in place: no reveal script (the page's policy forbids inline scripts).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `pre-rendering ${path} (${language}) failed`);
  // A boundary left pending (<!--$?-->) or to the client (<!--$!-->), or a script: not a whole page.
  if (/<!--\$[?!]-->|<script/.test(html)) throw new Error(`pre-rendering ${path} (${language}) left parts unrendered`);
  return { html, title };
}
