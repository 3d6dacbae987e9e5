'use client';
// The package's main entry: the shared public surface. Its default validator loads ajv with
// import() only for schemas the built-in one does not cover; `createAjvValidator` is exported from
// `mcp-elicitation-react/ajv` (src/ajv.ts) so nothing here imports ajv statically.
// `mcp-elicitation-react/lite` (src/lite.ts) is the same and never loads ajv.
export * from './public-api';
