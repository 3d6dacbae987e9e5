import type { PatternRefusal } from './pattern-syntax';

/**
 * The field model: what the UI renders. Every spec version's `requestedSchema` becomes a list of
 * these, and the UI switches on `kind` only.
 */

/** The kinds of control the dialog renders (`file` only with `normalizeRequest(params, { experimental: { files: true } })`). */
export type FieldKind = 'text' | 'number' | 'boolean' | 'select' | 'multiSelect' | 'file';

/** The string formats the spec allows. */
export type TextFormat = 'email' | 'uri' | 'date' | 'date-time';

/** One choice of a single- or multi-select: `value` is sent, `label` is shown. */
export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldBase {
  /** The property key in `requestedSchema.properties`; the key in the result's `content`. */
  key: string;
  /** What the user reads: `title`, else the property key (empty for the key `""`: the dialog names it). */
  label: string;
  description?: string;
  required: boolean;
  /**
   * Set when the field looks like it asks for a secret (password, API key, token, payment data),
   * which the spec forbids in form mode: the control masks input and the dialog warns.
   */
  sensitive?: true;
}

/** A string property, plain or with a format. */
export interface TextField extends FieldBase {
  kind: 'text';
  format?: TextFormat;
  minLength?: number;
  maxLength?: number;
  default?: string;
}

/** A `number` or `integer` property. */
export interface NumberField extends FieldBase {
  kind: 'number';
  integer: boolean;
  minimum?: number;
  maximum?: number;
  /** The value must be greater than this (`exclusiveMinimum`). */
  exclusiveMinimum?: number;
  /** The value must be less than this (`exclusiveMaximum`). */
  exclusiveMaximum?: number;
  default?: number;
}

/** A `boolean` property. */
export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}

/** A single-select: `enum`, `enum` + `enumNames`, or `oneOf` of `{const, title}`. */
export interface SelectField extends FieldBase {
  kind: 'select';
  options: FieldOption[];
  default?: string;
}

/** A multi-select: `type: "array"` with `items.enum` or `items.anyOf` of `{const, title}`. */
export interface MultiSelectField extends FieldBase {
  kind: 'multiSelect';
  options: FieldOption[];
  minItems?: number;
  maxItems?: number;
  default?: string[];
}

/**
 * A file (SEP-2356 `x-mcp-file`, a draft): a string property answered as an RFC 2397 `data:` URI.
 * Made only when the caller turns file inputs on (`normalizeRequest(params, { experimental: { files: true } })`);
 * otherwise such a property is the text field it always was.
 */
export interface FileField extends FieldBase {
  kind: 'file';
  /** Media types (`image/png`, `image/*`) or name endings (`.pdf`) the server accepts; unset: any file. */
  accept?: string[];
  /** The largest file in bytes, before encoding; unset: no limit of the server's. */
  maxSize?: number;
  default?: string;
}

/** Any renderable field. */
export type Field = TextField | NumberField | BooleanField | SelectField | MultiSelectField | FileField;

/** Maps each kind to its field type, for registries and generic helpers. */
export interface FieldByKind {
  text: TextField;
  number: NumberField;
  boolean: BooleanField;
  select: SelectField;
  multiSelect: MultiSelectField;
  file: FileField;
}

/** Why part of a request cannot be shown as asked. */
export type SchemaIssueCode =
  | 'invalid-params'
  | 'invalid-message'
  | 'invalid-schema'
  | 'unsafe-key'
  | 'unsupported-type'
  | 'nested-object'
  | 'array-of-objects'
  | 'non-string-enum'
  | 'invalid-keyword'
  | 'invalid-default'
  | 'unknown-required'
  | 'unsupported-dialect'
  | 'unsupported-mode'
  | 'sensitive-field'
  | 'unsafe-pattern';

