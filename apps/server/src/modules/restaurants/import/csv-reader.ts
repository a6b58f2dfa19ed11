import { ImportFormatError } from './text-stream.ts';

// RFC 4180 CSV, read a chunk at a time: comma-separated, fields in double quotes may hold
// commas, quotes (doubled) and line breaks; CRLF or LF line ends; a leading BOM is skipped.
// Rows are numbered as a spreadsheet shows them (the header is row 1; a quoted line break
// does not start a new row).

export interface CsvRecord {
  row: number;
  fields: string[];
}

/**
 * The text as a string of its own, for a field kept beyond its restaurant. A field is a slice
 * of the chunk of the file it was read from (V8 keeps a slice of 13 characters or more as a
 * view into its parent string), so a field kept to the end of the import would keep its
 * chunk, and one kept per restaurant the whole file: 100,000 references of 19–23 characters
 * held the file's 89 MB of text (250 MB more at the peak than 11-character ones).
 */
export const ownCopy = (text: string): string =>
  // Shorter strings are copies already; UTF-16 keeps every code unit as it was.
  text.length < 13 ? text : Buffer.from(text, 'utf16le').toString('utf16le');

/** No field of an import is anywhere near this; an unclosed quote would otherwise read the whole file into one. */
const MAX_FIELD_CHARS = 100_000;

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  /** A quote inside a quoted field: the field's end, or the first of a doubled quote. */
  QuoteInQuoted,
}

const PLAIN_RUN = /[^,\r\n"]*/y;
const QUOTED_RUN = /[^"]*/y;

export async function* readCsv(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  let state = State.FieldStart;
  let field = '';
  let fields: string[] = [];
  let row = 1;
  let afterCR = false;
  let first = true;

  const take = (text: string) => {
    field += text;
    if (field.length > MAX_FIELD_CHARS) {
      throw new ImportFormatError(
        row,
        'file',
        `a field is longer than ${MAX_FIELD_CHARS} characters (a quote not closed?)`,
      );
    }
  };

  for await (let chunk of chunks) {
    if (first) {
      first = false;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    let i = 0;
    while (i < chunk.length) {
      const c = chunk[i]!;
      if (afterCR) {
        afterCR = false;
        if (c === '\n') {
          i += 1;
          continue;
        }
      }
      if (state === State.Quoted) {
        QUOTED_RUN.lastIndex = i;
        QUOTED_RUN.exec(chunk);
        take(chunk.slice(i, QUOTED_RUN.lastIndex));
        i = QUOTED_RUN.lastIndex;
        if (i < chunk.length) {
          state = State.QuoteInQuoted;
          i += 1;
        }
        continue;
      }
      if (state === State.QuoteInQuoted && c === '"') {
        take('"');
        state = State.Quoted;
        i += 1;
        continue;
      }
      if (c === ',') {
        fields.push(field);
        field = '';
        state = State.FieldStart;
        i += 1;
        continue;
      }
      if (c === '\n' || c === '\r') {
        fields.push(field);
        yield { row, fields };
        row += 1;
        fields = [];
        field = '';
        state = State.FieldStart;
        afterCR = c === '\r';
        i += 1;
        continue;
      }
      if (state === State.QuoteInQuoted) {
        throw new ImportFormatError(
          row,
          'file',
          'a quoted field goes on after its closing quote (write "" for a quote)',
        );
      }
      if (state === State.FieldStart && c === '"') {
        state = State.Quoted;
        i += 1;
        continue;
      }
      // Unquoted: a quote inside the field is kept as it is.
      state = State.Unquoted;
      PLAIN_RUN.lastIndex = i;
      PLAIN_RUN.exec(chunk);
      const end = Math.max(PLAIN_RUN.lastIndex, i + (c === '"' ? 1 : 0));
      take(chunk.slice(i, end));
      i = end;
    }
  }
  if (state === State.Quoted) throw new ImportFormatError(row, 'file', 'a quoted field is not closed');
  if (state !== State.FieldStart || fields.length > 0) {
    fields.push(field);
    yield { row, fields };
  }
}
