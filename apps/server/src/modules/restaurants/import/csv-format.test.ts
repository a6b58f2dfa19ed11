import { describe, expect, it } from 'vitest';
import { csvRestaurants, parseOptionsCell } from './csv-format.ts';
import type { CsvRecord } from './csv-reader.ts';
import { parseHoursText } from './hours-text.ts';
import { isIssue, type ImportIssue, type ImportUnit } from './import-unit.ts';

const HEADER =
  'restaurant_ref,name,cuisines,street,city,region,postal_code,country,hours,delivery_radius_km,delivery_fee_cents,minimum_order_cents,category,item_name,item_price_cents,item_options';

async function read(lines: string[]) {
  async function* records(): AsyncGenerator<CsvRecord> {
    for (const [i, line] of lines.entries()) yield { row: i + 1, fields: line.split(',') };
  }
  const units: ImportUnit[] = [];
  const issues: ImportIssue[] = [];
  for await (const x of csvRestaurants(records())) {
    if (isIssue(x)) issues.push(x);
    else units.push(x);
  }
  return { units, issues };
}

describe('parseHoursText', () => {
  it('reads days, spans, several ranges and daily', () => {
    const result = parseHoursText('mon-fri 11:00-14:00 17:00-22:00; SAT 12:00-02:00');
    expect(result).toEqual({
      hours: [
        ...['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => ({
          day,
          ranges: [
            { opens: '11:00', closes: '14:00' },
            { opens: '17:00', closes: '22:00' },
          ],
        })),
        { day: 'SATURDAY', ranges: [{ opens: '12:00', closes: '02:00' }] },
      ],
    });
    expect('hours' in parseHoursText('daily 00:00-24:00') && parseHoursText('daily 00:00-24:00')).toMatchObject({
      hours: { length: 7 },
    });
    expect(parseHoursText('fri-mon 10:00-11:00')).toMatchObject({
      hours: [{ day: 'MONDAY' }, { day: 'FRIDAY' }, { day: 'SATURDAY' }, { day: 'SUNDAY' }],
    });
  });

  it('says what is wrong', () => {
    expect(parseHoursText('')).toMatchObject({ error: expect.stringContaining('required') });
    expect(parseHoursText('moon 10:00-11:00')).toMatchObject({ error: expect.stringContaining('"moon"') });
    expect(parseHoursText('mon 10-11')).toMatchObject({ error: expect.stringContaining('"10-11"') });
    expect(parseHoursText('mon 10:00-11:00; mon-tue 12:00-13:00')).toEqual({ error: 'mon is given twice' });
    expect(parseHoursText('mon')).toMatchObject({ error: expect.stringContaining('no times') });
  });
});

describe('parseOptionsCell', () => {
  it('reads groups with their selections and options (price 0 when left out)', () => {
    expect(parseOptionsCell('Size[1-1]: Small=0; Large=250 | Extras[0-3]: Cheese=100, Bacon')).toEqual({
      groups: [
        {
          name: 'Size',
          minSelections: 1,
          maxSelections: 1,
          options: [
            { name: 'Small', priceCents: 0 },
            { name: 'Large', priceCents: 250 },
          ],
        },
        {
          name: 'Extras',
          minSelections: 0,
          maxSelections: 3,
          options: [
            { name: 'Cheese', priceCents: 100 },
            { name: 'Bacon', priceCents: 0 },
          ],
        },
      ],
    });
    expect(parseOptionsCell('')).toEqual({ groups: [] });
    expect(parseOptionsCell('Size: Small')).toMatchObject({ error: expect.stringContaining('Size[1-1]') });
    expect(parseOptionsCell('Size[1-1]: ;Large=1')).toMatchObject({ error: expect.stringContaining('empty option') });
  });
});

describe('csvRestaurants', () => {
  const row = (ref: string, name: string, category = '', item = '', price = '', options = '') =>
    `${ref},${name},pizza,1 Main St,Toronto,ON,M5V 1A1,CA,daily 11:00-22:00,5,0,1000,${category},${item},${price},${options}`;

  it('makes one restaurant of the rows of one ref, with its menu, and says where each value came from', async () => {
    const { units, issues } = await read([
      HEADER,
      row('a', 'Alpha', 'Pizzas', 'Margherita', '1499', 'Size[1-1]: S=0; L=300'),
      'a,,,,,,,,,,,,Pizzas,Calzone,1599,Size[1-1]: S=0; L=300',
      'a,,,,,,,,,,,,Sides,Fries,abc,',
      row('b', 'Beta'),
    ]);
    expect(issues).toEqual([]);
    expect(units.map((u) => u.row)).toEqual([2, 5]);
    const alpha = units[0]!;
    expect(alpha.value).toMatchObject({
      externalRef: 'a',
      name: 'Alpha',
      cuisines: ['pizza'],
      address: { city: 'Toronto', country: 'CANADA' },
      deliveryRadiusKm: 5,
      menu: {
        optionGroups: [{ name: 'Size', minSelections: 1, maxSelections: 1 }],
        categories: [
          {
            name: 'Pizzas',
            items: [
              { name: 'Margherita', priceCents: 1499, optionGroups: ['Size'] },
              { name: 'Calzone', priceCents: 1599 },
            ],
          },
          { name: 'Sides', items: [{ name: 'Fries', priceCents: 'abc' }] },
        ],
      },
    });
    expect(alpha.locate(['menu', 'categories', 1, 'items', 0, 'priceCents'])).toEqual({
      row: 4,
      field: 'item_price_cents',
    });
    expect(alpha.locate(['address', 'city'])).toEqual({ row: 2, field: 'city' });
    expect(alpha.locate(['cuisines', 0])).toEqual({ row: 2, field: 'cuisines' });
    expect(alpha.locate(['address'])).toEqual({ row: 2, field: 'postal_code' });
    expect(units[1]!.value).not.toHaveProperty('menu');
  });

  it('refuses rows that disagree with their restaurant, split restaurants and bad cells', async () => {
    const { units, issues } = await read([
      HEADER,
      row('a', 'Alpha', 'Pizzas', 'Margherita', '1499', 'Size[1-1]: S=0'),
      'a,Other name,,,,,,,,,,,Pizzas,Calzone,1599,Size[1-2]: S=0',
      row('b', 'Beta', '', 'Orphan', '100'),
      row('a', 'Alpha'),
      ',,,,,,,,,,,,,,,',
      row('', 'No ref'),
    ]);
    expect(issues).toEqual([
      { row: 5, field: 'restaurant_ref', reason: expect.stringContaining('started on row 2') },
      { row: 7, field: 'restaurant_ref', reason: 'is required' },
    ]);
    expect(units[0]!.issues).toEqual([
      { row: 3, field: 'name', reason: 'differs from row 2 of this restaurant' },
      { row: 3, field: 'item_options', reason: 'option group Size differs from its definition on row 2' },
    ]);
    expect(units[1]!.issues).toEqual([{ row: 4, field: 'category', reason: 'is required for a menu item' }]);
  });

  it('refuses a header with an unknown or missing column', async () => {
    await expect(read(['restaurant_ref,name,colour'])).rejects.toMatchObject({ row: 1, field: 'colour' });
    await expect(read(['restaurant_ref,name'])).rejects.toMatchObject({
      row: 1,
      message: 'required column missing',
    });
    await expect(read([])).rejects.toThrow('empty');
  });
});
