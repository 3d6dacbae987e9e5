import { createAjvValidator } from './ajv-validator';
import { createLiteValidator } from './lite-validator';
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

let shared: Validator | undefined;

/**
 * The validator every dialog uses unless given one: ajv where the page allows code generation, the
 * built-in lite validator where it does not, cached so each schema is compiled once per page.
 * The `mcp-elicitation-react/lite` build replaces this module with one that never loads ajv.
 *
 * @example
 * defaultValidator().compile(model.schema, model.dialect);
 */
export function defaultValidator(): Validator {
  return (shared ??= createCachedValidator(canGenerateCode() ? createAjvValidator() : createLiteValidator()));
}
