import { ownCopy, type CsvRecord } from './csv-reader.ts';
import { parseHoursText } from './hours-text.ts';
import { ImportFormatError } from './text-stream.ts';
import type { ImportIssue, ImportUnit } from './import-unit.ts';

// The CSV import (docs/restaurant-import.md): one row per menu item, the restaurant's
// columns repeated on each of its rows (or left empty after its first row); the rows of one
// restaurant_ref follow each other. Each restaurant becomes the object a JSON import would
// give, so both formats pass the same checks (restaurantImportSchema); a refusal names the
// row and the column it came from.

const RESTAURANT_COLUMNS = {
  restaurant_ref: ['externalRef'],
  name: ['name'],
  cuisines: ['cuisines'],
  street: ['address', 'street'],
  city: ['address', 'city'],
  region: ['address', 'region'],
  postal_code: ['address', 'postalCode'],
  country: ['address', 'country'],
  lat: ['position', 'lat'],
  lng: ['position', 'lng'],
  time_zone: ['timeZone'],
  hours: ['openingHours'],
  delivery_radius_km: ['deliveryRadiusKm'],
  delivery_fee_cents: ['deliveryFeeCents'],
  minimum_order_cents: ['minimumOrderCents'],
  preparation_minutes: ['preparationMinutes'],
  partner: ['isPartner'],
  active: ['isActive'],
  ordering_enabled: ['orderingEnabled'],
  image_url: ['imageUrl'],
} as const;
type RestaurantColumn = keyof typeof RESTAURANT_COLUMNS;

const ITEM_COLUMNS = {
  item_name: 'name',
  item_description: 'description',
  item_price_cents: 'priceCents',
  item_available: 'available',
  item_options: 'optionGroups',
} as const;

export const CSV_COLUMNS = [...Object.keys(RESTAURANT_COLUMNS), 'category', ...Object.keys(ITEM_COLUMNS)];

const REQUIRED: readonly string[] = [
  'restaurant_ref',
  'name',
  'cuisines',
  'street',
  'city',
  'region',
  'postal_code',
  'country',
  'hours',
  'delivery_radius_km',
  'delivery_fee_cents',
  'minimum_order_cents',
];

const COUNTRIES: Record<string, string> = {
  CA: 'CANADA',
  CAN: 'CANADA',
  CANADA: 'CANADA',
  US: 'UNITED_STATES',
  USA: 'UNITED_STATES',
  UNITED_STATES: 'UNITED_STATES',
  'UNITED STATES': 'UNITED_STATES',
};

/** A number when the cell is one; else the text, for the schema to refuse; nothing when empty. */
const numberCell = (cell: string) => (cell === '' ? undefined : /^-?\d+(?:\.\d+)?$/.test(cell) ? Number(cell) : cell);

const BOOLEANS: Record<string, boolean> = { true: true, yes: true, '1': true, false: false, no: false, '0': false };
const booleanCell = (cell: string) => (cell === '' ? undefined : (BOOLEANS[cell.toLowerCase()] ?? cell));

/** "pizza; italian" or "pizza|italian". */
const listCell = (cell: string) =>
  cell
    .split(/[;|]/)
    .map((c) => c.trim())
    .filter(Boolean);

interface OptionGroup {
  name: string;
  minSelections: number;
  maxSelections: number;
  options: { name: string; priceCents: number }[];
}

const GROUP = /^([^[\]:|]+?)\s*\[\s*(\d{1,2})\s*-\s*(\d{1,2})\s*\]\s*:\s*(.+)$/;
const OPTION = /^(.+?)\s*(?:=\s*(\d{1,6}))?$/;

/**
 * "Size[1-1]: Small=0; Large=250 | Extras[0-3]: Cheese=100; Bacon": groups split by |, each
 * its name, [min-max] selections, and options split by ; or , (prices in cents, 0 when left out).
 */
