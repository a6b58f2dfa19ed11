import { HttpProblem } from './problem.ts';
import { isUuid } from './uuid.ts';

/** Where a page newest first ended: the last row's time and id (the next page starts after it). */
export interface KeysetPosition {
  at: Date;
  id: string;
}

/** The opaque cursor of a page's last row. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.at.toISOString(), position.id])).toString('base64url');
}

/** The position a cursor of encodeCursor names, or 400 naming `param` (e.g. query.cursor) for anything else. */
export function decodeCursor(cursor: string, param: string): KeysetPosition {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(at);
    if (typeof id !== 'string' || !isUuid(id) || Number.isNaN(date.getTime())) throw new Error('bad cursor');
    return { at: date, id };
  } catch {
    throw new HttpProblem(400, 'ValidationException', 'Invalid request', `${param} is not a cursor from this list`, {
      invalidParams: [{ name: param, reason: 'is not a cursor from this list' }],
    });
  }
}
