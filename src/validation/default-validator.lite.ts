import { createLiteValidator } from './lite-validator';
import { createCachedValidator, type Validator } from './validator';

// Stands in for default-validator.ts in the `mcp-elicitation-react/lite` build (see vite.config.ts):
// same exports, without ajv, so the lite bundle never contains it.

/** Always false in the lite build: nothing here generates code. */
export function canGenerateCode(): boolean {
  return false;
}

let shared: Validator | undefined;

/** The built-in lite validator, cached so each schema is compiled once per page. */
export function defaultValidator(): Validator {
  return (shared ??= createCachedValidator(createLiteValidator()));
}
