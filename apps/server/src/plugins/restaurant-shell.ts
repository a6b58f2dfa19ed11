import { cuisineIllustration, illustrationFile } from '@playeats/domain/cuisine-illustrations';
import { escapeHtml } from '../lib/escape-html.ts';

/**
 * A restaurant's page paints its picture and name from the document (issue 17, decision
 * 0037, fourth pass): the web build's shell (scripts/prerender.mjs `composeShell`) is
 * index.html with the splash's header row and status, `SHELL_MARK` after them and the
 * page's stylesheets inline, and the server writes there what the page's header shows
 * first, with the page's own classes, so it stands where the page will. The browser finds the picture as the document arrives
 * instead of after the app's first render, and the app renders over the splash as on every
 * page.
 */

/** What the page's header shows first (the restaurants module's `hero`). */
export interface RestaurantHero {
  name: string;
  /** Its cuisine slugs, main one first: its picture until it has a photo. */
  cuisines: readonly string[];
  /** The photo (a path of the API's images, or an absolute address), and its copies by width. */
  imageUrl: string | null;
  imageSrcSet: string | null;
}

/** Written by scripts/prerender.mjs where the splash's page skeleton was. */
const SHELL_MARK = '<!--shell-->';

/** The client route of a restaurant's page (apps/web: /nearby/:restaurantId), with its id. */
const RESTAURANT_PAGE = /^\/nearby\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The restaurant id of a restaurant page's address, or null for any other address. */
export function restaurantPageId(pathname: string): string | null {
  return RESTAURANT_PAGE.exec(pathname)?.[1]?.toLowerCase() ?? null;
}

/**
 * The picture as the page's RestaurantImage shows it (eager, fetched first): the photo, else
 * its cuisine's illustration on a tile. Decorative while the page loads: the name is beside it.
 */
function picture(hero: RestaurantHero): string {
  const common = 'alt="" fetchpriority="high" decoding="async"';
  if (hero.imageUrl) {
    const srcSet = hero.imageSrcSet
      ? ` srcset="${escapeHtml(hero.imageSrcSet)}" sizes="(min-width: 48rem) 18rem, 100vw"`
      : '';
    return `<img class="restaurant-hero" src="${escapeHtml(hero.imageUrl)}"${srcSet} ${common} width="320" height="180">`;
  }
  const illustration = `/${illustrationFile(cuisineIllustration(hero.cuisines))}`;
  return (
    '<div class="restaurant-hero restaurant-image--illustrated">' +
    `<img class="restaurant-image-illustration" src="${illustration}" ${common} width="96" height="96"></div>`
  );
}

/**
 * The shell completed with the restaurant: the page's own layout and header classes (the
 * shell carries their styles), a skeleton of the back link, its picture and its name as the
 * page's heading, and its name in the title as the page sets it ("<name> | PlayEats"). Null
 * when `shell` has no mark (a build of another shape).
 */
export function completeShell(shell: string, hero: RestaurantHero): string | null {
  if (!shell.includes(SHELL_MARK)) return null;
  const page =
    '<main class="page-main boot-restaurant" data-shell="restaurant">' +
    '<div class="container discovery-page restaurant-page">' +
    '<p class="back-link"><span class="boot-back"></span></p>' +
    `<div class="restaurant-header">${picture(hero)}` +
    `<div class="restaurant-header-text"><h1>${escapeHtml(hero.name)}</h1></div></div></div></main>`;
  return shell
    .replace(/<title>([^<]*)<\/title>/, (_, site: string) => `<title>${escapeHtml(hero.name)} | ${site}</title>`)
    .replace(SHELL_MARK, () => page);
}
