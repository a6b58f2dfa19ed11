import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useAppShown } from '../../lib/app-ready.ts';
import { PageLoading } from './page-loading.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import '../../styles/theme.css';
import './page-layout.css';

const MAIN_ID = 'main';

/**
 * Moves focus itself rather than leaving it to the browser's #fragment handling: the
 * overlay and mobile builds load from their own origins, where a hash change is not a
 * reliable in-page jump.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus(); // focusing also scrolls it into view
}

/** Rendered with the page: once the page is on screen (or hydrated), the app has taken over. */
function PageShown() {
  useAppShown();
  return null;
}

export interface PageLayoutProps {
  /** At the end of the header: the account menu, the notification bell. */
  headerActions?: ReactNode;
  /** Under the header: the double-bucks banner. */
  banner?: ReactNode;
  /** Background components with no UI of their own (the pending-promotion applier, pollers). */
  watchers?: ReactNode;
  /** Beside the page: the overlay's vertical ad. */
  aside?: ReactNode;
  /**
   * After the footer: the mobile bottom navigation (BottomNav), fixed to the bottom of the
   * screen. It brings its own spacer, a flex item of this column, so the page and footer
   * end above the bar instead of behind it; when it renders nothing there is no gap.
   */
  bottomNav?: ReactNode;
}

/**
 * The shell of every route: skip link, header, the page, footer (and the mobile bottom
 * navigation). The slots come from the app: shared UI cannot import features.
 */
export function PageLayout({ headerActions, banner, watchers, aside, bottomNav }: PageLayoutProps = {}) {
  const { t } = useTranslation('layout');
  return (
    <div className="page-layout">
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        {t('skipToContent')}
      </a>
      <SiteHeader actions={headerActions} />
      {banner}
      {watchers}
      <div className="page-body">
        <main id={MAIN_ID} className="page-main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <PageShown />
          </Suspense>
        </main>
        {aside}
      </div>
      <SiteFooter />
      {bottomNav}
    </div>
  );
}
