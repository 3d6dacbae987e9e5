import type { ComponentType } from 'react';
import type { FieldByKind, FieldKind } from 'mcp-elicitation-core';

/**
 * The value each kind of control edits.
 *
 * @example
 * const empty: FieldValueByKind['multiSelect'] = [];
 */
export interface FieldValueByKind {
  text: string;
  number: string;
  boolean: boolean | null;
  select: string;
  multiSelect: string[];
  /** The chosen file as a `data:` URI (SEP-2356), `''` for none. */
  file: string;
}

/**
 * What the dialog hands every field component: the field, its value and change handlers, and the
 * ids and ARIA wiring already worked out. A replacement component must put `ids.control` on its
 * control, label it with `ids.label` (or a `<label htmlFor>`), set `aria-describedby={describedBy}`
 * and `aria-invalid` when `error` is set, and render `error` in an element with id `ids.error`.
 *
 * @example
 * function Stars(props: FieldProps<'number'>) { return <input {...useFieldControl(props).controlProps} />; }
 */
export interface FieldProps<K extends FieldKind = FieldKind> {
  field: FieldByKind[K];
  /**
   * The field's name in the request's React Hook Form (`f0`, `f1`, … in the fields' order; never
   * the property key, which may hold dots or brackets). A field written with React Hook Form passes
   * it to `useController({ name })` or `<Controller name={name} />` instead of using `value` and
   * `onChange`.
   */
  name: string;
  value: FieldValueByKind[K];
  onChange: (value: FieldValueByKind[K]) => void;
  onBlur: () => void;
  /** Attach to the element that should take focus when this field is the first invalid one. */
  inputRef: (element: HTMLElement | null) => void;
  ids: { control: string; label: string; description: string; error: string };
  /** Ids of the description and error that are rendered, space-separated; undefined when neither is. */
  describedBy: string | undefined;
  /** The text under the field (server description plus the dialog's own hint), if any. */
  description: string | undefined;
  error: string | undefined;
  disabled: boolean;
  /** Text for an empty choice (a single-select's "no answer" or "choose…" entry). */
  placeholder: string;
  /** Wording of the filter box that long choice lists get. */
  filter: { label: string; status: (shown: number, matching: number) => string };
  /**
   * File fields only (SEP-2356, `experimental.files`): the picker's words, with the server the file
   * goes to already named. Unset for other kinds.
   */
  file?: FileFieldWords;
  /**
   * The language of the server's own text (the label, its part of the description, the option
   * titles), when the server said which it used (SEP-2792 `contentLanguage`, `experimental.language`):
   * set as `lang` on it, never on the dialog's own words ("No answer", Yes / No). Unset: the dialog's.
   */
  lang?: string;
}

/**
 * The words of a file field (SEP-2356), from the dialog's texts and messages.
 *
 * @example
 * const words: Partial<FileFieldWords> = { choose: 'Choose a file…' };
 */
export interface FileFieldWords {
  /** The button that opens the picker while no file is chosen. */
  choose: string;
  /** The same button once a file is chosen. */
  replace: string;
  /** Removes the chosen file (`name` is the file's own, as sent). */
  remove: (name: string) => string;
  /** Beside the button: a file can be dropped here too. */
  drop: string;
  /** Under the chosen file: the server it is sent to, and when (unset: no server is named). */
  sentTo?: string;
  /** The chosen file's type and size. */
  details: (mediaType: string, size: number) => string;
  /** Said while the chosen file is read. */
  reading: string;
  /** Said once a file is chosen and read (`name` is the file's own, as sent). */
  chosen: (name: string) => string;
  /** The chosen file could not be read. */
  unreadable: string;
  /** The chosen file is larger than the server accepts (checked before it is read). */
  tooLarge: (maxSize: number) => string;
  /** The chosen file is of a type the server does not list (checked before it is read). */
  wrongType: (accept: readonly string[]) => string;
  /** Names a chosen file that has no name. */
  unnamed: string;
  /** In the field's place when the picker's code failed to load (the locale's `partUnavailable`). */
  unavailable: string;
}

/**
 * Which component renders each kind of field. Pass a partial one to the dialog's `fields` prop to swap one.
 *
 * @example
 * const fields: Partial<FieldRegistry> = { number: Stars };
 */
export type FieldRegistry = { [K in FieldKind]: ComponentType<FieldProps<K>> };
