import type { MenuItemDto } from '@playeats/contracts/restaurants';

/** Test support only: dishes with option groups of each kind. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const CLASSIC = {
  id: uuid(101),
  name: 'Classic Poutine',
  description: 'Fries, cheese curds, gravy',
  priceCents: 1049,
  imageUrl: null,
  available: true,
  optionGroups: [
    {
      id: uuid(201),
      name: 'Size',
      minSelections: 1,
      maxSelections: 1,
      options: [
        { id: uuid(301), name: 'Small', priceCents: 0 },
        { id: uuid(302), name: 'Large', priceCents: 500 },
      ],
    },
    {
      id: uuid(202),
      name: 'Extras',
      minSelections: 0,
      maxSelections: 2,
      options: [
        { id: uuid(303), name: 'Bacon', priceCents: 200 },
        { id: uuid(304), name: 'Onions', priceCents: 150 },
        { id: uuid(305), name: 'Peppercorn gravy', priceCents: 100 },
      ],
    },
  ],
} satisfies MenuItemDto;

export const BOWL = {
  id: uuid(102),
  name: 'Build your bowl',
  description: null,
  priceCents: 1200,
  imageUrl: null,
  available: true,
  optionGroups: [
    {
      id: uuid(203),
      name: 'Toppings',
      minSelections: 2,
      maxSelections: 3,
      options: [
        { id: uuid(306), name: 'Corn', priceCents: 0 },
        { id: uuid(307), name: 'Beans', priceCents: 0 },
        { id: uuid(308), name: 'Avocado', priceCents: 150 },
        { id: uuid(309), name: 'Salsa', priceCents: 0 },
      ],
    },
  ],
} satisfies MenuItemDto;

export const COLA = {
  id: uuid(103),
  name: 'Cola',
  description: null,
  priceCents: 250,
  imageUrl: null,
  available: true,
  optionGroups: [],
} satisfies MenuItemDto;

export const SOLD_OUT = { ...COLA, id: uuid(104), name: 'Spruce beer', available: false };
