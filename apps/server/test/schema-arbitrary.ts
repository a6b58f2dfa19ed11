import fc from 'fast-check';

/**
 * Inputs for an operation from its OpenAPI (JSON Schema) description, for the fuzz test:
 * mostly values the schema allows (so requests reach the services, not only the
 * validator), mixed with values just outside it and plain hostile ones.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

/** Text that has broken servers: control characters, lone surrogates, injections, huge and odd numbers. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  "'; drop table users; --",
  '" or 1=1 --',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  'NaN',
  '-0',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(10_000),
  '🍕'.repeat(300),
];
const HOSTILE_NUMBERS = [0, -1, -0.5, 1.5, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e21, -1e21];

const hostile = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_TEXT, ...HOSTILE_NUMBERS, null, true, [], {}),
  fc.anything({ maxDepth: 3 }),
);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 10_000));
    } catch {
      // A pattern JavaScript cannot read: any text will do.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1e6);
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1e6);
  return integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31 - 1)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value the schema describes (depth-limited). */
export function validOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const value = validShape(schema, depth);
  return schema.nullable ? fc.option(value, { nil: null, freq: 8 }) : value;
}

function validShape(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => validOf(s, depth + 1)));
  if (schema.allOf?.length) return validOf(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validOf(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? fc.dictionary(fc.string(), hostile, { maxKeys: 3 }) : hostile;
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([key, s]) => [key, validOf(s, depth + 1)] as const),
      );
      return fc.record(shape, { requiredKeys: Object.keys(shape).filter((k) => required.has(k)) });
    }
    default:
      return hostile;
  }
}

/**
 * An input for a schema: most of the time a valid one, sometimes a valid one with one
 * field replaced by something hostile, sometimes something hostile outright.
 */
export function inputOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: hostile, weight: 1 });
  const valid = validOf(schema);
  const corrupted = fc.tuple(valid, fc.nat(), hostile).map(([value, pick, bad]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return bad;
    const keys = Object.keys(value);
    if (keys.length === 0) return value;
    return { ...value, [keys[pick % keys.length]!]: bad };
  });
  return fc.oneof(
    { arbitrary: valid, weight: 6 },
    { arbitrary: corrupted, weight: 3 },
    { arbitrary: hostile, weight: 1 },
  );
}
