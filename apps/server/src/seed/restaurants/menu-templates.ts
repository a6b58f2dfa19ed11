// What demo restaurants serve: option groups, and per cuisine the menu categories with items.
// Prices are cents before each restaurant's own adjustment.

export interface OptionGroupTemplate {
  name: string;
  min: number;
  max: number;
  options: readonly (readonly [name: string, priceCents: number])[];
}

export const OPTION_GROUPS = {
  pizzaSize: {
    name: 'Size',
    min: 1,
    max: 1,
    options: [
      ['Small (10")', 0],
      ['Medium (12")', 300],
      ['Large (14")', 600],
    ],
  },
  toppings: {
    name: 'Extra toppings',
    min: 0,
    max: 3,
    options: [
      ['Extra cheese', 200],
      ['Mushrooms', 150],
      ['Green peppers', 150],
      ['Black olives', 150],
      ['Bacon', 250],
      ['Jalapeños', 150],
    ],
  },
  side: {
    name: 'Side',
    min: 1,
    max: 1,
    options: [
      ['Fries', 0],
      ['Side salad', 0],
      ['Sweet potato fries', 200],
      ['Onion rings', 250],
    ],
  },
  extras: {
    name: 'Extras',
    min: 0,
    max: 3,
    options: [
      ['Extra cheese', 150],
      ['Bacon', 200],
      ['Avocado', 250],
      ['Fried egg', 175],
      ['Jalapeños', 75],
      ['Caramelized onions', 100],
    ],
  },
  dip: {
    name: 'Dipping sauce',
    min: 0,
    max: 2,
    options: [
      ['Ketchup', 0],
      ['Ranch', 75],
      ['BBQ sauce', 75],
      ['Garlic mayo', 75],
      ['Honey mustard', 75],
    ],
  },
  spice: {
    name: 'Spice level',
    min: 1,
    max: 1,
    options: [
      ['Mild', 0],
      ['Medium', 0],
      ['Hot', 0],
      ['Extra hot', 0],
    ],
  },
  protein: {
    name: 'Protein',
    min: 1,
    max: 1,
    options: [
      ['Chicken', 0],
      ['Beef', 200],
      ['Tofu', 0],
      ['Shrimp', 300],
    ],
  },
  // A description that names choices comes with the group to make them (a menu that says
  // "cola or ginger ale" and offers only a size leaves the customer guessing).
  softDrinkFlavour: {
    name: 'Flavour',
    min: 1,
    max: 1,
    options: [
      ['Cola', 0],
      ['Diet cola', 0],
      ['Lemon-lime', 0],
      ['Ginger ale', 0],
    ],
  },
  breakfastMeat: {
    name: 'Meat',
    min: 1,
    max: 1,
    options: [
      ['Bacon', 0],
      ['Sausage', 0],
    ],
  },
  scoopServing: {
    name: 'Served in',
    min: 1,
    max: 1,
    options: [
      ['Cup', 0],
      ['Cone', 0],
    ],
  },
  drinkSize: {
    name: 'Size',
    min: 1,
    max: 1,
    options: [
      ['Regular', 0],
      ['Large', 100],
    ],
  },
  milk: {
    name: 'Milk',
    min: 0,
    max: 1,
    options: [
      ['Whole milk', 0],
      ['Oat milk', 70],
      ['Almond milk', 70],
      ['Soy milk', 70],
    ],
  },
  bread: {
    name: 'Bread',
    min: 1,
    max: 1,
    options: [
      ['White', 0],
      ['Whole wheat', 0],
      ['Rye', 0],
      ['Sourdough', 50],
    ],
  },
  naan: {
    name: 'Add naan',
    min: 0,
    max: 2,
    options: [
      ['Plain naan', 299],
      ['Garlic naan', 399],
      ['Butter naan', 349],
    ],
  },
  ramenAddOns: {
    name: 'Add-ons',
    min: 0,
    max: 3,
    options: [
      ['Soft-boiled egg', 200],
      ['Extra chashu', 350],
      ['Corn', 100],
      ['Nori', 100],
      ['Bamboo shoots', 150],
    ],
  },
  bowlSize: {
    name: 'Size',
    min: 1,
    max: 1,
    options: [
      ['Small', 0],
      ['Large', 250],
    ],
  },
  eggs: {
    name: 'Eggs',
    min: 1,
    max: 1,
    options: [
      ['Sunny side up', 0],
      ['Over easy', 0],
      ['Scrambled', 0],
      ['Poached', 0],
    ],
  },
  sweetToppings: {
    name: 'Toppings',
    min: 0,
    max: 3,
    options: [
      ['Blueberries', 150],
      ['Whipped cream', 100],
      ['Maple syrup', 100],
      ['Chocolate chips', 125],
    ],
  },
  doneness: {
    name: 'Cooking',
    min: 1,
    max: 1,
    options: [
      ['Rare', 0],
      ['Medium rare', 0],
      ['Medium', 0],
      ['Well done', 0],
    ],
  },
  poutineSize: {
    name: 'Size',
    min: 1,
    max: 1,
    options: [
      ['Small', 0],
      ['Regular', 300],
      ['Large', 500],
    ],
  },
  poutineExtras: {
    name: 'Extras',
    min: 0,
    max: 3,
    options: [
      ['Extra cheese curds', 250],
      ['Bacon', 200],
      ['Caramelized onions', 150],
      ['Peppercorn gravy', 100],
    ],
  },
  wingSauce: {
    name: 'Sauce',
    min: 1,
    max: 2,
    options: [
      ['Mild', 0],
      ['Medium', 0],
      ['Hot', 0],
      ['Honey garlic', 0],
      ['Salt & pepper', 0],
      ['BBQ', 0],
    ],
  },
  bbqSauce: {
    name: 'BBQ sauce',
    min: 0,
    max: 1,
    options: [
      ['Classic', 0],
      ['Carolina gold', 0],
      ['Spicy', 0],
    ],
  },
  scoops: {
    name: 'Flavours',
    min: 1,
    max: 2,
    options: [
      ['Vanilla', 0],
      ['Chocolate', 0],
      ['Strawberry', 0],
      ['Pistachio', 50],
      ['Salted caramel', 50],
    ],
  },
  pokeBase: {
    name: 'Base',
    min: 1,
    max: 1,
    options: [
      ['Sushi rice', 0],
      ['Brown rice', 0],
      ['Mixed greens', 0],
      ['Half and half', 0],
    ],
  },
} as const satisfies Record<string, OptionGroupTemplate>;