/**
 * Which case of its `code` an issue is, where a code covers several (the texts word each one):
 * - `invalid-params`: `unreadable` (not an object), `missing-url` (URL mode without an address);
 * - `invalid-schema`: `missing`, `not-object` (a `type` other than `object`), `malformed-properties`;
 * - `invalid-keyword`: `not-a-number` (`params.keyword` holds a malformed number), `unknown-format`,
 *   `malformed-pattern`, `repeated-choices` (repeats removed), `repeated-exclusive-choices`
 *   (under `oneOf` every copy removed), `malformed-required`, and the bounds no value can meet:
 *   `min-length-above-max-length`, `minimum-above-maximum`, `no-whole-number`, `no-choices`,
 *   `min-items-above-max-items`, `min-items-above-choices`;
 * - `non-string-enum`: `enum-not-text`, `unreadable-choices`;
 * - `unsupported-type`: `items-missing`, `free-values`, `named-type` (`params.type`), `no-type`,
 *   `unknown-type`, `malformed-definition`.
 *
 * @example
 * const reason: SchemaIssueReason = 'minimum-above-maximum';
 */
export type SchemaIssueReason =
  | 'unreadable'
  | 'missing-url'
  | 'missing'
  | 'not-object'
  | 'malformed-properties'
  | 'not-a-number'
  | 'unknown-format'
  | 'malformed-pattern'
  | 'repeated-choices'
  | 'repeated-exclusive-choices'
  | 'malformed-required'
  | 'min-length-above-max-length'
  | 'minimum-above-maximum'
  | 'no-whole-number'
  | 'no-choices'
  | 'min-items-above-max-items'
  | 'min-items-above-choices'
  | 'enum-not-text'
  | 'unreadable-choices'
  | 'items-missing'
  | 'free-values'
  | 'named-type'
  | 'no-type'
  | 'unknown-type'
  | 'malformed-definition';

/**
 * The parameters of an issue: everything its sentence needs, no sentence. Strings here come from
 * the server and are untrusted: render them as text.
 *
 * @example
 * const params: SchemaIssueParams = { reason: 'not-a-number', keyword: 'maximum' };
 */
export interface SchemaIssueParams {
  /** Which case of the code, when the code covers several. */
  reason?: SchemaIssueReason;
  /** The schema keyword concerned (`invalid-keyword` / `not-a-number`). */
  keyword?: string;
  /** The type the server named (`unsupported-type` / `named-type`). */
  type?: string;
  /** The field's label (`sensitive-field`). */
  label?: string;
  /** Why a `pattern` was refused (`unsafe-pattern`). */
  pattern?: PatternRefusal;
}

/**
 * Something in the request the dialog cannot honour. `error` blocks Accept (the user can still
 * Decline or Cancel); `warning` means a property or keyword was left out and Accept still yields
 * content that is valid against the requested schema.
 *
 * An issue carries a code and parameters, never a sentence: the dialog words it through its texts
 * (`texts.issue(issue)`), in the user's language.
 *
 * @example
 * const issue: SchemaIssue = { code: 'nested-object', severity: 'warning', key: 'address', params: {} };
 */
export interface SchemaIssue {
  code: SchemaIssueCode;
  severity: 'error' | 'warning';
  /** The property key concerned, when there is one. Untrusted: render as text. */
  key?: string;
  params: SchemaIssueParams;
}

/** The JSON Schema dialect the request's schema is validated with. */
export type SchemaDialect = '2020-12' | 'draft-07';

/** A form-mode request made ready to render. */
export interface FormModel {
  mode: 'form';
  message: string;
  fields: Field[];
  issues: SchemaIssue[];
  dialect: SchemaDialect;
  /**
   * A clean copy of `requestedSchema` to validate answers against: unsafe keys and `$schema`
   * removed, otherwise as the server sent it, so every constraint the server will check is checked.
   */
  schema: Record<string, unknown>;
  /** False when an `error` issue means no valid answer can be produced: offer Decline and Cancel only. */
  canAccept: boolean;
}

/** A URL-mode request made ready to render. */
export interface UrlModel {
  mode: 'url';
  message: string;
  url: string;
  elicitationId?: string;
  issues: SchemaIssue[];
}

/** What `normalizeRequest` returns for any input. */
export type RequestModel = FormModel | UrlModel;
