// The request every contender renders: eight fields covering every kind the dialog knows (plain
// text, email, uri, date, a bounded integer, a boolean, a titled single-select, a multi-select),
// and a 200-field version that repeats them 25 times. Required fields carry defaults so the form
// can be submitted valid without typing. Each opening's request is new in content (benchRequest).

export type JsonSchema = Record<string, unknown>;

export interface BenchSchema {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required: string[];
}

export interface BenchRequest {
  mode: 'form';
  message: string;
  requestedSchema: BenchSchema;
}

const FIELDS: [key: string, title: string, required: boolean, schema: JsonSchema][] = [
  ['name', 'Name', true, { type: 'string', maxLength: 60, default: 'Ada Lovelace' }],
  ['email', 'Email', true, { type: 'string', format: 'email', default: 'ada@example.com' }],
  ['website', 'Website', false, { type: 'string', format: 'uri' }],
  ['start', 'Start date', false, { type: 'string', format: 'date' }],
  ['guests', 'Guests', true, { type: 'integer', minimum: 1, maximum: 20, default: 2 }],
  ['newsletter', 'Newsletter', false, { type: 'boolean', default: false }],
  [
    'plan',
    'Plan',
    true,
    {
      type: 'string',
      oneOf: [
        { const: 'free', title: 'Free' },
        { const: 'pro', title: 'Pro' },
        { const: 'team', title: 'Team' },
      ],
      default: 'pro',
    },
  ],
  ['topics', 'Topics', false, { type: 'array', items: { type: 'string', enum: ['news', 'events', 'offers'] }, uniqueItems: true }],
];

/** The requested schema with `n` fields (8 or a multiple of 8): copies are numbered from 2. */
export function benchSchema(n: number): BenchSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (let i = 0; i < n; i++) {
    const [key, title, isRequired, schema] = FIELDS[i % FIELDS.length] as (typeof FIELDS)[number];
    const copy = Math.floor(i / FIELDS.length);
    const suffix = copy === 0 ? '' : `_${copy + 1}`;
    properties[key + suffix] = { ...schema, title: copy === 0 ? title : `${title} ${copy + 1}` };
    if (isRequired) required.push(key + suffix);
  }
  return { type: 'object', properties, required };
}

/**
 * Request number `seq`: a new object whose schema differs in content from every other number's, as
 * real requests differ, so a contender that caches compiled schemas (by object or by content)
 * cannot reuse an earlier opening's work. The difference is a rule, not an annotation a cache could
 * ignore: the first field's `maxLength` is 60 + `seq` (its default stays valid), and it changes no layout.
 */
export function benchRequest(n: number, seq: number): BenchRequest {
  const requestedSchema = structuredClone(benchSchema(n));
  const first = Object.values(requestedSchema.properties)[0] as JsonSchema;
  first.maxLength = 60 + seq;
  return { mode: 'form', message: 'Please confirm the booking details.', requestedSchema };
}

/** The initial values a host would pass to a form library that does not read `default` itself. */
export function defaultsOf(schema: BenchSchema): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(schema.properties)) if (def.default !== undefined) data[key] = def.default;
  return data;
}
