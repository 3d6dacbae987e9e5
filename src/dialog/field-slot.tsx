'use client';
import { memo, useCallback, useMemo, useRef, type ComponentType } from 'react';
import { useController } from 'react-hook-form';
import { describedByOf } from '../fields/use-field-control';
import type { FieldProps } from '../fields/types';
import { sameValue, type FormValue } from 'mcp-elicitation-core';
import type { Field } from 'mcp-elicitation-core';
import { visibleText } from 'mcp-elicitation-core';
import { useElicitationPrivate } from './context';
import { useFormInternals } from './form-internals';
import { describeField } from '../locales/texts';

/**
 * The field as shown: its label, description and option titles with bidi controls and invisible
 * characters made visible. Keys and option values stay as sent; they are what the answer carries.
 */
function shownField(field: Field): Field {
  const shown = { ...field, label: visibleText(field.label) };
  if (field.description !== undefined) shown.description = visibleText(field.description, Infinity, { lineBreaks: true });
  if (shown.kind === 'select' || shown.kind === 'multiSelect') {
    shown.options = shown.options.map((option) => ({ ...option, label: visibleText(option.label) }));
  }
  return shown;
}

/** The ids of the field at `index` of form `formId`: the field's own, and the error summary's link target. */
export function fieldIds(formId: string, index: number): FieldProps['ids'] {
  const base = `${formId}-${index}`;
  return { control: `${base}-control`, label: `${base}-label`, description: `${base}-description`, error: `${base}-error` };
}

/**
 * Renders one field through the registry, bound to React Hook Form by `useController`: the field
 * subscribes to its own value and state only, so typing re-renders the field it changed.
 */
export const FieldSlot = memo(function FieldSlot({
  field: sent,
  name,
  index,
  component,
}: {
  field: Field;
  name: string;
  index: number;
  component?: ComponentType<FieldProps> | undefined;
}) {
  // Not the public context: it changes with the answer's state, which no field shows. With `memo`
  // and the private wiring (the same object while the words and `fieldsDisabled` stay), a render
  // of the root or of the form around the fields renders none of them.
  const wiring = useElicitationPrivate('ElicitationField');
  const { texts } = wiring;
  const unnamed = texts.unnamedField;
  // A field with an empty key and no title is named by the locale.
  const field = useMemo(() => shownField(sent.label === '' ? { ...sent, label: unnamed } : sent), [sent, unnamed]);
  const { form, engine, pointer, restored } = useFormInternals('ElicitationField');
  const { field: control, fieldState } = useController({ name, control: form.control });
  const value = control.value as FormValue;
  const error = fieldState.error?.message;
  // Set by the user's own change only: leaving a field counts (for React Hook Form's `onTouched`,
  // which then checks it) only after a change, never when it was merely passed by Tab or blurred
  // by script.
  const changed = useRef(false);
  const { onChange: change, onBlur: blur } = control;
  const onChange = useCallback(
    (next: unknown) => {
      changed.current = true;
      change(next);
    },
    [change],
  );
  const onBlur = useCallback(() => {
    if (!changed.current) return;
    // Checked as the user left it, once a press ends (see pointer-release.ts): a value set since
    // (a reset, a layout's `setValue` in the click the check waited for) was not left by the user,
    // and its error is not theirs to see yet.
    const leftWith = form.getValues(name);
    pointer.run(() => {
      if (sameValue(form.getValues(name), leftWith)) blur();
    });
  }, [blur, pointer, form, name]);
  // What describes the field besides the prefilled note: the same on every keystroke.
  const described = useMemo(() => describeField(texts, field.description, texts.hint(field)), [texts, field]);
  // A value the user did not type is sent all the same: say so while the server's default stands.
  // A draft restored from before the form was last unmounted is the user's: say so while it stands.
  const prefilled =
    sent.default !== undefined && sameValue(value, engine?.defaultValues[name])
      ? texts.prefilled
      : name in restored && sameValue(value, restored[name])
        ? texts.previousAnswer
        : undefined;
  const description =
    prefilled === undefined ? described : described === undefined ? prefilled : texts.describedWithHint(described, prefilled);
  const ids = useMemo(() => fieldIds(wiring.ids.form, index), [wiring.ids.form, index]);
  const Component = component ?? (wiring.registry[field.kind] as ComponentType<FieldProps>);
  const props: FieldProps = {
    field,
    name,
    value: value as never,
    onChange,
    onBlur,
    inputRef: control.ref,
    ids,
    describedBy: describedByOf(ids, description, error),
    description,
    error,
    disabled: wiring.fieldsDisabled,
    placeholder: field.required ? texts.chooseOption : texts.noAnswer,
    filter: { label: texts.filterChoices, status: texts.filterStatus },
  };
  return <Component {...props} />;
});
