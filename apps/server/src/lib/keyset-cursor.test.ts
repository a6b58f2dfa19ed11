import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './keyset-cursor.ts';
import { HttpProblem } from './problem.ts';

describe('keyset cursors', () => {
  it('round-trip a position', () => {
    const position = { at: new Date('2026-11-21T12:00:00.123Z'), id: '5d0c5bde-7a4e-4a53-9d43-6f0e4f1d2a10' };
    expect(decodeCursor(encodeCursor(position), 'query.cursor')).toEqual(position);
  });

  it('refuse anything else, naming the parameter', () => {
    const forged = Buffer.from(JSON.stringify(['2026-11-21', "1' or 1=1"])).toString('base64url');
    for (const cursor of ['nope', forged, Buffer.from('["yesterday","x"]').toString('base64url')]) {
      expect(() => decodeCursor(cursor, 'query.cursor')).toThrow(HttpProblem);
      try {
        decodeCursor(cursor, 'query.cursor');
      } catch (err) {
        expect((err as HttpProblem).extensions).toEqual({
          invalidParams: [{ name: 'query.cursor', reason: 'is not a cursor from this list' }],
        });
      }
    }
  });
});
