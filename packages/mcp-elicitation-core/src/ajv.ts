// `mcp-elicitation-core/ajv`: ajv + ajv-formats as a validator, for hosts that want it from the start
// (the server side of a bridge, tests). The root entry does not export it: a static import of ajv
// from there would put it into every host's first paint, where the default validator loads it with
// import() only for schemas its built-in validator does not cover.
export { createAjvValidator, fileInputKeyword } from './validation/ajv-validator';
