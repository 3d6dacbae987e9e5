// fast-check generators for elicitation schemas and for answers to them, shared by the
// differential and property tests. Data is biased towards the edges: bounds ± 1, leap days,
// time zones, odd characters in addresses, wrong types.
import fc from 'fast-check';

type Json = Record<string, unknown>;

/** Property names, including ones that collide with `Object.prototype` or form-library paths. */
export const keyArb = fc.constantFrom('name', 'email', 'a.b', 'x[0]', 'b c', 'é', '', 'toString', 'valueOf', 'n1', 'n2', 'n3');
const textArb = fc.constantFrom('a', 'b', 'Alpha', 'β', '😀', 'a b', '', 'hasOwnProperty');
const optionArb = fc.uniqueArray(textArb, { minLength: 1, maxLength: 5 });
const countArb = fc.integer({ min: 0, max: 6 });
const limitArb = fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double({ min: -10, max: 10, noNaN: true, noDefaultInfinity: true }));
const FORMATS = ['email', 'uri', 'date', 'date-time'] as const;

/** Patterns that the safety check accepts: the same results are expected from ajv and the lite validator. */
export const SAFE_PATTERNS = [
  '^[a-z]+$',
  '^\\d{3}-\\d{4}$',
  '^[A-Z][a-z]*( [A-Z][a-z]*)?$',
  'ab',
  '^(\\d{1,3}\\.){3}\\d{1,3}$',
  '^\\p{L}+$',
  '^[^@\\s]+@[^@\\s]+$',
  '(?:foo|bar)+',
];

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
/** Drops undefined members, so optional keywords are absent rather than `undefined`. */
const compact = (obj: Json): Json => Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
const titled = (values: string[]) => values.map((v, i) => ({ const: v, title: `Option ${i}` }));

export interface SchemaOptions {
  /** Also use keywords the spec does not list but the validators check (`pattern`, `multipleOf`, exclusive bounds, `uniqueItems`). */
  offSpec?: boolean;
  /** Property names to draw from; {@link keyArb} unless given. */
  keys?: fc.Arbitrary<string>;
}

/** One property definition of the kinds the spec allows (and, with `offSpec`, a few more keywords). */
export function propertyArb({ offSpec = false }: SchemaOptions = {}): fc.Arbitrary<Json> {
  const extra = <T>(arb: fc.Arbitrary<T>) => (offSpec ? optional(arb) : fc.constant(undefined));
  const string = fc
    .record({
      minLength: optional(countArb),
      maxLength: optional(countArb),
      format: optional(fc.constantFrom(...FORMATS)),
      pattern: extra(fc.constantFrom(...SAFE_PATTERNS)),
      title: optional(textArb),
    })
    .map((r) => compact({ type: 'string', ...r }));
  const number = fc
    .record({
      type: fc.constantFrom('number', 'integer'),
      minimum: optional(limitArb),
      maximum: optional(limitArb),
      exclusiveMinimum: extra(limitArb),
      exclusiveMaximum: extra(limitArb),
      multipleOf: extra(fc.constantFrom(0.5, 2, 3, 0.1)),
    })
    .map(compact);
  const boolean = fc.record({ default: optional(fc.boolean()) }).map((r) => compact({ type: 'boolean', ...r }));
  const select = fc.oneof(
    optionArb.map((values) => ({ type: 'string', enum: values })),
    optionArb.map((values) => ({ enum: values })),
    optionArb.map((values) => ({ type: 'string', enum: values, enumNames: values.map((v) => v.toUpperCase()) })),
    optionArb.map((values) => ({ type: 'string', oneOf: titled(values) })),
  );
  const multi = fc
    .record({
      options: optionArb,
      titledItems: fc.boolean(),
      minItems: optional(countArb),
      maxItems: optional(countArb),
      uniqueItems: extra(fc.boolean()),
    })
    .map(({ options, titledItems, ...rest }) =>
      compact({ type: 'array', items: titledItems ? { anyOf: titled(options) } : { type: 'string', enum: options }, ...rest }),
    );
  return fc.oneof(string, number, boolean, select, multi);
}

/** A `requestedSchema`: a flat object of properties and a list of required ones. */
export function requestedSchemaArb(options: SchemaOptions = {}): fc.Arbitrary<Json> {
  return fc
    .dictionary(options.keys ?? keyArb, propertyArb(options), { minKeys: 0, maxKeys: 4, noNullPrototype: true })
    .chain((properties) =>
      fc
        .subarray(Object.keys(properties))
        .map((required) => compact({ type: 'object', properties, required: required.length ? required : undefined })),
    );
}

