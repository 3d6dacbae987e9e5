'use client';
import { memo, useCallback, useMemo, useRef, type ComponentType } from 'react';
import { describedByOf } from '../fields/use-field-control';
import type { FieldProps } from '../fields/types';
import { sameValue, type FormValue } from 'mcp-elicitation-core';
import type { Field } from 'mcp-elicitation-core';
import { visibleText } from 'mcp-elicitation-core';
import { useElicitationPrivate } from './context';
import { useFieldBinding } from './field-binding';
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
 * Renders one field through the registry, bound to React Hook Form by `useFieldBinding`: the
 * field subscribes to its own value and error only, so typing re-renders the field it changed.
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
  const { form, engine, pointer, restored, store, isSubmitted } = useFormInternals('ElicitationField');
  const { snapshot, change, blur, ref } = useFieldBinding(form, name);
  const { value, error } = snapshot;
  // Set by the user's own change only: a blur validates a field the user changed, never one merely
  // passed by Tab or blurred by script.
  const changed = useRef(false);
  // Set once the user changed the field and left it: from then on every change validates it, so an
  // answer made wrong again says so at once, as one fixed clears its error at once. (Before that,
  // a change is checked only after a submit or while the field shows an error.)
  const left = useRef(false);
  const onChange = useCallback(
    (next: unknown) => {
      changed.current = true;
      // Checked at once after a submit, once the field was left, or while it shows an error: the
      // value and its error change together, one render per keystroke.
      if (isSubmitted() || left.current || error !== undefined) store.changeAndCheck(name, next as FormValue);
      else change(next as FormValue);
    },
    [change, isSubmitted, error, store, name],
  );
  const onBlur = useCallback(() => {
    blur();
    if (!changed.current) return;
    left.current = true;
    // Checked as the user left it: a value set since (a reset, a layout's `setValue` in the click
    // the check waited for) was not left by the user, and its error is not theirs to see yet.
    const leftWith = form.getValues(name);
    pointer.run(() => {
      if (sameValue(form.getValues(name), leftWith)) store.checkNow(name);
    });
  }, [blur, pointer, form, store, name]);
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
    inputRef: ref,
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
