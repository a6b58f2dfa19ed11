import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATE, cuisineIllustration } from '@playeats/domain/cuisine-illustrations';
import { dishIllustration } from './dish-illustration.ts';
import { ILLUSTRATION_NAMES } from './illustration-names.ts';

// Tests run from the repository's root. The cuisines the server knows:
const SERVER_CUISINES = fs.readFileSync(path.resolve('apps/server/src/modules/restaurants/cuisines.ts'), 'utf8');
const serverSlugs = [...SERVER_CUISINES.matchAll(/slug: '([a-z-]+)'/g)].map((m) => m[1] ?? '');

describe('cuisine illustrations', () => {
  it('gives every cuisine the server knows its own picture, not the plate', () => {
    expect(serverSlugs.length).toBeGreaterThan(20);
    for (const slug of serverSlugs) expect(cuisineIllustration([slug]), slug).not.toBe(PLATE);
  });

  it('shows the first cuisine with a picture, and a plate for none', () => {
    expect(cuisineIllustration(['pizza', 'italian'])).toBe('pizza');
    expect(cuisineIllustration(['sushi', 'japanese'])).toBe('sushi');
    expect(cuisineIllustration(['mystery', 'ramen'])).toBe('steaming-bowl');
    expect(cuisineIllustration([])).toBe(PLATE);
    expect(cuisineIllustration(['mystery'])).toBe(PLATE);
  });

  it('names only pictures that exist as files in public/illustrations', () => {
    const dir = path.resolve('apps/web/public/illustrations');
    for (const name of ILLUSTRATION_NAMES) expect(fs.existsSync(path.join(dir, `${name}.svg`)), name).toBe(true);
    expect(fs.existsSync(path.join(dir, 'LICENSE.txt'))).toBe(true);
  });
});

describe('dish illustrations', () => {
  it.each([
    ['Soft Drink', 'Drinks', 'cup-with-straw'],
    ['Latte', 'Coffee', 'hot-beverage'],
    ['Green Smoothie', 'Smoothies', 'tropical-drink'],
    ['Two Scoops', 'Ice cream', 'ice-cream'],
    ['Chocolate Chip Cookie', 'Desserts', 'cookie'],
    ['New York Cheesecake', 'Desserts', 'shortcake'],
    ['Crème Brûlée', 'Desserts', 'custard'],
    ['BBQ Chicken', 'Pizzas', 'pizza'],
    ['Bacon Cheeseburger', 'Burgers', 'hamburger'],
    ['Mushroom Swiss', 'Burgers', 'hamburger'],
    ['Chicken Burrito', 'Tacos & burritos', 'burrito'],
    ['Fish Tacos (3)', 'Tacos & burritos', 'taco'],
    ['Tuna Melt', 'Sandwiches', 'sandwich'],
    ['Lobster Roll', 'From the sea', 'lobster'],
    ['Spicy Tuna Roll', 'Rolls', 'sushi'],
    ['Spring Rolls (4)', 'Starters', 'dumpling'],
    ['Phở Tái', 'Phở & noodles', 'steaming-bowl'],
    ['Spaghetti Carbonara', 'Pasta', 'spaghetti'],
    ['Mac & Cheese', 'Sides', 'spaghetti'],
    ['Soup of the Day', 'Sides', 'pot-of-food'],
    ['Chicken Tikka Masala', 'Curries', 'curry-rice'],
    ['Shrimp Fried Rice', 'Mains', 'cooked-rice'],
    ['Caesar Salad', 'Sides', 'green-salad'],
    ['Classic Poutine', 'Poutines', 'french-fries'],
    ['Fish & Chips', 'From the sea', 'fish'],
    ['Eggs Benedict', 'Breakfast', 'cooking'],
    ['French Toast', 'Breakfast', 'pancakes'],
    ['Grilled Salmon', 'From the sea', 'fish'],
    ['Chicken Wings (10)', 'Sides', 'poultry-leg'],
    ['Rotisserie Quarter', 'Chicken', 'poultry-leg'],
    ['Baby Back Ribs', 'Smoked meats', 'meat-on-bone'],
    ['Garlic Naan', 'Tandoor & breads', 'flatbread'],
    ['Croissant', 'Breads & viennoiseries', 'croissant'],
  ])('%s (%s) is %s', (name, category, picture) => {
    expect(dishIllustration(name, category)).toBe(picture);
  });

  it('matches whole words (and plurals), not parts of words, and falls back to a plate', () => {
    expect(dishIllustration('Tea')).toBe('hot-beverage');
    expect(dishIllustration('Chicken Teriyaki')).toBe('poultry-leg');
    expect(dishIllustration('Substitute')).toBe(PLATE);
    expect(dishIllustration('Chef’s surprise', 'Mains')).toBe(PLATE);
  });
});