// ---- answers ----

const two = (n: number) => String(n).padStart(2, '0');
export const dateArb = fc
  .tuple(fc.constantFrom(1900, 2000, 2024, 2026, 0, 9999), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${two(m)}-${two(d)}`);
const timeArb = fc
  .tuple(
    fc.integer({ min: 0, max: 24 }),
    fc.integer({ min: 0, max: 60 }),
    fc.integer({ min: 0, max: 61 }),
    fc.constantFrom('', '.5', '.123456'),
    fc.constantFrom('Z', 'z', '+01:00', '-23:59', '+24:00', '+0100', '', '+01', '-00:30'),
  )
  .map(([h, m, s, frac, tz]) => `${two(h)}:${two(m)}:${two(s)}${frac}${tz}`);
export const dateTimeArb = fc.oneof(
  fc.tuple(dateArb, fc.constantFrom('T', 't', ' ', 'x', 'TT'), timeArb).map(([d, sep, t]) => `${d}${sep}${t}`),
  fc.constantFrom('2016-12-31T23:59:60Z', '2016-12-31T23:59:60+01:00', '2016-12-31T22:59:60-01:00', '2026-03-29T02:30:00+01:00'),
);
const emailChar = fc.constantFrom('a', 'Z', '0', '.', '+', '!', '#', '-', '_', 'é', '"', ' ', '@', '~');
export const emailArb = fc.oneof(
  fc
    .tuple(fc.string({ unit: emailChar, maxLength: 6 }), fc.string({ unit: fc.constantFrom('a', 'b', '-', '.', '0', 'é'), maxLength: 8 }))
    .map(([local, domain]) => `${local}@${domain}`),
  fc.constantFrom('ada@example.com', 'a.b+c@ex-ample.co', '.a@b.c', 'a..b@c.d', 'a@b', 'a@-b.c', 'a@b-.c', '"a"@b.c', 'a@b.c.'),
);
const uriPart = fc.constantFrom('a', 'example.com', '%2F', '%zz', '[::1]', '[v1.x]', ' ', 'é', '/', '?', '#', '@', ':', '80', '..', '{');
export const uriArb = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('https', 'mailto', 'urn', '1http', '', 'a+b-c.d'),
      fc.constantFrom(':', ''),
      fc.constantFrom('//', '/', ''),
      fc.array(uriPart, { maxLength: 5 }),
    )
    .map(([scheme, colon, slashes, parts]) => `${scheme}${colon}${slashes}${parts.join('')}`),
  fc.constantFrom(
    'https://example.com/a?b=c#d',
    'urn:isbn:0451450523',
    'mailto:ada@example.com',
    'http://[::1]:80/',
    '//example.com',
    'example.com',
    'a:b',
  ),
);
/** Text whose length in code points and in UTF-16 units differ. */
const textUnit = fc.constantFrom('a', 'Z', ' ', '😀', '\uD800', 'é', '-', '1');
export const looseTextArb = fc.string({ unit: textUnit, maxLength: 8 });

const wrongTypeArb = fc.constantFrom<unknown>(0, 1, -1.5, true, false, null, [], ['a'], {}, { a: 1 }, '');

/** A value for one property, sometimes valid, often just outside what the definition allows. */
export function valueArb(def: Json): fc.Arbitrary<unknown> {
  const nums = [def.minimum, def.maximum, def.exclusiveMinimum, def.exclusiveMaximum].filter((v): v is number => typeof v === 'number');
  const near = nums.flatMap((n) => [n, n - 1, n + 1, n - 0.5, n + 0.5, Math.floor(n), Math.ceil(n)]);
  const numberArb = fc.oneof(
    fc.constantFrom(0, -0, 1, 2.5, 3, 6, 0.3, 1e21, ...near),
    fc.integer({ min: -20, max: 20 }),
    fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
  );
  const options: string[] = Array.isArray(def.enum)
    ? (def.enum as string[])
    : Array.isArray(def.oneOf)
      ? (def.oneOf as Array<{ const: string }>).map((o) => o.const)
      : [];
  const items = def.items as Json | undefined;
  const itemOptions: string[] = items
    ? Array.isArray(items.enum)
      ? (items.enum as string[])
      : (items.anyOf as Array<{ const: string }>).map((o) => o.const)
    : [];
  let typed: fc.Arbitrary<unknown>;
  if (options.length > 0) typed = fc.oneof(fc.constantFrom(...options), textArb);
  else if (def.type === 'string') {
    const lengths = [def.minLength, def.maxLength].filter((v): v is number => typeof v === 'number');
    const atBounds = lengths.length
      ? fc
          .tuple(fc.constantFrom(...lengths.flatMap((n) => [n - 1, n, n + 1])), fc.constantFrom('a', '😀', 'é'))
          .map(([n, unit]) => unit.repeat(Math.max(0, n)))
      : looseTextArb;
    const byFormat = { email: emailArb, uri: uriArb, date: dateArb, 'date-time': dateTimeArb }[def.format as 'email'] ?? looseTextArb;
    typed = fc.oneof(byFormat, atBounds, looseTextArb, fc.constantFrom('abc', 'Abc Def', '123-4567', '1.2.3.4', 'foobar', 'a@b'));
  } else if (def.type === 'number' || def.type === 'integer') typed = numberArb;
  else if (def.type === 'boolean') typed = fc.boolean();
  else if (def.type === 'array')
    typed = fc.oneof(
      fc.subarray(itemOptions),
      fc.array(fc.oneof(fc.constantFrom(...itemOptions), textArb, fc.constant<unknown>(1)), { maxLength: 6 }),
    );
  else typed = fc.jsonValue();
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: wrongTypeArb });
}

/** Content for a schema: each property present or not, plus now and then an extra key. */
export function contentArb(schema: Json): fc.Arbitrary<Json> {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const entries = Object.keys(properties).map((key) => optional(valueArb(properties[key] as Json)).map((value) => [key, value] as const));
  return fc.tuple(fc.tuple(...entries), optional(fc.tuple(fc.constantFrom('extra', 'toString'), fc.jsonValue()))).map(([pairs, extra]) => {
    const content: Json = {};
    if (extra) content[extra[0]] = extra[1];
    for (const [key, value] of pairs) if (value !== undefined) content[key] = value;
    return content;
  });
}

/** A value one property definition accepts (of the kinds the spec allows): for answers that must get through. */
export function validValueArb(def: Json): fc.Arbitrary<unknown> {
  const options: string[] = Array.isArray(def.enum)
    ? (def.enum as string[])
    : Array.isArray(def.oneOf)
      ? (def.oneOf as Array<{ const: string }>).map((o) => o.const)
      : [];
  if (options.length > 0) return fc.constantFrom(...options);
  if (def.type === 'boolean') return fc.boolean();
  if (def.type === 'integer' || def.type === 'number') {
    const min = typeof def.minimum === 'number' ? def.minimum : -1e6;
    const max = typeof def.maximum === 'number' ? def.maximum : 1e6;
    return def.type === 'integer'
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  }
  if (def.type === 'array') {
    const items = (def.items ?? {}) as Json;
    const itemOptions = Array.isArray(items.enum)
      ? (items.enum as string[])
      : ((items.anyOf ?? []) as Array<{ const: string }>).map((o) => o.const);
    return fc.subarray(itemOptions, {
      minLength: typeof def.minItems === 'number' ? def.minItems : 0,
      maxLength: typeof def.maxItems === 'number' ? def.maxItems : itemOptions.length,
    });
  }
  const byFormat: Record<string, fc.Arbitrary<string>> = {
    email: fc.constantFrom('ada@example.com', 'a.b+c@ex-ample.co'),
    uri: fc.constantFrom('https://example.com/a?b=c#d', 'urn:isbn:0451450523'),
    date: fc.constantFrom('2024-02-29', '1900-01-01'),
    'date-time': fc.constantFrom('2026-03-29T02:30:00+01:00', '2016-12-31T23:59:60Z'),
  };
  const minLength = typeof def.minLength === 'number' ? def.minLength : 0;
  const maxLength = typeof def.maxLength === 'number' ? def.maxLength : 20;
  return byFormat[def.format as string] ?? fc.string({ minLength, maxLength });
}

/** Content a schema accepts: its required properties and some of the others, each with a valid value. */
export function validContentArb(schema: Json): fc.Arbitrary<Json> {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const entries = Object.keys(properties).map((key) =>
    (required.has(key) ? validValueArb(properties[key]!) : optional(validValueArb(properties[key]!))).map((value) => [key, value] as const),
  );
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, value]) => value !== undefined)));
}
