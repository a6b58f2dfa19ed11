/**
 * The picture of each cuisine: a file of the web app's public/illustrations/ (named in
 * apps/web/src/components/illustration/illustration-names.ts, which the web's typecheck
 * holds these names to). Shared by the web app, which shows it on a restaurant's card and
 * page until it has a photo, and the server, which puts it in a restaurant page's first
 * paint (issue 17, apps/server/src/plugins/web-static.ts).
 */

/** An illustration's file under the web app's public folder (scripts/extract-illustrations.mjs). */
export function illustrationFile(name: string): string {
  return `illustrations/${name}.svg`;
}

/** Shown for a restaurant whose cuisines are all unknown here, and for a dish of no known kind. */
export const PLATE = 'fork-and-knife-with-plate';

/**
 * One picture per cuisine slug the server knows (apps/server/src/modules/restaurants/
 * cuisines.ts); a cuisine added there without a picture here shows the plate.
 */
export const CUISINE_ILLUSTRATIONS = {
  american: 'hot-dog',
  bakery: 'croissant',
  bbq: 'meat-on-bone',
  breakfast: 'pancakes',
  burgers: 'hamburger',
  cafe: 'hot-beverage',
  chicken: 'poultry-leg',
  chinese: 'dumpling',
  desserts: 'shortcake',
  french: 'baguette-bread',
  greek: 'stuffed-flatbread',
  healthy: 'green-salad',
  indian: 'curry-rice',
  italian: 'spaghetti',
  japanese: 'bento-box',
  korean: 'pot-of-food',
  lebanese: 'falafel',
  mexican: 'taco',
  pizza: 'pizza',
  poutine: 'french-fries',
  ramen: 'steaming-bowl',
  sandwiches: 'sandwich',
  seafood: 'lobster',
  sushi: 'sushi',
  thai: 'shallow-pan-of-food',
  vegan: 'avocado',
  vegetarian: 'broccoli',
  vietnamese: 'bowl-with-spoon',
} as const;

export type CuisineIllustration = typeof PLATE | (typeof CUISINE_ILLUSTRATIONS)[keyof typeof CUISINE_ILLUSTRATIONS];

const bySlug: Readonly<Record<string, CuisineIllustration | undefined>> = CUISINE_ILLUSTRATIONS;

/**
 * A restaurant's picture until it has a photo: its first cuisine with one. Restaurants list
 * their main cuisine first ("pizza, italian"), so the pizzeria shows a pizza.
 */
export function cuisineIllustration(cuisines: readonly string[]): CuisineIllustration {
  for (const slug of cuisines) {
    const name = bySlug[slug];
    if (name) return name;
  }
  return PLATE;
}
