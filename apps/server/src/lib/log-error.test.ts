import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-error.ts';

describe('the logger never writes the values a statement ran with', () => {
  const database = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505',
    detail: 'Key (email)=(alice@example.com) already exists.',
    where: 'SQL statement with alice@example.com',
    table: 'users',
  });
  const failed = new DrizzleQueryError(
    'insert into "addresses" ("line1") values ($1)',
    ['12 Secret Lane', 'alice@example.com'],
    database,
  );

  it('keeps the SQL text, drops the parameters from the message, the stack and the fields', () => {
    const out = serializeError(failed);
    expect(out.message).toBe('Failed query: insert into "addresses" ("line1") values ($1)');
    expect(JSON.stringify(out)).not.toContain('Secret Lane');
    expect(out.stack).toMatch(/^DrizzleQueryError: Failed query: insert/);
    expect(out.stack).toContain('\n    at ');
    expect(out).not.toHaveProperty('params');
  });

  it("keeps the database error's code and table, not its detail or where", () => {
    const cause = serializeError(failed).cause as Record<string, unknown>;
    expect(cause).toMatchObject({ code: '23505', table: 'users' });
    expect(JSON.stringify(cause)).not.toContain('alice@example.com');
  });

  it('a data exception loses the value its own message quotes', () => {
    const invalid = Object.assign(new Error('invalid input syntax for type uuid: "alice@example.com"'), {
      code: '22P02',
    });
    const out = serializeError(invalid);
    expect(out.message).toBe('invalid input syntax for type uuid: "…"');
    expect(JSON.stringify(out)).not.toContain('alice@example.com');
  });

  it('any other error keeps its message, stack and own fields', () => {
    const err = Object.assign(new Error('boom'), { statusCode: 502 });
    expect(serializeError(err)).toMatchObject({ type: 'Error', message: 'boom', statusCode: 502 });
  });
});
