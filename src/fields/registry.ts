import { BooleanField } from './boolean-field';
import { MultiSelectField } from './multi-select-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import type { FieldRegistry } from './types';

/**
 * The components the dialog uses for each kind of field.
 *
 * @example
 * <ElicitationDialog fields={{ ...defaultFieldRegistry, select: MyCombobox }} … />
 */
export const defaultFieldRegistry: FieldRegistry = {
  text: TextField,
  number: NumberField,
  boolean: BooleanField,
  select: SelectField,
  multiSelect: MultiSelectField,
};

/**
 * Built-in field components that use no hooks: the dialog calls them as functions inside its own
 * field component rather than mounting them, so a field is one component, not two. Any other
 * component (a host's, or one with hooks) is mounted as usual. Keep a component here only while it
 * calls no hook.
 */
export const hookFreeFields: ReadonlySet<unknown> = new Set([TextField, NumberField, BooleanField, SelectField]);
