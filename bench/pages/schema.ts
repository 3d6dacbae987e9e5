// The request every contender renders: eight fields covering every kind the dialog knows (plain
// text, email, uri, date, a bounded integer, a boolean, a titled single-select, a multi-select),
// and a 200-field version that repeats them 25 times. Required fields carry defaults so the form
// can be submitted valid without typing.

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

/** A fresh request, as a newly arrived message would be (a new object each time). */
export function benchRequest(n: number): BenchRequest {
  return {
    mode: 'form',
    message: 'Please confirm the booking details.',
    requestedSchema: structuredClone(benchSchema(n)),
  };
}

/** The initial values a host would pass to a form library that does not read `default` itself. */
export function defaultsOf(schema: BenchSchema): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(schema.properties)) if (def.default !== undefined) data[key] = def.default;
  return data;
}