export type OptionGroupKey = keyof typeof OPTION_GROUPS;

export type ItemTemplate = readonly [
  name: string,
  description: string,
  priceCents: number,
  groups?: readonly OptionGroupKey[],
];

export interface CategoryTemplate {
  name: string;
  items: readonly ItemTemplate[];
}

const fries: ItemTemplate = ['Fries', 'Hand-cut, sea salt', 449, ['dip']];
const onionRings: ItemTemplate = ['Onion Rings', 'Beer-battered', 549, ['dip']];
const coleslaw: ItemTemplate = ['Coleslaw', 'Creamy house slaw', 349];
const misoSoup: ItemTemplate = ['Miso Soup', 'Tofu, wakame, green onion', 299];
const edamame: ItemTemplate = ['Edamame', 'Steamed, sea salt', 499];
const gyoza: ItemTemplate = ['Gyoza (6)', 'Pan-fried pork dumplings', 799];

export const DRINKS: CategoryTemplate = {
  name: 'Drinks',
  items: [
    ['Soft Drink', 'Cola, diet cola, lemon-lime or ginger ale', 249, ['softDrinkFlavour', 'drinkSize']],
    ['Sparkling Water', '500 ml', 299],
    ['Iced Tea', 'Brewed in house', 325, ['drinkSize']],
    ['Lemonade', 'Freshly squeezed', 375, ['drinkSize']],
  ],
};

export const DESSERTS: CategoryTemplate = {
  name: 'Desserts',
  items: [
    ['Chocolate Brownie', 'Fudgy, with walnuts', 449],
    ['Cheesecake', 'New York style', 649],
    ['Chocolate Chip Cookie', 'Baked this morning', 249],
  ],
};

