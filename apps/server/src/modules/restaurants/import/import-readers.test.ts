import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-reader.ts';
import { readJsonArray } from './json-reader.ts';
import { ImportFormatError, utf8Chunks } from './text-stream.ts';

async function* chunksOf(text: string, size: number) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}
const collect = async <T>(items: AsyncIterable<T>) => {
  const list: T[] = [];
  for await (const item of items) list.push(item);
  return list;
};
const csv = (text: string, size = 3) => collect(readCsv(chunksOf(text, size)));
const json = (text: string, size = 3) => collect(readJsonArray(chunksOf(text, size)));

describe('readCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, across any chunk boundary', async () => {
    const text = '\ufeffa,b,c\r\n1,"x, y","say ""hi"""\n2,"two\nlines",\n';
    for (const size of [1, 2, 3, 7, 1000]) {
      expect(await csv(text, size)).toEqual([
        { row: 1, fields: ['a', 'b', 'c'] },
        { row: 2, fields: ['1', 'x, y', 'say "hi"'] },
        { row: 3, fields: ['2', 'two\nlines', ''] },
      ]);
    }
  });

  it('keeps a last row without a line end, and a quote inside an unquoted field', async () => {
    expect(await csv('a,b\n5" pizza,"q"')).toEqual([
      { row: 1, fields: ['a', 'b'] },
      { row: 2, fields: ['5" pizza', 'q'] },
    ]);
  });

  it('refuses an unclosed quote and text after a closing quote, naming the row', async () => {
    await expect(csv('a\n"open')).rejects.toMatchObject({ row: 2, message: 'a quoted field is not closed' });
    await expect(csv('a\nb\n"x"y')).rejects.toBeInstanceOf(ImportFormatError);
    await expect(csv('a\nb\n"x"y')).rejects.toMatchObject({ row: 3 });
  });
});

describe('readJsonArray', () => {
  it('cuts out each element, strings with brackets and escapes included, across any chunk boundary', async () => {
    const values = [{ a: '}]",[' }, [1, [2]], 'x\\"', 3, null, { nested: { deep: [{}] } }];
    const text = ` \n${JSON.stringify(values, null, 2)}\n `;
    for (const size of [1, 2, 5, 1000]) {
      expect(await json(text, size)).toEqual(values.map((value, i) => ({ row: i + 1, value })));
    }
    expect(await json('[]')).toEqual([]);
  });

  it('refuses what is not one array of values', async () => {
    await expect(json('{"a":1}')).rejects.toThrow('starts with [');
    await expect(json('[1,2')).rejects.toThrow('before the array is closed');
    await expect(json('[1,]')).rejects.toThrow('missing after the comma');
    await expect(json('[1 2]')).rejects.toThrow('not valid JSON');
    await expect(json('[{"a":1} {"b":2}]')).rejects.toThrow('comma is missing after restaurant 1');
    await expect(json('[1] 2')).rejects.toThrow('nothing may follow');
    await expect(json('')).rejects.toThrow('empty');
  });
});

describe('utf8Chunks', () => {
  it('keeps a character split between chunks whole and refuses invalid UTF-8', async () => {
    const bytes = Buffer.from('Montréal', 'utf8');
    async function* split() {
      yield bytes.subarray(0, 5);
      yield bytes.subarray(5);
    }
    expect((await collect(utf8Chunks(split()))).join('')).toBe('Montréal');
    async function* bad() {
      yield Buffer.from([0x61, 0xff, 0x62]);
    }
    await expect(collect(utf8Chunks(bad()))).rejects.toThrow('not UTF-8');
  });
});
