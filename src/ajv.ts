// `mcp-elicitation-react/ajv`: ajv + ajv-formats as a validator, for hosts that want it from the
// start (the server side of a bridge, tests). The main entry does not export it: any static import
// of ajv from there would put it back into every host's first paint, where the default validator
// loads it with import() only for schemas its built-in validator does not cover.
export { createAjvValidator } from './validation/ajv-validator';
