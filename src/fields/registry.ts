import { BooleanField } from './boolean-field';
import { MultiSelectField } from './multi-select-field';
import { NumberField } from './number-field';
import { OnDemandFileField } from './on-demand-file-field';
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
  // File inputs (SEP-2356, a draft): made only with `experimental.files`; their code loads on demand.
  file: OnDemandFileField,
};
