import { badRequest } from './problem.ts';

/**
 * One rule for every text the API takes (issue 16): no NUL character (PostgreSQL's text
 * cannot hold it, so it would fail the write) and no unpaired UTF-16 surrogate (not a
 * character: it would be stored as U+FFFD). Checked once for a whole body, query or path
 * by the request plugins, so no field of any route can forget it.
 */

// A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// No u flag: the pattern must see UTF-16 code units, which is what a lone surrogate is.
// eslint-disable-next-line no-control-regex -- the NUL is what it looks for
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_REASON = 'must not contain a NUL character or an unpaired surrogate';

export function isUnsafeText(text: string): boolean {
  return UNSAFE.test(text);
}

// eslint-disable-next-line no-control-regex -- the NUL is one of the characters looked for
const MAY_DECODE_TO_UNSAFE = /[%\u0000\uD800-\uDFFF]/;

/**
 * Whether a URL, as it came, may decode to a query or path text that breaks the rule: only
 * through a %-escape or such a character as it is (node's parser refuses them anyway). Most
 * URLs are cleared by this one scan, without walking their decoded values.
 */
export function urlMayHoldUnsafeText(url: string): boolean {
  return MAY_DECODE_TO_UNSAFE.test(url);
}

/**
 * Whether a JSON text may parse to a value that breaks the rule: only through a \u escape,
 * since the text was decoded from UTF-8 and JSON refuses raw control characters (the rule
 * itself is also tried on the text, for one that did not come from bytes). Most bodies are
 * cleared by one scan.
 */
export function jsonMayHoldUnsafeText(text: string): boolean {
  return text.includes('\\u') || isUnsafeText(text);
}

/** A field's name as invalidParams write it: body.items.0.note. */
const join = (path: string, key: string | number) => `${path}.${key}`;

/**
 * The first text in `value` (a string, or any string or key inside arrays and objects)
 * that breaks the rule, as the path to it from `root` ("body.line1"); null when all are
 * fine. Walks without recursion, so any depth is safe to inspect.
 */
export function findUnsafeText(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (isUnsafeText(node)) return path;
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    const entries = Array.isArray(node) ? node.map((v, i) => [i, v] as const) : Object.entries(node);
    for (const [key, child] of entries) {
      if (typeof key === 'string' && isUnsafeText(key)) return join(path, '(key)');
      stack.push([child, join(path, key)]);
    }
  }
  return null;
}

/** 400 naming the field whose text breaks the rule. */
export const unsafeText = (name: string) =>
  badRequest(`Invalid ${name}: ${UNSAFE_TEXT_REASON}`, [{ name, reason: UNSAFE_TEXT_REASON }]);
