'use client';
// The package's main entry: the shared public surface (src/public-api.ts). Its build validates with
// ajv by default where the page allows code generation; `mcp-elicitation-react/lite` (src/lite.ts)
// is the same surface, built without ajv.
export * from './public-api';
