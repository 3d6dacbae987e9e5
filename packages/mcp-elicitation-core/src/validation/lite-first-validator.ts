import type { SchemaDialect } from '../schema/types';
import { createLiteValidator } from './lite-validator';
import type { ValidateFunction, ValidationIssue, Validator } from './validator';

/**
 * How {@link createLiteFirstValidator} finds the validator for schemas the built-in one refuses.
 */
export interface LiteFirstValidatorOptions {
  /**
   * Loads the validator used for schemas the built-in one refuses (ajv in the default build, behind
   * `import()` so it is a chunk of its own). Called at most once, and only when such a schema comes.
   */
  loadFallback: () => Promise<Validator>;
  /**
   * Whether the fallback may run on this page (ajv needs `eval`). Asked once, the first time a
   * schema needs the fallback, so a page that never needs it never runs the probe. Defaults to yes.
   */
  canUseFallback?: () => boolean;
}

/**
 * The keyword of the whole-form issue a validate function reports when it was compiled while the
 * fallback was still loading, and is asked to check before the load finished.
 */
export const FALLBACK_LOADING_KEYWORD = 'validatorLoading';
/** The keyword of the whole-form issue reported when the fallback failed to load or to compile. */
export const FALLBACK_FAILED_KEYWORD = 'validatorUnavailable';

type LiteResult = { ok: true; fn: ValidateFunction } | { ok: false; error: unknown };

/**
 * Whether the lite validator refused the schema (its `SchemaError`), as opposed to failing for a
 * reason that is no verdict on the schema (code it needs has not loaded yet): only a refusal sends
 * the schema to the fallback; anything else propagates and is not remembered.
 */
const isRefusal = (error: unknown) => error instanceof Error && error.name === 'SchemaError';

/**
 * A validator that checks with the built-in lite validator whenever it covers the schema (every
 * schema the elicitation spec allows), and loads a fuller one only for schemas it refuses. The
 * default dialog uses it with ajv as the fallback, so ajv and ajv-formats stay off the first
 * paint: they are fetched only when a server sends keywords outside the spec's subset (`allOf`,
 * `$ref`, `additionalProperties`, …) and the page allows `eval`. Where it does not, the lite
 * validator's refusal stands (the dialog blocks Accept, as with `createLiteValidator`).
 *
 * `load(schema)` resolves once `compile(schema)` gives its final answer; the dialog awaits it
 * after its first frame. A function compiled before that (a check in the first few milliseconds)
 * reports one whole-form issue until the fallback has arrived, then checks for real, so no answer
 * is ever accepted unchecked.
 *
 * @example
 * const validator = createLiteFirstValidator({
 *   loadFallback: () => import('./ajv-validator').then((m) => m.createAjvValidator()),
 *   canUseFallback: canGenerateCode,
 * });
 * await validator.load?.(schema, '2020-12');
 * const issues = validator.compile(schema, '2020-12')(content);
 */
export function createLiteFirstValidator(options: LiteFirstValidatorOptions): Validator {
  const lite = createLiteValidator();
  // `load` and `compile` are called one after the other for the same schema object: compile it once.
  const liteResults = new WeakMap<object, Map<SchemaDialect, LiteResult>>();
  let allowed: boolean | undefined;
  let fallback: Validator | undefined;
  let failed = false;
  let loading: Promise<void> | undefined;

  function tryLite(schema: Record<string, unknown>, dialect: SchemaDialect): LiteResult {
    let perDialect = liteResults.get(schema);
    let result = perDialect?.get(dialect);
    if (!result) {
      try {
        result = { ok: true, fn: lite.compile(schema, dialect) };
      } catch (error) {
        if (!isRefusal(error)) throw error;
        result = { ok: false, error };
      }
      if (!perDialect) liteResults.set(schema, (perDialect = new Map()));
      perDialect.set(dialect, result);
    }
    return result;
  }

  const mayUseFallback = () => (allowed ??= options.canUseFallback?.() ?? true);

  function startLoading(): Promise<void> {
    loading ??= Promise.resolve()
      .then(options.loadFallback)
      .then(
        (validator) => void (fallback = validator),
        () => void (failed = true),
      );
    return loading;
  }

  const issue = (keyword: string): ValidationIssue => ({ key: null, keyword, params: {} });

  /** What `compile` returns while the fallback is on its way: it checks for real once it has arrived. */
  function provisional(schema: Record<string, unknown>, dialect: SchemaDialect): ValidateFunction {
    let settled: ValidateFunction | undefined;
    return (data) => {
      if (!settled) {
        if (fallback) {
          try {
            settled = fallback.compile(schema, dialect);
          } catch {
            settled = () => [issue(FALLBACK_FAILED_KEYWORD)];
          }
        } else if (failed) {
          settled = () => [issue(FALLBACK_FAILED_KEYWORD)];
        } else {
          return [issue(FALLBACK_LOADING_KEYWORD)];
        }
      }
      return settled(data);
    };
  }

  return {
    compile(schema, dialect) {
      const result = tryLite(schema, dialect);
      if (result.ok) return result.fn;
      // The lite validator's refusal says why; it stands where no fallback can run.
      if (!mayUseFallback() || failed) throw result.error;
      if (fallback) return fallback.compile(schema, dialect);
      void startLoading();
      return provisional(schema, dialect);
    },
    async load(schema, dialect) {
      // Either validator may itself need code for this schema first (a regular-expression engine).
      // `load` never rejects (see Validator): a failure shows in what `compile` answers.
      if (lite.load) {
        await lite.load(schema, dialect).catch(() => undefined);
        liteResults.get(schema)?.delete(dialect);
      }
      let covered: boolean;
      try {
        covered = tryLite(schema, dialect).ok;
      } catch {
        // Not decidable yet (see isRefusal); `compile` will say so itself.
        return;
      }
      if (covered || !mayUseFallback()) return;
      await startLoading();
      await fallback?.load?.(schema, dialect).catch(() => undefined);
    },
  };
}
