import type { IllustrationName } from './illustration-names.ts';

/** Shown for a restaurant whose cuisines are all unknown here, and for a dish of no known kind. */
export const PLATE: IllustrationName = 'fork-and-knife-with-plate';

/**
 * One picture per cuisine slug the server knows (apps/server/src/modules/restaurants/
 * cuisines.ts); a cuisine added there without a picture here shows the plate.
 */
export const CUISINE_ILLUSTRATIONS: Readonly<Record<string, IllustrationName>> = {
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
};

/**
 * A restaurant's picture until it has a photo: its first cuisine with one. Restaurants list
 * their main cuisine first ("pizza, italian"), so the pizzeria shows a pizza.
 */
export function cuisineIllustration(cuisines: readonly string[]): IllustrationName {
  for (const slug of cuisines) {
    const name = CUISINE_ILLUSTRATIONS[slug];
    if (name) return name;
  }
  return PLATE;
}