export const MENUS: Record<string, readonly CategoryTemplate[]> = {
  pizza: [
    {
      name: 'Pizzas',
      items: [
        ['Margherita', 'Tomato, fior di latte, basil', 1499, ['pizzaSize', 'toppings']],
        ['Pepperoni', 'Tomato, mozzarella, pepperoni', 1599, ['pizzaSize', 'toppings']],
        ['Hawaiian', 'Ham, pineapple, mozzarella', 1599, ['pizzaSize', 'toppings']],
        ['Vegetarian', 'Peppers, mushrooms, onions, olives', 1549, ['pizzaSize', 'toppings']],
        ['Meat Lovers', 'Pepperoni, sausage, bacon, ham', 1799, ['pizzaSize', 'toppings']],
        ['Four Cheese', 'Mozzarella, gorgonzola, parmesan, fontina', 1649, ['pizzaSize', 'toppings']],
        ['BBQ Chicken', 'BBQ sauce, chicken, red onion, cilantro', 1749, ['pizzaSize', 'toppings']],
      ],
    },
    {
      name: 'Sides',
      items: [
        ['Garlic Bread', 'With mozzarella', 599],
        ['Caesar Salad', 'Romaine, croutons, parmesan', 899],
        ['Chicken Wings (10)', 'Tossed in your sauce', 1299, ['wingSauce']],
        ['Mozzarella Sticks', 'With marinara', 799, ['dip']],
      ],
    },
  ],
  burgers: [
    {
      name: 'Burgers',
      items: [
        ['Classic Burger', 'Beef, lettuce, tomato, pickles, house sauce', 1199, ['side', 'extras']],
        ['Cheeseburger', 'Beef, cheddar, onions, pickles', 1299, ['side', 'extras']],
        ['Bacon Cheeseburger', 'Beef, bacon, cheddar', 1449, ['side', 'extras']],
        ['Double Smash', 'Two smashed patties, American cheese', 1599, ['side', 'extras']],
        ['Mushroom Swiss', 'Sautéed mushrooms, Swiss cheese', 1399, ['side', 'extras']],
        ['Veggie Burger', 'Black bean patty, avocado', 1299, ['side', 'extras']],
      ],
    },
    { name: 'Sides', items: [fries, onionRings, ['Sweet Potato Fries', 'With chipotle mayo', 549, ['dip']]] },
  ],
  sushi: [
    {
      name: 'Rolls',
      items: [
        ['California Roll', 'Crab, avocado, cucumber', 899],
        ['Spicy Tuna Roll', 'Tuna, spicy mayo, tempura bits', 1099],
        ['Dragon Roll', 'Eel, avocado, shrimp tempura', 1499],
        ['Rainbow Roll', 'California roll topped with assorted fish', 1599],
        ['Salmon Avocado Roll', 'Fresh salmon, avocado', 1099],
        ['Shrimp Tempura Roll', 'Shrimp tempura, cucumber, eel sauce', 1199],
      ],
    },
    {
      name: 'Nigiri & Sashimi',
      items: [
        ['Salmon Nigiri (2)', 'Atlantic salmon', 599],
        ['Tuna Nigiri (2)', 'Yellowfin tuna', 699],
        ['Sashimi Platter', '15 pieces, chef’s choice', 2499],
      ],
    },
    { name: 'Starters', items: [misoSoup, edamame, ['Seaweed Salad', 'Sesame dressing', 599]] },
  ],
  japanese: [
    {
      name: 'Mains',
      items: [
        ['Chicken Teriyaki', 'With steamed rice and salad', 1599],
        ['Beef Donburi', 'Simmered beef and onion over rice', 1599],
        ['Katsu Curry', 'Pork cutlet, Japanese curry, rice', 1699],
        ['Salmon Bento', 'Grilled salmon, rice, sides', 1899],
        ['Yakisoba', 'Stir-fried noodles, cabbage', 1399, ['protein']],
      ],
    },
    { name: 'Small plates', items: [gyoza, misoSoup, edamame] },
  ],
  ramen: [
    {
      name: 'Ramen',
      items: [
        ['Tonkotsu Ramen', 'Pork bone broth, chashu, egg', 1599, ['ramenAddOns', 'spice']],
        ['Shoyu Ramen', 'Soy chicken broth, chashu', 1499, ['ramenAddOns']],
        ['Miso Ramen', 'Miso broth, corn, ground pork', 1549, ['ramenAddOns', 'spice']],
        ['Spicy Tantanmen', 'Sesame chili broth', 1649, ['ramenAddOns', 'spice']],
        ['Vegetable Ramen', 'Kombu broth, tofu, vegetables', 1449, ['ramenAddOns']],
      ],
    },
    {
      name: 'Small plates',
      items: [gyoza, ['Karaage', 'Japanese fried chicken', 899], ['Takoyaki (6)', 'Octopus balls', 899]],
    },
  ],
  chinese: [
    {
      name: 'Mains',
      items: [
        ['General Tao Chicken', 'Crispy chicken, sweet chili sauce', 1599, ['spice']],
        ['Kung Pao Chicken', 'Peanuts, dried chilies', 1549, ['spice']],
        ['Beef with Broccoli', 'Oyster sauce', 1649],
        ['Sweet and Sour Pork', 'Pineapple, peppers', 1549],
        ['Mapo Tofu', 'Silken tofu, Sichuan pepper', 1399, ['spice']],
        ['Shrimp Fried Rice', 'Egg, peas, green onion', 1499],
        ['Chicken Chow Mein', 'Crispy noodles, vegetables', 1399],
      ],
    },
    {
      name: 'Dim sum',
      items: [
        ['Pork Dumplings (8)', 'Steamed or pan-fried', 899],
        ['Spring Rolls (4)', 'Vegetable', 699],
        ['Har Gow (4)', 'Shrimp dumplings', 899],
        ['Wonton Soup', 'Pork and shrimp wontons', 799],
      ],
    },
  ],
  thai: [
    {
      name: 'Mains',
      items: [
        ['Pad Thai', 'Rice noodles, tamarind, peanuts', 1499, ['protein', 'spice']],
        ['Green Curry', 'Coconut milk, Thai basil, bamboo', 1599, ['protein', 'spice']],
        ['Red Curry', 'Coconut milk, bell peppers', 1599, ['protein', 'spice']],
        ['Massaman Curry', 'Potatoes, peanuts', 1649, ['protein', 'spice']],
        ['Pad See Ew', 'Wide noodles, Chinese broccoli', 1499, ['protein']],
        ['Basil Stir-Fry', 'Holy basil, chilies, jasmine rice', 1549, ['protein', 'spice']],
      ],
    },
    {
      name: 'Starters',
      items: [
        ['Spring Rolls (4)', 'Sweet chili sauce', 699],
        ['Tom Yum Soup', 'Lemongrass, lime, mushrooms', 799, ['spice']],
        ['Chicken Satay', 'Peanut sauce', 999],
        ['Papaya Salad', 'Green papaya, lime, chili', 899, ['spice']],
      ],
    },
  ],
  vietnamese: [
    {
      name: 'Phở & noodles',
      items: [
        ['Phở Tái', 'Rare beef, rice noodles, beef broth', 1399, ['bowlSize']],
        ['Phở Gà', 'Chicken noodle soup', 1349, ['bowlSize']],
        ['Bún Chả', 'Grilled pork, vermicelli, herbs', 1499],
        ['Bún Bò Huế', 'Spicy lemongrass beef soup', 1499, ['bowlSize']],
      ],
    },
    {
      name: 'Bánh mì',
      items: [
        ['Grilled Pork Bánh Mì', 'Pickled carrot, daikon, cilantro', 899],
        ['Lemongrass Chicken Bánh Mì', 'Pickled vegetables, jalapeño', 899],
        ['Tofu Bánh Mì', 'Crispy tofu, herbs', 849],
      ],
    },
    {
      name: 'Starters',
      items: [
        ['Fresh Rolls (2)', 'Shrimp, herbs, peanut sauce', 699],
        ['Imperial Rolls (4)', 'Pork and taro', 699],
      ],
    },
  ],
  indian: [
    {
      name: 'Curries',
      items: [
        ['Butter Chicken', 'Creamy tomato sauce, basmati rice', 1699, ['spice', 'naan']],
        ['Chicken Tikka Masala', 'Roasted chicken, masala sauce', 1699, ['spice', 'naan']],
        ['Lamb Rogan Josh', 'Kashmiri chili, yogurt', 1899, ['spice', 'naan']],
        ['Chana Masala', 'Chickpeas, tomato, onion', 1399, ['spice', 'naan']],
        ['Palak Paneer', 'Spinach, cottage cheese', 1499, ['spice', 'naan']],
        ['Vegetable Korma', 'Cashew cream sauce', 1449, ['spice', 'naan']],
      ],
    },
    {
      name: 'Tandoor & breads',
      items: [
        ['Tandoori Chicken', 'Half chicken, mint chutney', 1599],
        ['Garlic Naan', 'From the tandoor', 399],
        ['Plain Naan', 'From the tandoor', 299],
      ],
    },
    {
      name: 'Sides',
      items: [
        ['Vegetable Samosas (2)', 'Tamarind chutney', 699],
        ['Basmati Rice', 'Steamed', 399],
        ['Raita', 'Yogurt, cucumber', 349],
      ],
    },
  ],
  mexican: [
    {
      name: 'Tacos & burritos',
      items: [
        ['Carne Asada Tacos (3)', 'Grilled steak, onion, cilantro', 1399, ['extras']],
        ['Al Pastor Tacos (3)', 'Marinated pork, pineapple', 1299, ['extras']],
        ['Fish Tacos (3)', 'Battered cod, cabbage, chipotle crema', 1399],
        ['Chicken Burrito', 'Rice, beans, cheese, salsa', 1399, ['extras', 'spice']],
        ['Veggie Burrito', 'Grilled vegetables, beans, rice', 1249, ['extras', 'spice']],
        ['Quesadilla', 'Three cheeses, peppers', 1199, ['protein']],
        ['Enchiladas Verdes', 'Chicken, tomatillo sauce', 1499],
      ],
    },
    {
      name: 'Sides',
      items: [
        ['Chips & Guacamole', 'Made to order', 799],
        ['Elote', 'Street corn, cotija, chili', 599],
        ['Mexican Rice', 'Tomato rice', 399],
      ],
    },
  ],
  italian: [
    {
      name: 'Pasta',
      items: [
        ['Spaghetti Carbonara', 'Guanciale, egg yolk, pecorino', 1799],
        ['Fettuccine Alfredo', 'Butter, parmesan, cream', 1699, ['protein']],
        ['Penne Arrabbiata', 'Spicy tomato, garlic', 1549, ['spice']],
        ['Lasagna', 'Beef ragù, béchamel', 1899],
        ['Gnocchi Pomodoro', 'Potato gnocchi, tomato, basil', 1699],
        ['Linguine alle Vongole', 'Clams, white wine, garlic', 2199],
      ],
    },
    {
      name: 'Antipasti',
      items: [
        ['Bruschetta', 'Tomato, basil, garlic', 899],
        ['Caprese Salad', 'Tomato, mozzarella, basil', 1099],
        ['Arancini (3)', 'Risotto balls, mozzarella', 999],
      ],
    },
  ],
  greek: [
    {
      name: 'Mains',
      items: [
        ['Chicken Souvlaki Plate', 'Rice, potatoes, salad, tzatziki', 1699, ['side']],
        ['Pork Souvlaki Plate', 'Rice, potatoes, salad, tzatziki', 1649, ['side']],
        ['Gyro Pita', 'Gyro, tomato, onion, tzatziki', 1199],
        ['Lamb Chops', 'Lemon potatoes, salad', 2499, ['doneness']],
        ['Moussaka', 'Eggplant, beef, béchamel', 1799],
      ],
    },
    {
      name: 'Starters',
      items: [
        ['Greek Salad', 'Feta, olives, cucumber', 1099],
        ['Tzatziki & Pita', 'Garlic yogurt dip', 699],
        ['Spanakopita', 'Spinach and feta pie', 799],
      ],
    },
  ],
  lebanese: [
    {
      name: 'Mains',
      items: [
        ['Chicken Shawarma Plate', 'Rice, salad, garlic sauce', 1599, ['spice']],
        ['Beef Shawarma Wrap', 'Tahini, pickles, parsley', 1099, ['spice']],
        ['Falafel Wrap', 'Tahini, turnips, tomato', 999],
        ['Mixed Grill', 'Kafta, shish taouk, lamb', 2299],
        ['Shish Taouk Plate', 'Marinated chicken skewers', 1699],
      ],
    },
    {
      name: 'Mezze',
      items: [
        ['Hummus', 'With pita', 699],
        ['Baba Ghanoush', 'Smoked eggplant', 749],
        ['Tabbouleh', 'Parsley, bulgur, lemon', 749],
        ['Fattoush', 'Crispy pita salad', 849],
      ],
    },
  ],
  korean: [
    {
      name: 'Mains',
      items: [
        ['Bibimbap', 'Rice, vegetables, egg, gochujang', 1599, ['protein', 'spice']],
        ['Beef Bulgogi', 'Marinated beef, rice', 1799],
        ['Korean Fried Chicken', 'Double-fried, glazed', 1699, ['wingSauce']],
        ['Japchae', 'Sweet potato noodles', 1499, ['protein']],
        ['Kimchi Fried Rice', 'Fried egg on top', 1399, ['spice']],
        ['Tteokbokki', 'Spicy rice cakes', 1299, ['spice']],
      ],
    },
    {
      name: 'Sides',
      items: [
        ['Kimchi', 'House-fermented', 399],
        ['Mandu (6)', 'Pork and vegetable dumplings', 899],
      ],
    },
  ],
  french: [
    {
      name: 'Plats',
      items: [
        ['Steak Frites', 'Striploin, peppercorn sauce', 2799, ['doneness']],
        ['Coq au Vin', 'Braised chicken, red wine', 2499],
        ['Croque-Monsieur', 'Ham, gruyère, béchamel', 1399],
        ['Moules Frites', 'Mussels, white wine, fries', 2199],
        ['Quiche Lorraine', 'Bacon, gruyère, salad', 1399],
        ['Duck Confit', 'Lentils, frisée', 2699],
      ],
    },
    {
      name: 'Entrées',
      items: [
        ['French Onion Soup', 'Gratinée', 999],
        ['Salade Niçoise', 'Tuna, egg, olives', 1499],
        ['Escargots', 'Garlic butter', 1299],
      ],
    },
  ],
  american: [
    {
      name: 'Mains',
      items: [
        ['Club Sandwich', 'Turkey, bacon, lettuce, tomato', 1399, ['side']],
        ['Chicken Tenders', 'With honey mustard', 1299, ['dip', 'side']],
        ['Mac & Cheese', 'Three-cheese, baked', 1199, ['extras']],
        ['Philly Cheesesteak', 'Shaved beef, onions, provolone', 1499, ['side']],
        ['Meatloaf', 'Mashed potatoes, gravy', 1599],
        ['Cobb Salad', 'Chicken, bacon, egg, blue cheese', 1399],
      ],
    },
    { name: 'Sides', items: [fries, onionRings, coleslaw] },
  ],
  bbq: [
    {
      name: 'Smoked meats',
      items: [
        ['Pulled Pork Sandwich', 'Slaw, pickles', 1399, ['side', 'bbqSauce']],
        ['Beef Brisket Plate', '14-hour smoked brisket', 2199, ['bbqSauce']],
        ['Baby Back Ribs', 'Half rack', 2499, ['bbqSauce']],
        ['Smoked Half Chicken', 'Dry rub', 1799, ['bbqSauce']],
        ['Burnt Ends', 'Caramelized brisket point', 1999, ['bbqSauce']],
      ],
    },
    {
      name: 'Sides',
      items: [
        ['Mac & Cheese', 'Baked', 599],
        ['Cornbread', 'Honey butter', 399],
        ['Baked Beans', 'With burnt ends', 449],
        coleslaw,
      ],
    },
  ],
  breakfast: [
    {
      name: 'Breakfast',
      items: [
        ['Two Eggs Any Style', 'Toast, home fries, bacon or sausage', 1099, ['eggs', 'breakfastMeat', 'bread']],
        ['Pancake Stack', 'Three buttermilk pancakes', 1199, ['sweetToppings']],
        ['French Toast', 'Brioche, berries', 1249, ['sweetToppings']],
        ['Eggs Benedict', 'Ham, hollandaise, English muffin', 1599],
        ['Breakfast Burrito', 'Eggs, chorizo, potatoes, cheese', 1349, ['spice']],
        ['Western Omelette', 'Ham, peppers, onions, cheddar', 1399, ['bread']],
      ],
    },
    {
      name: 'Sides',
      items: [
        ['Bacon (4 strips)', 'Thick-cut', 399],
        ['Hash Browns', 'Crispy', 349],
        ['Fruit Cup', 'Seasonal fruit', 499],
      ],
    },
  ],
  cafe: [
    {
      name: 'Coffee',
      items: [
        ['Espresso', 'Double shot', 325],
        ['Latte', 'Espresso, steamed milk', 525, ['drinkSize', 'milk']],
        ['Cappuccino', 'Espresso, milk foam', 495, ['milk']],
        ['Americano', 'Espresso, hot water', 375, ['drinkSize']],
        ['Mocha', 'Espresso, chocolate, milk', 575, ['drinkSize', 'milk']],
        ['Chai Latte', 'Spiced tea, steamed milk', 525, ['drinkSize', 'milk']],
      ],
    },
    {
      name: 'Food',
      items: [
        ['Butter Croissant', 'Baked fresh', 375],
        ['Blueberry Muffin', 'Streusel top', 375],
        ['Avocado Toast', 'Sourdough, chili flakes', 995],
        ['Breakfast Sandwich', 'Egg, cheddar, bacon', 795, ['bread']],
      ],
    },
  ],
  bakery: [
    {
      name: 'Breads & viennoiseries',
      items: [
        ['Croissant', 'Pure butter', 350],
        ['Pain au Chocolat', 'Dark chocolate', 395],
        ['Baguette', 'Traditional', 425],
        ['Sourdough Loaf', 'Naturally leavened', 825],
        ['Almond Croissant', 'Frangipane, sliced almonds', 475],
      ],
    },
    {
      name: 'Pastries',
      items: [
        ['Éclair', 'Chocolate or coffee', 495],
        ['Fruit Tart', 'Vanilla custard, seasonal fruit', 595],
        ['Lemon Tart', 'Torched meringue', 550],
        ['Macarons (6)', 'Assorted', 1200],
      ],
    },
  ],
  desserts: [
    {
      name: 'Desserts',
      items: [
        ['Chocolate Cake', 'Three layers', 799],
        ['New York Cheesecake', 'Berry compote', 849],
        ['Tiramisu', 'Mascarpone, espresso', 899],
        ['Crème Brûlée', 'Vanilla bean', 799],
        ['Brownie Sundae', 'Vanilla ice cream, fudge', 899],
      ],
    },
    {
      name: 'Ice cream',
      items: [
        ['Two Scoops', 'In a cup or a cone', 599, ['scoops', 'scoopServing']],
        ['Milkshake', 'Hand-spun', 749, ['drinkSize', 'scoops']],
      ],
    },
  ],
  poutine: [
    {
      name: 'Poutines',
      items: [
        ['Classic Poutine', 'Fries, cheese curds, gravy', 1099, ['poutineSize', 'poutineExtras']],
        ['Smoked Meat Poutine', 'Montréal smoked meat', 1499, ['poutineSize', 'poutineExtras']],
        ['Pulled Pork Poutine', 'Slow-cooked pork', 1449, ['poutineSize', 'poutineExtras']],
        ['Vegetarian Poutine', 'Mushroom gravy', 1149, ['poutineSize', 'poutineExtras']],
        ['Italian Poutine', 'Meat sauce, mozzarella', 1349, ['poutineSize', 'poutineExtras']],
        ['Galvaude', 'Chicken, green peas', 1399, ['poutineSize', 'poutineExtras']],
      ],
    },
    {
      name: 'Casse-croûte',
      items: [
        ['Steamed Hot Dog', 'Mustard, relish, onions', 299],
        ['Club Sandwich', 'Chicken, bacon, fries', 1299],
        onionRings,
      ],
    },
  ],
  sandwiches: [
    {
      name: 'Sandwiches',
      items: [
        ['Italian Sub', 'Salami, capicola, provolone', 1199, ['bread', 'extras']],
        ['Turkey Club', 'Turkey, bacon, avocado', 1149, ['bread', 'extras']],
        ['Roast Beef', 'Horseradish mayo, arugula', 1249, ['bread', 'extras']],
        ['Tuna Melt', 'Cheddar, rye', 1099, ['bread']],
        ['Smoked Meat Sandwich', 'Mustard, rye', 1399],
        ['Veggie Panini', 'Grilled vegetables, pesto', 1049, ['bread']],
      ],
    },
    {
      name: 'Sides',
      items: [
        ['Kettle Chips', 'Sea salt', 249],
        ['Dill Pickle', 'Whole', 199],
        ['Soup of the Day', 'Ask us', 599],
      ],
    },
  ],
  chicken: [
    {
      name: 'Chicken',
      items: [
        ['Fried Chicken (3 pcs)', 'Buttermilk brined', 1299, ['spice', 'side']],
        ['Nashville Hot Sandwich', 'Pickles, slaw', 1299, ['spice', 'side']],
        ['Chicken Wings (10)', 'Tossed in your sauce', 1599, ['wingSauce']],
        ['Rotisserie Quarter', 'With gravy', 1199, ['side']],
        ['Chicken Tenders (4)', 'Hand-breaded', 1249, ['dip']],
      ],
    },
    {
      name: 'Sides',
      items: [fries, coleslaw, ['Mashed Potatoes', 'Gravy', 449], ['Biscuits (2)', 'Honey butter', 299]],
    },
  ],
  seafood: [
    {
      name: 'From the sea',
      items: [
        ['Fish & Chips', 'Beer-battered haddock', 1899, ['side']],
        ['Lobster Roll', 'Butter-toasted bun', 2699],
        ['Grilled Salmon', 'Lemon butter, rice', 2499],
        ["Shrimp Po' Boy", 'Remoulade, lettuce, tomato', 1699],
        ['Clam Chowder', 'New England style', 999],
        ['Fried Calamari', 'Lemon aioli', 1399],
      ],
    },
    { name: 'Sides', items: [fries, coleslaw, ['Side Salad', 'Mixed greens', 499]] },
  ],
  vegetarian: [
    {
      name: 'Bowls & plates',
      items: [
        ['Buddha Bowl', 'Quinoa, roasted vegetables, tahini', 1499, ['bowlSize']],
        ['Falafel Bowl', 'Hummus, pickled onions', 1399, ['bowlSize']],
        ['Quinoa Salad', 'Feta, cucumber, herbs', 1299],
        ['Veggie Burger', 'Lentil patty, avocado', 1349, ['side']],
        ['Lentil Curry', 'Coconut, spinach, rice', 1349, ['spice']],
        ['Mushroom Risotto', 'Parmesan, thyme', 1599],
      ],
    },
    {
      name: 'Smoothies',
      items: [
        ['Green Smoothie', 'Spinach, mango, banana', 749, ['drinkSize']],
        ['Berry Smoothie', 'Mixed berries, yogurt', 749, ['drinkSize']],
      ],
    },
  ],
  vegan: [
    {
      name: 'Plant-based',
      items: [
        ['Vegan Burger', 'Plant-based patty, vegan cheese', 1449, ['side']],
        ['Tofu Scramble Bowl', 'Sweet potato, kale', 1299],
        ['Jackfruit Tacos (3)', 'Pickled onion, cashew crema', 1299],
        ['Chickpea Curry', 'Coconut milk, rice', 1349, ['spice']],
        ['Soba Noodle Salad', 'Edamame, sesame', 1249],
      ],
    },
    {
      name: 'Smoothies',
      items: [
        ['Green Smoothie', 'Spinach, mango, banana', 749, ['drinkSize']],
        ['Açaí Bowl', 'Granola, banana', 1099],
      ],
    },
  ],
  healthy: [
    {
      name: 'Poke & bowls',
      items: [
        ['Salmon Poke', 'Salmon, avocado, edamame', 1699, ['pokeBase']],
        ['Tuna Poke', 'Ahi tuna, cucumber, seaweed', 1799, ['pokeBase']],
        ['Tofu Poke', 'Marinated tofu, mango', 1499, ['pokeBase']],
        ['Chicken Power Bowl', 'Grilled chicken, quinoa, greens', 1599, ['pokeBase']],
        ['Kale Caesar', 'Kale, parmesan, chickpeas', 1299, ['protein']],
      ],
    },
  ],
};
