import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { Resolver } from 'react-hook-form';
import type { FormEngine } from 'mcp-elicitation-core';
import type { FormControls } from './form-internals';

/**
 * The resolver of a request's form: `standardSchemaResolver` over the engine's Standard Schema
 * face, with one shortcut. When React Hook Form asks about a single control (a keystroke, a blur, a
 * step), only that control is checked (`engine.checkField`), so typing never validates the whole
 * form. A submit always checks everything: `fullCheck` marks ours, and a form of one field has
 * nothing to shorten.
 */
export interface EngineResolver {
  resolver: Resolver<FormControls>;
  /** The engine in use (a new one, with new messages, checks from now on). */
  setEngine(engine: FormEngine | null): void;
  engine(): FormEngine | null;
  /** Runs `submit` with every check it starts synchronously (React Hook Form's `handleSubmit`) in full. */
  fullCheck<T>(submit: () => T): T;
}

/**
 * Creates the resolver; the engine is set (and replaced) later, so the form keeps one resolver.
 *
 * @example
 * const { resolver, setEngine } = createEngineResolver();
 * setEngine(engine);
 * useForm({ resolver, defaultValues: engine.defaultValues });
 */
export function createEngineResolver(): EngineResolver {
  let engine: FormEngine | null = null;
  let full = false;
  const resolvers = new WeakMap<FormEngine, Resolver<FormControls>>();

  const resolver: Resolver<FormControls> = async (values, context, options) => {
    const current = engine;
    if (!current) return { values, errors: {} };
    const only = !full && current.names.length > 1 && options.names?.length === 1 ? options.names[0] : undefined;
    if (only === undefined) {
      let whole = resolvers.get(current);
      if (!whole) resolvers.set(current, (whole = standardSchemaResolver(current) as unknown as Resolver<FormControls>));
      return whole(values, context, options);
    }
    // A schema that needs code loaded on demand (the pattern engine, ajv) is checked once it has.
    await current.ready();
    const message = current.checkField(only, values);
    if (message === undefined) return { values, errors: {} };
    return { values: {}, errors: { [only]: { type: 'validate', message } } };
  };

  return {
    resolver,
    setEngine(next) {
      engine = next;
    },
    engine: () => engine,
    fullCheck(submit) {
      full = true;
      try {
        return submit();
      } finally {
        full = false;
      }
    },
  };
}
