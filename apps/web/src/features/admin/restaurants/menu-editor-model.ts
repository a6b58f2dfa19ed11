import type { AdminRestaurantDto, MenuInput } from '@playeats/contracts/admin-restaurants';

// The menu editor's state: the menu with prices and counts as the inputs hold them, every
// row with its id (new rows get one here, so an item can name a group that is not saved yet).

export interface EditorOption {
  id: string;
  name: string;
  price: string;
}
export interface EditorGroup {
  id: string;
  name: string;
  min: string;
  max: string;
  options: EditorOption[];
}
export interface EditorItem {
  id: string;
  name: string;
  description: string;
  price: string;
  available: boolean;
  optionGroupIds: string[];
}
export interface EditorCategory {
  id: string;
  name: string;
  items: EditorItem[];
}
export interface EditorMenu {
  optionGroups: EditorGroup[];
  categories: EditorCategory[];
}

/** A version-4 UUID, also outside secure contexts (where crypto.randomUUID is missing). */
export function newId(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function editorMenuOf(menu: AdminRestaurantDto['menu']): EditorMenu {
  return {
    optionGroups: menu.optionGroups.map(({ minSelections, maxSelections, options, ...group }) => ({
      ...group,
      min: String(minSelections),
      max: String(maxSelections),
      options: options.map(({ priceCents, ...option }) => ({ ...option, price: dollars(priceCents) })),
    })),
    categories: menu.categories.map(({ items, ...category }) => ({
      ...category,
      items: items.map(({ priceCents, description, optionGroupIds, ...item }) => ({
        ...item,
        description: description ?? '',
        price: dollars(priceCents),
        optionGroupIds: [...optionGroupIds],
      })),
    })),
  };
}

export const newOption = (): EditorOption => ({ id: newId(), name: '', price: '0.00' });
export const newGroup = (): EditorGroup => ({ id: newId(), name: '', min: '0', max: '1', options: [newOption()] });
export const newItem = (): EditorItem => ({
  id: newId(),
  name: '',
  description: '',
  price: '',
  available: true,
  optionGroupIds: [],
});
export const newCategory = (): EditorCategory => ({ id: newId(), name: '', items: [newItem()] });

const AMOUNT = /^\d{1,6}(?:[.,]\d{1,2})?$/;
const COUNT = /^\d{1,2}$/;
const cents = (text: string) => Math.round(Number(text.trim().replace(',', '.')) * 100);

/**
 * The body of PUT …/menu, or the paths (as the server names them: categories.0.items.1.priceCents)
 * of the values the editor cannot read.
 */
export function menuBody(menu: EditorMenu): { body: MenuInput } | { errors: Record<string, 'amount' | 'count'> } {
  const errors: Record<string, 'amount' | 'count'> = {};
  menu.optionGroups.forEach((g, gi) => {
    if (!COUNT.test(g.min.trim())) errors[`optionGroups.${gi}.minSelections`] = 'count';
    if (!COUNT.test(g.max.trim())) errors[`optionGroups.${gi}.maxSelections`] = 'count';
    g.options.forEach((o, oi) => {
      if (!AMOUNT.test(o.price.trim())) errors[`optionGroups.${gi}.options.${oi}.priceCents`] = 'amount';
    });
  });
  menu.categories.forEach((c, ci) =>
    c.items.forEach((i, ii) => {
      if (!AMOUNT.test(i.price.trim())) errors[`categories.${ci}.items.${ii}.priceCents`] = 'amount';
    }),
  );
  if (Object.keys(errors).length > 0) return { errors };
  const groupIds = new Set(menu.optionGroups.map((g) => g.id));
  const item = ({ price, description, optionGroupIds, ...rest }: EditorItem) => ({
    ...rest,
    description: description.trim() || null,
    priceCents: cents(price),
    // A group removed in the editor leaves the dishes that offered it.
    optionGroupIds: optionGroupIds.filter((id) => groupIds.has(id)),
  });
  return {
    body: {
      optionGroups: menu.optionGroups.map(({ min, max, options, ...group }) => ({
        ...group,
        minSelections: Number(min),
        maxSelections: Number(max),
        options: options.map(({ price, ...option }) => ({ ...option, priceCents: cents(price) })),
      })),
      categories: menu.categories.map(({ items, ...category }) => ({ ...category, items: items.map(item) })),
    },
  };
}
