import { ImportFormatError } from './text-stream.ts';

// A JSON import is one array of restaurants. It is read a chunk at a time: the text of each
// element is cut out (by following strings and brackets) and parsed alone, so a file of any
// size needs the memory of one element. Rows are the elements, counted from 1.

export interface JsonElement {
  row: number;
  value: unknown;
}

const MAX_ELEMENT_CHARS = 5_000_000;

export async function* readJsonArray(chunks: AsyncIterable<string>): AsyncGenerator<JsonElement> {
  /** Before '[', inside the array between elements, inside an element, after ']'. */
  let phase = 'start' as 'start' | 'between' | 'element' | 'end';
  let expectValue = true;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let pieces: string[] = [];
  let size = 0;
  let row = 0;

  const fail = (reason: string): never => {
    throw new ImportFormatError(Math.max(row, 1), 'file', reason);
  };
  const finish = (): JsonElement => {
    const text = pieces.join('');
    pieces = [];
    size = 0;
    try {
      return { row, value: JSON.parse(text) as unknown };
    } catch {
      return fail(`restaurant ${row} is not valid JSON`);
    }
  };

  for await (const chunk of chunks) {
    let from = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk[i]!;
      if (phase === 'element') {
        if (inString) {
          if (escaped) escaped = false;
          else if (c === '\\') escaped = true;
          else if (c === '"') inString = false;
          continue;
        }
        if (c === '"') inString = true;
        else if (c === '{' || c === '[') depth += 1;
        else if (c === '}' || c === ']' || c === ',') {
          if (depth === 0) {
            // The element ends before this character (a scalar element, or the array's end).
            pieces.push(chunk.slice(from, i));
            yield finish();
            phase = 'between';
            expectValue = c === ',';
            if (c === ']') phase = 'end';
            else if (c !== ',') fail(`unexpected ${c} after restaurant ${row}`);
            continue;
          }
          if (c !== ',') depth -= 1;
          if (depth === 0 && c !== ',') {
            pieces.push(chunk.slice(from, i + 1));
            yield finish();
            phase = 'between';
            expectValue = false;
          }
        }
        continue;
      }
      if (c === ' ' || c === '\n' || c === '\r' || c === '\t' || (c === '\ufeff' && phase === 'start')) continue;
      if (phase === 'start') {
        if (c !== '[') fail('a JSON import is an array of restaurants: it starts with [');
        phase = 'between';
        continue;
      }
      if (phase === 'end') fail('nothing may follow the array');
      // Between elements.
      if (c === ']') {
        if (expectValue && row > 0) fail(`a restaurant is missing after the comma after restaurant ${row}`);
        phase = 'end';
        continue;
      }
      if (c === ',') {
        if (expectValue) fail(row === 0 ? 'the array starts with a comma' : `two commas after restaurant ${row}`);
        expectValue = true;
        continue;
      }
      if (!expectValue) fail(`a comma is missing after restaurant ${row}`);
      row += 1;
      phase = 'element';
      expectValue = false;
      from = i;
      depth = 0;
      if (c === '{' || c === '[') depth = 1;
      else if (c === '"') inString = true;
    }
    if (phase === 'element') {
      pieces.push(chunk.slice(from));
      size += chunk.length - from;
      if (size > MAX_ELEMENT_CHARS) fail(`restaurant ${row} is longer than ${MAX_ELEMENT_CHARS} characters`);
    }
  }
  if (phase === 'start') fail('the file is empty: a JSON import is an array of restaurants');
  if (phase !== 'end') fail('the file ends before the array is closed');
}
