import type { RE2JS } from 're2js';
import { translatePattern } from '../schema/pattern-syntax';

/**
 * The engine that runs `pattern` for both validators: `re2js`, a port of RE2, which matches in time
 * linear in the input's length whatever the pattern (JavaScript's own RegExp backtracks, and a
 * pattern such as `^(a|a?)+$` freezes the tab for seconds on 50 characters). It is loaded with a
 * dynamic `import()` the first time a schema with a pattern arrives, so pages whose requests never
 * use one never download it.
 */

/** What a compiled pattern offers: the shape ajv's `code.regExp` engines return. */
export interface SafePattern {
  test(value: string): boolean;
  toString(): string;
  /** Which engine runs it; always `re2js`. */
  readonly engine: 're2js';
}

/**
 * Thrown by {@link compilePattern} (and so by a validator's `compile`) when the engine has not been
 * loaded yet. Not a verdict on the schema: compile again after {@link loadPatternEngine} resolves.
 */
export class PatternEngineNotLoadedError extends Error {
  constructor() {
    super('The pattern engine is not loaded yet: await loadPatternEngine() before compiling a schema with a pattern.');
    this.name = 'PatternEngineNotLoadedError';
  }
}

let engine: typeof RE2JS | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the linear-time pattern engine once per page; later calls return the same promise. A
 * failed load (a chunk the network lost) is forgotten, so the next call tries again.
 *
 * @example
 * await loadPatternEngine();
 * createAjvValidator().compile({ type: 'string', pattern: '^(a|a?)+$' }, '2020-12');
 */
export function loadPatternEngine(): Promise<void> {
  if (engine) return Promise.resolve();
  loading ??= import('re2js').then(
    (module) => {
      engine = module.RE2JS;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Installs the engine from a module the caller imported statically, so schemas with a pattern
 * compile synchronously from the first call. For servers, where the download `import()` saves
 * does not matter and a synchronous check (`validateAnswer`) cannot wait for a load. Not public.
 *
 * @example
 * import { RE2JS } from 're2js';
 * providePatternEngine(RE2JS);
 */
export function providePatternEngine(module: typeof RE2JS): void {
  engine ??= module;
}

/**
 * Whether {@link loadPatternEngine} has finished, so schemas with a pattern compile synchronously.
 *
 * @example
 * if (!isPatternEngineLoaded()) await loadPatternEngine();
 */
export function isPatternEngineLoaded(): boolean {
  return engine !== undefined;
}

/**
 * Compiles a JSON Schema `pattern` (ECMAScript syntax, `u` flag) for the linear-time engine. Throws
 * `Pattern refused: <reason>.` for a pattern it cannot run (back-references, look-around), and
 * {@link PatternEngineNotLoadedError} before the engine is loaded.
 *
 * @example
 * await loadPatternEngine();
 * compilePattern('^(\\w+\\s?)*$').test('a'.repeat(5000) + '!'); // false, in linear time
 */
export function compilePattern(pattern: string): SafePattern {
  const translated = translatePattern(pattern);
  if (!translated.ok) throw new Error(`Pattern refused: ${translated.reason}.`);
  if (!engine) throw new PatternEngineNotLoadedError();
  let compiled: RE2JS;
  try {
    compiled = engine.compile(translated.source);
  } catch {
    // RE2's own limits (program size, a Unicode class it does not know).
    throw new Error('Pattern refused: it uses syntax the linear-time engine cannot run.');
  }
  return {
    test: (value) => compiled.test(value),
    // ajv caches compiled patterns under their source text: it must differ between patterns.
    toString: () => `/${pattern}/u`,
    engine: 're2js',
  };
}
