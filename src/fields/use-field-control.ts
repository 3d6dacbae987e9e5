import { createElement, Fragment, type ReactNode } from 'react';
import { slot } from '../theme/slot';
import type { FieldProps } from './types';

/**
 * What {@link useFieldControl} returns: prop bags for each element of a field, and its state.
 * Each bag's `className` is the class the stylesheet styles that part by (`mcp-<slot>`): to add
 * your own, join the two (`className={labelProps.className + ' mine'}`) rather than replace it.
 *
 * @example
 * const { labelProps, controlProps }: FieldControl = useFieldControl(props);
 */
export interface FieldControl {
  /** For the field's wrapper: state as data attributes, for styling. */
  frameProps: {
    'data-slot': 'elicitation-field';
    className: string;
    'data-kind': string;
    'data-invalid': '' | undefined;
    'data-required': '' | undefined;
    'data-disabled': '' | undefined;
  };
  /**
   * For the `<label>` (or, for a control that is not labelable, any element whose `id` the
   * control names with `aria-labelledby={labelProps.id}`). `dir="auto"` sets the label's direction
   * from its own text and isolates that text (the server's) from what is around it.
   */
  labelProps: {
    id: string;
    htmlFor: string;
    'data-slot': 'elicitation-field-label';
    className: string;
    dir: 'auto';
    /** The language of the server's text, when it said (SEP-2792, `experimental.language`). */
    lang?: string;
  };
  /**
   * For the control: id and name, `required`, `aria-invalid` while there is an error,
   * `aria-describedby` naming only the description and error that are rendered, `disabled`,
   * `onBlur` (errors show once a field was left), and the ref that receives focus when this is the
   * first invalid field.
   */
  controlProps: {
    id: string;
    name: string;
    'data-slot': 'elicitation-field-control';
    className: string;
    required: boolean;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    disabled: boolean;
    onBlur: () => void;
    ref: ((element: HTMLElement | null) => void) | undefined;
  };
  /**
   * For the description, or `undefined` when there is none (render nothing then). Its text is
   * `children`: a string, or, when the server named its language (`lang`) and the dialog added its
   * own words to the server's description, the server's part in an element marked with `lang`.
   */
  descriptionProps:
    | {
        id: string;
        'data-slot': 'elicitation-field-description';
        className: string;
        dir: 'auto';
        /** The language of the server's text, when the description is the server's alone. */
        lang?: string;
        children: ReactNode;
      }
    | undefined;
  /** For the error message, or `undefined` while there is none (render nothing then). Its text is `children`. */
  errorProps: { id: string; 'data-slot': 'elicitation-field-error'; className: string; children: string } | undefined;
  /** Whether the server requires an answer (show a marker; the control already carries `required`). */
  required: boolean;
  invalid: boolean;
}

/**
 * The ARIA wiring of a field, for a replacement control (a date picker, a combobox): spread the
 * bags on your own elements and it is labelled, described and invalid exactly like the built-in
 * fields. Ids are referenced only when their element is rendered, so `aria-describedby` never
 * dangles. Takes the props a registry component receives.
 *
 * @example
 * function DatePicker(props: FieldProps<'text'>) {
 *   const { frameProps, labelProps, controlProps, descriptionProps, errorProps } = useFieldControl(props);
 *   return (
 *     <div {...frameProps}>
 *       <label {...labelProps}>{props.field.label}</label>
 *       <input {...controlProps} type="date" value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)} />
 *       {descriptionProps ? <p {...descriptionProps} /> : null}
 *       {errorProps ? <p {...errorProps} /> : null}
 *     </div>
 *   );
 * }
 */
export function useFieldControl(props: FieldControlInput): FieldControl {
  // Pure: a hook by name so it can grow state (and stay callable from any component) without a break.
  return fieldControl(props);
}

/**
 * What {@link useFieldControl} reads: the props a registry component receives (value and handlers aside).
 *
 * @example
 * const input: FieldControlInput = { field, ids, description, error, disabled, onBlur };
 */
export type FieldControlInput = Pick<FieldProps, 'field' | 'ids' | 'description' | 'error' | 'disabled' | 'onBlur' | 'lang'> & {
  inputRef?: FieldProps['inputRef'];
};

/**
 * What a field's `aria-describedby` names: its description's id and its error's, each only while
 * that text is rendered (so the reference never dangles); undefined when neither is. The dialog
 * hands the same to every field as `describedBy`.
 *
 * @example
 * describedByOf(ids, 'At most 60 characters', undefined); // ids.description
 */
export function describedByOf(ids: FieldProps['ids'], description: string | undefined, error: string | undefined): string | undefined {
  if (description === undefined) return error === undefined ? undefined : ids.error;
  return error === undefined ? ids.description : `${ids.description} ${ids.error}`;
}

/** {@link useFieldControl} for code that is not a component (the built-in fields' helpers). */
export function fieldControl(props: FieldControlInput): FieldControl {
  const { field, ids, description, error, disabled } = props;
  return {
    frameProps: {
      ...slot('elicitation-field'),
      'data-kind': field.kind,
      'data-invalid': error === undefined ? undefined : '',
      'data-required': field.required ? '' : undefined,
      'data-disabled': disabled ? '' : undefined,
    },
    labelProps: {
      id: ids.label,
      htmlFor: ids.control,
      ...slot('elicitation-field-label'),
      dir: 'auto',
      ...(props.lang !== undefined && { lang: props.lang }),
    },
    controlProps: {
      id: ids.control,
      name: field.key,
      ...slot('elicitation-field-control'),
      required: field.required,
      'aria-invalid': error === undefined ? undefined : true,
      'aria-describedby': describedByOf(ids, description, error),
      disabled,
      onBlur: props.onBlur,
      ref: props.inputRef,
    },
    descriptionProps:
      description === undefined
        ? undefined
        : {
            id: ids.description,
            ...slot('elicitation-field-description'),
            dir: 'auto',
            ...inLanguage(description, field.description, props.lang),
          },
    errorProps: error === undefined ? undefined : { id: ids.error, ...slot('elicitation-field-error'), children: error },
    required: field.required,
    invalid: error !== undefined,
  };
}

/**
 * A description's text, its server's part marked with the server's language: the whole description
 * when it is the server's alone, else (the dialog added a hint or a note in its own words, which keep
 * the dialog's language) the server's description inside it, which the locale's wording holds as is.
 */
function inLanguage(description: string, server: string | undefined, lang: string | undefined): { lang?: string; children: ReactNode } {
  if (lang === undefined || server === undefined || server === '') return { children: description };
  if (description === server) return { lang, children: description };
  const at = description.indexOf(server);
  if (at < 0) return { children: description };
  return {
    children: createElement(
      Fragment,
      null,
      description.slice(0, at),
      createElement('span', { lang }, server),
      description.slice(at + server.length),
    ),
  };
}
