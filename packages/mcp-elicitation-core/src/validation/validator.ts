import type { SchemaDialect } from '../schema/types';
import { PatternEngineNotLoadedError } from './pattern-engine';

/**
 * One reason a value failed its schema, reduced to what a message needs. `key` is the top-level
 * property concerned (requests are flat), or `null` for a problem with the whole object.
 */
export interface ValidationIssue {
  key: string | null;
  /** The JSON Schema keyword that failed (`required`, `minimum`, `format`, …). */
  keyword: string;
  /** The keyword's parameters (`{ limit: 10 }`, `{ format: 'email' }`, …). */
  params: Record<string, unknown>;
}

/** Checks one value against the schema it was compiled for; an empty list means valid. */
export type ValidateFunction = (data: unknown) => ValidationIssue[];

/**
 * What the dialog needs from a JSON Schema validator. Swap in another implementation (for example
 * one that needs no code generation) by passing it to the dialog's `validator` prop.
 *
 * @example
 * const validator: Validator = {
 *   compile: (schema, dialect) => (data) => myValidate(schema, data),
 * };
 */
export interface Validator {
  /** Compiles a schema; may throw when the schema itself is invalid. */
  compile(schema: Record<string, unknown>, dialect: SchemaDialect): ValidateFunction;
  /**
   * Optional: fetches whatever `compile` needs for this schema and has not loaded yet (code split
   * off the first paint, such as ajv for keywords the built-in validator does not cover), and
   * resolves once `compile` gives its final answer for it. Never rejects: a failed load is
   * reported by `compile`. A dialog awaits it before compiling; a validator that needs nothing
   * more leaves it out, and callers treat a missing `load` as already loaded.
   */
  load?(schema: Record<string, unknown>, dialect: SchemaDialect): Promise<void>;
}

/**
 * Wraps a validator so each schema is compiled at most once: by identity first, then by content,
 * so a request re-sent as a new object reuses the compiled function. Failed compilations are
 * remembered too, so a broken schema is not recompiled on every keystroke.
 *
 * @example
 * const cached = createCachedValidator(createAjvValidator());
 * cached.compile(schema, '2020-12') === cached.compile(schema, '2020-12'); // true
 */
export function createCachedValidator(inner: Validator, maxEntries = 64): Validator {
  type Entry = { ok: true; fn: ValidateFunction } | { ok: false; error: unknown };
  const byObject = new WeakMap<object, Map<SchemaDialect, Entry>>();
  const byText = new Map<string, Entry>();

  function run(schema: Record<string, unknown>, dialect: SchemaDialect): Entry {
    const text = `${dialect}\n${JSON.stringify(schema)}`;
    let entry = byText.get(text);
    if (entry) {
      // Refresh its place: the map is kept in least-recently-used order.
      byText.delete(text);
    } else {
      try {
        entry = { ok: true, fn: inner.compile(schema, dialect) };
      } catch (error) {
        // Compiled too early (before the pattern engine loaded): not remembered, so it compiles later.
        if (error instanceof PatternEngineNotLoadedError) throw error;
        entry = { ok: false, error };
      }
    }
    byText.set(text, entry);
    if (byText.size > maxEntries) byText.delete(byText.keys().next().value as string);
    return entry;
  }

  const cached: Validator = {
    compile(schema, dialect) {
      let perDialect = byObject.get(schema);
      let entry = perDialect?.get(dialect);
      if (!entry) {
        entry = run(schema, dialect);
        if (!perDialect) byObject.set(schema, (perDialect = new Map()));
        perDialect.set(dialect, entry);
      }
      if (!entry.ok) throw entry.error;
      return entry.fn;
    },
  };
  // Passed through, so caching keeps a validator's on-demand loading.
  if (inner.load) cached.load = inner.load.bind(inner);
  return cached;
}
