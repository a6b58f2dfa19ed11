/**
 * The logger's `err` serializer (issue 16): an error as plain JSON, with its cause, but
 * never the values a statement ran with. A failed query logs its SQL text (placeholders
 * only), not its parameters (user text: names, addresses, notes), and a database error
 * drops `detail` and `where`, which quote row values ("Key (email)=(…) already exists").
 */

const MAX_CAUSE_DEPTH = 5;
const DATABASE_VALUE_FIELDS = new Set(['detail', 'where', 'params', 'parameters']);

/** drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>" with `query` and `params`. */
function isQueryError(err: Error): err is Error & { query: string } {
  return typeof (err as { query?: unknown }).query === 'string' && 'params' in err;
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(err: Error): SerializedError {
  return serialize(err, 0) as SerializedError;
}

function serialize(err: unknown, depth: number): unknown {
  if (!(err instanceof Error)) return err;
  const out: SerializedError = { type: err.constructor.name, message: err.message, stack: err.stack ?? '' };
  for (const [key, value] of Object.entries(err)) {
    if (key in out || key === 'cause' || DATABASE_VALUE_FIELDS.has(key)) continue;
    out[key] = value;
  }
  // A data exception (SQLSTATE class 22: invalid input syntax, a bad byte sequence…) quotes
  // the value in its own message: the value goes, the rest stays.
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
    out.message = err.message.replace(/"[^"]*"/g, '"…"');
    out.stack = out.stack.replace(err.message, out.message);
  }
  if (isQueryError(err)) {
    const message = `Failed query: ${err.query}`;
    out.message = message;
    const frames = err.stack?.indexOf('\n    at ') ?? -1;
    out.stack = frames >= 0 ? `${err.constructor.name}: ${message}${err.stack!.slice(frames)}` : message;
  }
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serialize(err.cause, depth + 1);
  return out;
}
