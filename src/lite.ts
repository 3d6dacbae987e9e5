'use client';
// `mcp-elicitation-react/lite`: the shared public surface without ajv. Its build (vite.lite.config.ts)
// swaps the default validator for the built-in one, so ajv is not in the bundle at all.
export * from './public-api';