export function parseOptionsCell(cell: string): { groups: OptionGroup[] } | { error: string } {
  const groups: OptionGroup[] = [];
  for (const text of cell
    .split('|')
    .map((g) => g.trim())
    .filter(Boolean)) {
    const m = GROUP.exec(text);
    if (!m) return { error: `"${text}" is not a group such as Size[1-1]: Small=0, Large=250` };
    const options = m[4]!.split(/[;,]/).map((o) => OPTION.exec(o.trim()));
    if (options.some((o) => !o || !o[1])) return { error: `"${text}" has an empty option` };
    groups.push({
      name: m[1]!.trim(),
      minSelections: Number(m[2]),
      maxSelections: Number(m[3]),
      options: options.map((o) => ({ name: o![1]!.trim(), priceCents: Number(o![2] ?? 0) })),
    });
  }
  return { groups };
}

const sameGroup = (a: OptionGroup, b: OptionGroup) => JSON.stringify(a) === JSON.stringify(b);

/** The columns a header names, checked: every required one, none unknown, none twice. */
function readHeader(record: CsvRecord): Map<string, number> {
  const columns = new Map<string, number>();
  record.fields.forEach((raw, index) => {
    const name = raw.trim().toLowerCase();
    if (!name) return;
    if (!CSV_COLUMNS.includes(name))
      throw new ImportFormatError(1, raw, `unknown column (columns: ${CSV_COLUMNS.join(', ')})`);
    if (columns.has(name)) throw new ImportFormatError(1, raw, 'column given twice');
    columns.set(name, index);
  });
  const missing = REQUIRED.filter((c) => !columns.has(c));
  if (missing.length > 0) throw new ImportFormatError(1, missing.join(', '), 'required column missing');
  return columns;
}

/** One restaurant being read: its first row's values, its categories and groups, where each came from. */
class RestaurantRows {
  readonly issues: ImportIssue[] = [];
  private readonly values = new Map<RestaurantColumn, { cell: string }>();
  private readonly categories: {
    name: string;
    row: number;
    items: { value: Record<string, unknown>; row: number }[];
  }[] = [];
  private readonly groups: { group: OptionGroup; row: number }[] = [];

  constructor(
    readonly row: number,
    readonly ref: string,
  ) {}

  /** A later row's restaurant cells must be empty or the same as the first row's. */
  addRestaurantCells(row: number, cell: (c: string) => string, columns: Map<string, number>) {
    for (const column of Object.keys(RESTAURANT_COLUMNS) as RestaurantColumn[]) {
      if (!columns.has(column)) continue;
      const value = cell(column);
      const known = this.values.get(column);
      if (!known) this.values.set(column, { cell: value });
      else if (value !== '' && value !== known.cell) {
        this.issues.push({ row, field: column, reason: `differs from row ${this.row} of this restaurant` });
      }
    }
  }

  addItem(row: number, cell: (c: string) => string) {
    const categoryName = cell('category');
    const name = cell('item_name');
    if (!categoryName && !name && !cell('item_price_cents') && !cell('item_options')) return;
    if (!categoryName) {
      this.issues.push({ row, field: 'category', reason: 'is required for a menu item' });
      return;
    }
    let category = this.categories.find((c) => c.name.toLowerCase() === categoryName.toLowerCase());
    if (!category) {
      category = { name: categoryName, row, items: [] };
      this.categories.push(category);
    }
    const groupNames: string[] = [];
    const options = parseOptionsCell(cell('item_options'));
    if ('error' in options) this.issues.push({ row, field: 'item_options', reason: options.error });
    else {
      for (const group of options.groups) {
        const known = this.groups.find((g) => g.group.name.toLowerCase() === group.name.toLowerCase());
        if (!known) this.groups.push({ group, row });
        else if (!sameGroup(known.group, group)) {
          this.issues.push({
            row,
            field: 'item_options',
            reason: `option group ${group.name} differs from its definition on row ${known.row}`,
          });
        }
        groupNames.push(group.name);
      }
    }
    category.items.push({
      row,
      value: {
        name,
        description: cell('item_description') || null,
        priceCents: numberCell(cell('item_price_cents')),
        available: booleanCell(cell('item_available')),
        optionGroups: groupNames,
      },
    });
  }

