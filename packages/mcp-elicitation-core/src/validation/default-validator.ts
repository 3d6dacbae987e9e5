import { createLiteFirstValidator } from './lite-first-validator';
import { createCachedValidator, type Validator } from './validator';

/**
 * Whether this page may turn strings into code. ajv compiles schemas with `new Function`, which a
 * Content-Security-Policy without `'unsafe-eval'` forbids (IDE webviews, extensions, many desktop
 * apps). The probe throws there; the browser may also log the refused evaluation once.
 *
 * @example
 * const validator = canGenerateCode() ? createAjvValidator() : createLiteValidator();
 */
export function canGenerateCode(): boolean {
  try {
    return new Function('return true')() === true;
  } catch {
    return false;
  }
}

/**
 * ajv with ajv-formats, fetched on demand: behind `import()` they become a chunk of their own in a
 * host's build, loaded only when a schema needs them.
 *
 * @example
 * const ajv = await loadAjvValidator();
 */
export function loadAjvValidator(): Promise<Validator> {
  return import('./ajv-validator').then((module) => module.createAjvValidator());
}

/**
 * The default validator's recipe: the built-in lite validator for every schema it covers (all the
 * spec allows), ajv loaded with `import()` for the rest where the page allows `eval`, each schema
 * compiled once. `loadFallback` replaces the ajv loader (tests count its calls).
 *
 * @example
 * const validator = createDefaultValidator();
 * await validator.load?.(model.schema, model.dialect);
 * validator.compile(model.schema, model.dialect)(content);
 */
export function createDefaultValidator(loadFallback: () => Promise<Validator> = loadAjvValidator): Validator {
  return createCachedValidator(createLiteFirstValidator({ loadFallback, canUseFallback: canGenerateCode }));
}

let shared: Validator | undefined;

/**
 * The validator every dialog uses unless given one (see {@link createDefaultValidator}), shared so
 * each schema is compiled once per page. Hosts that want ajv from the start pass
 * `createAjvValidator()` (`mcp-elicitation-core/ajv`) instead; hosts that want no ajv at all pass
 * `createCachedValidator(createLiteValidator())`.
 *
 * @example
 * defaultValidator().compile(model.schema, model.dialect);
 */
export function defaultValidator(): Validator {
  return (shared ??= createDefaultValidator());
}
