/** A file that cannot be read as the format it claims: where (1-based row) and why. Reading stops there. */
export class ImportFormatError extends Error {
  constructor(
    readonly row: number,
    readonly field: string,
    reason: string,
  ) {
    super(reason);
    this.name = 'ImportFormatError';
  }
}

/** Bytes to text, a chunk at a time (a character split across chunks is kept whole); refuses invalid UTF-8. */
export async function* utf8Chunks(bytes: AsyncIterable<Buffer | Uint8Array | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  try {
    for await (const chunk of bytes) {
      const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch (err) {
    if (err instanceof TypeError) throw new ImportFormatError(0, 'file', 'the file is not UTF-8 text');
    throw err;
  }
}
