import { PLATE } from '@playeats/domain/cuisine-illustrations';
import type { IllustrationName } from './illustration-names.ts';

type Rule = readonly [picture: IllustrationName, words: readonly string[]];

/**
 * The kind of a dish from words of its name, in order: the first rule with one of its words
 * (or that word's plural) in the name wins, so specific dishes come before their ingredients
 * ("Tuna Melt" is a sandwich before it is fish, "Lobster Roll" lobster before sushi).
 * Words are lower case without accents ("pho" matches "Phở").
 */
const DISH_RULES: readonly Rule[] = [
  ['tropical-drink', ['smoothie', 'acai']],
  ['bubble-tea', ['bubble tea', 'boba']],
  [
    'cup-with-straw',
    ['milkshake', 'shake', 'soft drink', 'soda', 'cola', 'lemonade', 'iced tea', 'juice', 'water', 'drink', 'boisson'],
  ],
  [
    'hot-beverage',
    ['coffee', 'cafe', 'espresso', 'latte', 'cappuccino', 'americano', 'mocha', 'chai', 'tea', 'hot chocolate'],
  ],
  ['beer-mug', ['beer', 'biere']],
  ['wine-glass', ['wine', 'vin rouge', 'vin blanc']],
  ['ice-cream', ['ice cream', 'scoop', 'sundae', 'gelato', 'glace']],
  ['cookie', ['cookie', 'macaron', 'biscuit']],
  ['shortcake', ['cheesecake', 'cake', 'gateau', 'tiramisu', 'dessert']],
  ['chocolate-bar', ['brownie', 'chocolate']],
  ['custard', ['creme brulee', 'custard', 'flan', 'pudding', 'eclair']],
  ['cupcake', ['cupcake', 'muffin']],
  ['doughnut', ['donut', 'doughnut', 'beignet']],
  ['pie', ['tart', 'pie', 'tarte', 'spanakopita', 'quiche']],
  ['pancakes', ['pancake', 'crepe', 'french toast', 'pain perdu']],
  ['waffle', ['waffle', 'gaufre']],
  ['croissant', ['croissant', 'pain au chocolat', 'viennoiserie']],
  ['pizza', ['pizza', 'margherita', 'pepperoni', 'calzone']],
  ['hot-dog', ['hot dog', 'hotdog', 'chien chaud']],
  ['hamburger', ['burger', 'cheeseburger', 'smash']],
  ['burrito', ['burrito', 'wrap', 'quesadilla', 'enchilada']],
  ['taco', ['taco', 'nacho']],
  ['falafel', ['falafel']],
  ['stuffed-flatbread', ['gyro', 'shawarma', 'pita', 'kebab', 'doner']],
  [
    'sandwich',
    [
      'sandwich',
      'sub',
      'club',
      'panini',
      'banh mi',
      'melt',
      'po boy',
      'croque',
      'cheesesteak',
      'roast beef',
      'toast',
      'bagel',
    ],
  ],
  ['lobster', ['lobster', 'homard', 'crab']],
  [
    'dumpling',
    [
      'dumpling',
      'mandu',
      'har gow',
      'gyoza',
      'dim sum',
      'wonton',
      'samosa',
      'spring roll',
      'imperial roll',
      'fresh roll',
      'arancini',
      'pierogi',
    ],
  ],
  ['sushi', ['sushi', 'nigiri', 'sashimi', 'maki', 'roll']],
  ['bento-box', ['bento']],
  [
    'steaming-bowl',
    [
      'ramen',
      'pho',
      'noodle',
      'nouille',
      'udon',
      'soba',
      'yakisoba',
      'chow mein',
      'lo mein',
      'pad thai',
      'pad see ew',
      'japchae',
      'bun',
      'tantanmen',
    ],
  ],
  [
    'spaghetti',
    [
      'spaghetti',
      'pasta',
      'fettuccine',
      'penne',
      'lasagna',
      'lasagne',
      'gnocchi',
      'linguine',
      'carbonara',
      'ravioli',
      'mac cheese',
      'macaroni',
    ],
  ],
  ['pot-of-food', ['soup', 'soupe', 'chowder', 'tom yum', 'stew', 'chili', 'beans']],
  ['curry-rice', ['curry', 'curries', 'masala', 'korma', 'rogan josh', 'paneer', 'vindaloo', 'dal', 'butter chicken']],
  ['cooked-rice', ['rice', 'riz', 'donburi', 'bibimbap', 'biryani', 'risotto', 'poke']],
  ['green-salad', ['salad', 'salade', 'caesar', 'kale', 'slaw', 'tabbouleh', 'fattoush', 'greens']],
  ['fish', ['fish chips', 'fish and chips']],
  ['avocado', ['avocado', 'avocat', 'guacamole']],
  ['french-fries', ['fries', 'frites', 'poutine', 'galvaude', 'hash brown', 'chips', 'potato', 'patate']],
  ['cooking', ['egg', 'oeuf', 'omelette', 'omelet', 'benedict', 'scramble']],
  ['bacon', ['bacon']],
  [
    'fried-shrimp',
    ['shrimp', 'crevette', 'prawn', 'tempura', 'calamari', 'clam', 'mussel', 'moules', 'oyster', 'scallop'],
  ],
  ['fish', ['fish', 'poisson', 'salmon', 'saumon', 'tuna', 'thon', 'cod', 'tilapia', 'halibut']],
  ['poultry-leg', ['chicken', 'poulet', 'wing', 'tender', 'nugget', 'duck', 'canard', 'coq au vin', 'turkey', 'satay']],
  ['cut-of-meat', ['steak', 'brisket', 'bulgogi', 'roast', 'burnt ends', 'smoked meat', 'meatloaf']],
  [
    'meat-on-bone',
    [
      'rib',
      'lamb',
      'agneau',
      'pork',
      'porc',
      'beef',
      'boeuf',
      'grill',
      'grilled',
      'chop',
      'souvlaki',
      'taouk',
      'bbq',
      'meat',
    ],
  ],
  ['oden', ['skewer', 'brochette', 'tteokbokki', 'yakitori']],
  ['flatbread', ['naan', 'flatbread', 'hummus', 'houmous', 'baba ghanoush', 'tzatziki', 'raita', 'mezze']],
  ['baguette-bread', ['baguette']],
  ['bread', ['bread', 'pain', 'loaf', 'sourdough', 'cornbread', 'bruschetta', 'brioche']],
  ['cheese-wedge', ['cheese', 'fromage', 'mozzarella']],
  ['ear-of-corn', ['corn', 'elote', 'mais']],
  ['cucumber', ['pickle', 'cornichon']],
  ['leafy-green', ['kimchi', 'vegetable', 'legume', 'veggie', 'spinach']],
  ['broccoli', ['tofu', 'broccoli', 'stir fry', 'saute']],
  ['red-apple', ['fruit', 'apple', 'pomme', 'berry']],
  ['bowl-with-spoon', ['bowl', 'bol', 'oatmeal', 'granola', 'yogurt']],
  ['shallow-pan-of-food', ['moussaka', 'paella', 'escargot', 'gratin', 'casserole', 'confit']],
];

/** Categories whose dishes are all one kind, whatever their names say ("BBQ Chicken" under "Pizzas"). */
const DOMINANT_CATEGORY_RULES: readonly Rule[] = DISH_RULES.filter(([picture]) =>
  (['pizza', 'ice-cream', 'tropical-drink', 'hot-beverage', 'sushi'] as IllustrationName[]).includes(picture),
);

/** Lower case, no accents, words separated by single spaces, with a space at both ends. */
function words(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${plain} `;
}

function match(text: string, rules: readonly Rule[]): IllustrationName | undefined {
  const haystack = words(text);
  const has = (word: string) => {
    const w = words(word).trimEnd();
    return haystack.includes(`${w} `) || haystack.includes(`${w}s `) || haystack.includes(`${w}es `);
  };
  return rules.find(([, list]) => list.some(has))?.[0];
}

/**
 * A dish's picture: its category when that says it all, else its name, else its category,
 * else a plate.
 */
export function dishIllustration(name: string, category?: string): IllustrationName {
  return (
    (category !== undefined ? match(category, DOMINANT_CATEGORY_RULES) : undefined) ??
    match(name, DISH_RULES) ??
    (category !== undefined ? match(category, DISH_RULES) : undefined) ??
    PLATE
  );
}