  /** The restaurant as a JSON import element. */
  toUnit(): ImportUnit {
    const value: Record<string, unknown> = {};
    const set = (path: readonly string[], v: unknown) => {
      if (v === undefined) return;
      let target = value;
      for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
      target[path.at(-1)!] = v;
    };
    for (const [column, { cell }] of this.values) {
      const path = RESTAURANT_COLUMNS[column];
      switch (column) {
        case 'cuisines':
          set(path, listCell(cell));
          break;
        case 'country':
          set(path, COUNTRIES[cell.toUpperCase()] ?? cell);
          break;
        case 'hours': {
          const hours = parseHoursText(cell);
          if ('error' in hours) this.issues.push({ row: this.row, field: 'hours', reason: hours.error });
          set(path, 'hours' in hours ? hours.hours : []);
          break;
        }
        case 'lat':
        case 'lng':
        case 'delivery_radius_km':
        case 'delivery_fee_cents':
        case 'minimum_order_cents':
        case 'preparation_minutes':
          set(path, numberCell(cell));
          break;
        case 'partner':
        case 'active':
        case 'ordering_enabled':
          set(path, booleanCell(cell));
          break;
        default:
          set(path, cell === '' ? undefined : cell);
      }
    }
    if (this.categories.length > 0) {
      value.menu = {
        optionGroups: this.groups.map((g) => g.group),
        categories: this.categories.map((c) => ({ name: c.name, items: c.items.map((i) => i.value) })),
      };
    }
    return { row: this.row, value, issues: this.issues, locate: (path) => this.locate(path) };
  }

  private locate(path: readonly PropertyKey[]): { row: number; field: string } {
    const [head, a, b, c, d] = path;
    if (head === 'menu') {
      if (a === 'optionGroups' && typeof b === 'number')
        return { row: this.groups[b]?.row ?? this.row, field: 'item_options' };
      if (a === 'categories' && typeof b === 'number') {
        const category = this.categories[b];
        if (c === 'items' && typeof d === 'number') {
          const column = Object.entries(ITEM_COLUMNS).find(([, key]) => key === path[5])?.[0] ?? 'item_name';
          return { row: category?.items[d]?.row ?? this.row, field: column };
        }
        return { row: category?.row ?? this.row, field: 'category' };
      }
      return { row: this.row, field: 'item_name' };
    }
    const column =
      Object.entries(RESTAURANT_COLUMNS).find(([, p]) => p.every((k, i) => path[i] === k))?.[0] ??
      (head === 'address' ? 'postal_code' : head === 'position' ? 'lat' : String(head ?? 'row'));
    return { row: this.row, field: column };
  }
}

/**
 * The restaurants of a CSV file, one at a time (the rows of one restaurant_ref must follow
 * each other: that keeps the memory to one restaurant whatever the file's size, and a
 * reference that comes back is refused here, the import's only check of it for CSV).
 */
export async function* csvRestaurants(records: AsyncIterable<CsvRecord>): AsyncGenerator<ImportUnit | ImportIssue> {
  let columns: Map<string, number> | undefined;
  let current: RestaurantRows | undefined;
  // Each reference's first row, kept to the end of the file: strings of their own (ownCopy).
  const seen = new Map<string, number>();
  for await (const record of records) {
    if (!columns) {
      columns = readHeader(record);
      continue;
    }
    const { row, fields } = record;
    if (fields.every((f) => f.trim() === '')) continue;
    const header = columns;
    const cell = (column: string) => {
      const index = header.get(column);
      return index === undefined ? '' : (fields[index] ?? '').trim();
    };
    const ref = cell('restaurant_ref');
    if (!ref) {
      yield { row, field: 'restaurant_ref', reason: 'is required' };
      continue;
    }
    if (ref !== current?.ref) {
      const first = seen.get(ref);
      if (first !== undefined) {
        yield {
          row,
          field: 'restaurant_ref',
          reason: `the rows of one restaurant must follow each other (it started on row ${first})`,
        };
        continue;
      }
      if (current) yield current.toUnit();
      current = new RestaurantRows(row, ref);
      seen.set(ownCopy(ref), row);
    }
    current.addRestaurantCells(row, cell, columns);
    current.addItem(row, cell);
  }
  if (!columns) throw new ImportFormatError(1, 'file', 'the file is empty: it needs a header row');
  if (current) yield current.toUnit();
}
