// What both hand-written floors (floor.tsx, stack-floor.tsx) read from the benchmark's request:
// one definition per field, with the kind of control it gets, written for exactly the kinds
// bench/pages/schema.ts asks for.
import type { BenchSchema, JsonSchema } from './schema';

export type Kind = 'text' | 'email' | 'uri' | 'date' | 'integer' | 'boolean' | 'select' | 'multi';

export interface FieldDef {
  key: string;
  label: string;
  required: boolean;
  kind: Kind;
  schema: JsonSchema;
  options: { value: string; label: string }[];
}

function kindOf(schema: JsonSchema): Kind {
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'integer') return 'integer';
  if (schema.type === 'array') return 'multi';
  if (schema.oneOf) return 'select';
  if (schema.format === 'email' || schema.format === 'uri' || schema.format === 'date') return schema.format;
  return 'text';
}

export function fieldsOf(schema: BenchSchema): FieldDef[] {
  return Object.entries(schema.properties).map(([key, def]) => {
    const oneOf = (def.oneOf ?? []) as { const: string; title: string }[];
    const items = (def.items ?? {}) as { enum?: string[] };
    return {
      key,
      label: String(def.title ?? key),
      required: schema.required.includes(key),
      kind: kindOf(def),
      schema: def,
      options:
        oneOf.length > 0 ? oneOf.map((o) => ({ value: o.const, label: o.title })) : (items.enum ?? []).map((v) => ({ value: v, label: v })),
    };
  });
}
