'use client';
// The package's main entry: the shared public surface, plus ajv (the default validator where the
// page allows code generation). `mcp-elicitation-react/lite` (src/lite.ts) is the same without ajv.
export * from './public-api';
export { createAjvValidator } from './validation/ajv-validator';
