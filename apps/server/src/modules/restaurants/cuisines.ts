import { searchKey } from '@playeats/domain/search-key';

// The cuisines restaurants list (their item categories, spec section 1 "search by item
// category (cuisine)"). Restaurants store the slugs; labels travel with GET /api/cuisines.

export interface Cuisine {
  slug: string;
  en: string;
  fr: string;
}

export const CUISINES: readonly Cuisine[] = [
  { slug: 'american', en: 'American', fr: 'Américain' },
  { slug: 'bakery', en: 'Bakery', fr: 'Boulangerie' },
  { slug: 'bbq', en: 'Barbecue', fr: 'Barbecue' },
  { slug: 'breakfast', en: 'Breakfast', fr: 'Déjeuner' },
  { slug: 'burgers', en: 'Burgers', fr: 'Burgers' },
  { slug: 'cafe', en: 'Café', fr: 'Café' },
  { slug: 'chicken', en: 'Chicken', fr: 'Poulet' },
  { slug: 'chinese', en: 'Chinese', fr: 'Chinois' },
  { slug: 'desserts', en: 'Desserts', fr: 'Desserts' },
  { slug: 'french', en: 'French', fr: 'Français' },
  { slug: 'greek', en: 'Greek', fr: 'Grec' },
  { slug: 'healthy', en: 'Healthy', fr: 'Santé' },
  { slug: 'indian', en: 'Indian', fr: 'Indien' },
  { slug: 'italian', en: 'Italian', fr: 'Italien' },
  { slug: 'japanese', en: 'Japanese', fr: 'Japonais' },
  { slug: 'korean', en: 'Korean', fr: 'Coréen' },
  { slug: 'lebanese', en: 'Lebanese', fr: 'Libanais' },
  { slug: 'mexican', en: 'Mexican', fr: 'Mexicain' },
  { slug: 'pizza', en: 'Pizza', fr: 'Pizza' },
  { slug: 'poutine', en: 'Poutine', fr: 'Poutine' },
  { slug: 'ramen', en: 'Ramen', fr: 'Ramen' },
  { slug: 'sandwiches', en: 'Sandwiches', fr: 'Sandwichs' },
  { slug: 'seafood', en: 'Seafood', fr: 'Fruits de mer' },
  { slug: 'sushi', en: 'Sushi', fr: 'Sushis' },
  { slug: 'thai', en: 'Thai', fr: 'Thaïlandais' },
  { slug: 'vegan', en: 'Vegan', fr: 'Végane' },
  { slug: 'vegetarian', en: 'Vegetarian', fr: 'Végétarien' },
  { slug: 'vietnamese', en: 'Vietnamese', fr: 'Vietnamien' },
];

export const CUISINE_SLUGS: ReadonlySet<string> = new Set(CUISINES.map((c) => c.slug));

const keys = CUISINES.map((c) => ({ slug: c.slug, words: [c.slug, c.en, c.fr].map(searchKey) }));

/**
 * The cuisines a category search means: "piz" → pizza, "japonais" → japanese, "sushis" →
 * sushi. A cuisine matches when one of its names (slug, English, French) starts with the
 * query, or the query starts with it (a plural or a longer phrase such as "pizza slices").
 */
export function cuisinesMatching(query: string): string[] {
  const q = searchKey(query);
  if (!q) return [];
  return keys.filter(({ words }) => words.some((w) => w.startsWith(q) || q.startsWith(w))).map((k) => k.slug);
}
