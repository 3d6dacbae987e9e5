// The same-stack floor: the benchmark's dialog written by hand on the stack the library is built on
// and a React form app already ships (react-hook-form, @hookform/resolvers with zod,
// @radix-ui/react-dialog), for exactly the benchmark's fields, as a careful developer would write it
// from their documentation. The patterns it follows:
// - shadcn/ui's Form (ui/form.tsx of the new-york-v4 registry): `Form` is React Hook Form's
//   FormProvider; `FormField` is RHF's Controller inside a context that names the field; `FormItem`
//   makes the field's ids (useId); `FormLabel`, `FormControl` (a Radix Slot that gives the control
//   its id, aria-describedby and aria-invalid) and `FormMessage` read the field's state through
//   `useFormField` (useFormState({ name }) and getFieldState). The multiple choice is its
//   checkbox-form-multiple example (one FormField per option on the same name), the single choice
//   its radio-group-form example (a FormItem per option inside the group's FormControl).
// - React Hook Form: useForm({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' })
//   (a field is checked when first left, then on every change, as the library does) and
//   handleSubmit(onValid), which hands over the resolver's parsed values; @hookform/resolvers'
//   zodResolver with a zod object written field kind by field kind.
// - shadcn/ui's Dialog (Radix Dialog: Root, Portal, Overlay, Content with Title, Description, Close
//   and a footer): the benchmark's shared shell (shell.tsx), which every floor and peer renders in.
// shadcn's Input is a styled <input>; its Checkbox and RadioGroup are Radix packages of their own,
// which a form app may not have, so native checkboxes and radio buttons stand in for them. The
// schema is built from the request, as each opening's request differs (the first maxLength).
import { zodResolver } from '@hookform/resolvers/zod';
import { Slot } from '@radix-ui/react-slot';
import { createContext, useContext, useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import {
  Controller,
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { z } from 'zod';
import { fieldsOf, type FieldDef } from './fields';
import { mount, type ContenderProps } from './harness';
import { defaultsOf } from './schema';
import { Shell } from './shell';

// ---- shadcn/ui's Form parts, over React Hook Form ------------------------------------------------

const Form = FormProvider;

const FormFieldContext = createContext<{ name: string } | null>(null);
const FormItemContext = createContext<{ id: string } | null>(null);

function FormField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>(props: ControllerProps<TFieldValues, TName>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

function useFormField() {
  const field = useContext(FormFieldContext);
  const item = useContext(FormItemContext);
  if (field === null || item === null) throw new Error('useFormField should be used within <FormField> and <FormItem>');
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const state = getFieldState(field.name, formState);
  return {
    name: field.name,
    formItemId: `${item.id}-form-item`,
    formMessageId: `${item.id}-form-item-message`,
    ...state,
  };
}

function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId();
  return (
    <FormItemContext.Provider value={{ id }}>
      <div className={className ?? 'bench-field'} {...props} />
    </FormItemContext.Provider>
  );
}

function FormLabel(props: ComponentProps<'label'>) {
  const { formItemId } = useFormField();
  return <label htmlFor={formItemId} {...props} />;
}

/** A group's label: a fieldset's legend names its options together. */
function FormLegend(props: ComponentProps<'legend'>) {
  return <legend {...props} />;
}

function FormControl(props: ComponentProps<typeof Slot>) {
  const { error, formItemId, formMessageId } = useFormField();
  return <Slot id={formItemId} aria-describedby={error ? formMessageId : undefined} aria-invalid={error ? true : undefined} {...props} />;
}

function FormMessage() {
  const { error, formMessageId } = useFormField();
  if (!error?.message) return null;
  return (
    <p id={formMessageId} className="bench-error">
      {error.message}
    </p>
  );
}

// ---- The form for the benchmark's request -----------------------------------------------------------

const required = (schema: z.ZodType<unknown, string>) => z.string().min(1, 'Required').pipe(schema);
const optional = (schema: z.ZodType<unknown, string>) => z.union([z.literal(''), schema]);

/** One zod type per field, written for the kinds the benchmark asks for. */
function zodFor(field: FieldDef): z.ZodType {
  const text = (schema: z.ZodType<unknown, string>) => (field.required ? required(schema) : optional(schema));
  switch (field.kind) {
    case 'boolean':
      return z.boolean();
    case 'multi':
      return z.array(z.enum(field.options.map((o) => o.value) as [string, ...string[]]));
    case 'select':
      return z.enum(field.options.map((o) => o.value) as [string, ...string[]], { message: 'Required' });
    case 'email':
      return text(z.email('Enter an email address'));
    case 'uri':
      return text(z.url('Enter a full web address'));
    case 'date':
      return text(z.iso.date('Enter a date'));
    case 'integer':
      return text(
        z
          .string()
          .trim()
          .regex(/^[-+]?\d+$/, 'Enter a whole number')
          .transform(Number)
          .pipe(
            z
              .number()
              .min(Number(field.schema.minimum), `Must be at least ${String(field.schema.minimum)}`)
              .max(Number(field.schema.maximum), `Must be at most ${String(field.schema.maximum)}`),
          ),
      );
    default:
      return text(z.string().max(Number(field.schema.maxLength ?? Number.POSITIVE_INFINITY), 'Too long'));
  }
}

/** The inputs' starting values: text inputs hold strings, an unset choice nothing. */
function defaultValues(fields: FieldDef[], defaults: Record<string, unknown>): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    const value = defaults[field.key];
    if (field.kind === 'boolean') values[field.key] = value === true;
    else if (field.kind === 'multi') values[field.key] = Array.isArray(value) ? value : [];
    else if (field.kind === 'select') values[field.key] = value;
    else values[field.key] = value === undefined ? '' : String(value);
  }
  return values;
}

const INPUT_TYPE: Partial<Record<FieldDef['kind'], string>> = { email: 'email', uri: 'url', date: 'date', integer: 'text', text: 'text' };

function Field({ field }: { field: FieldDef }): ReactNode {
  if (field.kind === 'boolean') {
    return (
      <FormField
        name={field.key}
        render={({ field: control }) => (
          <FormItem>
            <FormControl>
              <input
                type="checkbox"
                ref={control.ref}
                name={control.name}
                checked={control.value === true}
                onChange={(event) => control.onChange(event.currentTarget.checked)}
                onBlur={control.onBlur}
              />
            </FormControl>
            <FormLabel>{field.label}</FormLabel>
            <FormMessage />
          </FormItem>
        )}
      />
    );
  }
  if (field.kind === 'select') {
    // radio-group-form: the group's FormItem, then one FormItem per option with its control and label.
    return (
      <FormField
        name={field.key}
        render={({ field: control }) => (
          <FormItem>
            <fieldset>
              <FormLegend>
                {field.label}
                {field.required ? ' *' : ''}
              </FormLegend>
              {field.options.map((option, i) => (
                <FormItem key={option.value} className="bench-option">
                  <FormControl>
                    <input
                      type="radio"
                      ref={i === 0 ? control.ref : undefined}
                      name={control.name}
                      value={option.value}
                      checked={control.value === option.value}
                      onChange={(event) => event.currentTarget.checked && control.onChange(option.value)}
                      onBlur={control.onBlur}
                    />
                  </FormControl>
                  <FormLabel>{option.label}</FormLabel>
                </FormItem>
              ))}
            </fieldset>
            <FormMessage />
          </FormItem>
        )}
      />
    );
  }
  if (field.kind === 'multi') {
    // checkbox-form-multiple: the group's FormField, then one FormField per option on the same name.
    return (
      <FormField
        name={field.key}
        render={() => (
          <FormItem>
            <fieldset>
              <FormLegend>{field.label}</FormLegend>
              {field.options.map((option) => (
                <FormField
                  key={option.value}
                  name={field.key}
                  render={({ field: control }) => {
                    const chosen = (control.value ?? []) as string[];
                    return (
                      <FormItem className="bench-option">
                        <FormControl>
                          <input
                            type="checkbox"
                            checked={chosen.includes(option.value)}
                            onChange={(event) =>
                              control.onChange(
                                event.currentTarget.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value),
                              )
                            }
                            onBlur={control.onBlur}
                          />
                        </FormControl>
                        <FormLabel>{option.label}</FormLabel>
                      </FormItem>
                    );
                  }}
                />
              ))}
            </fieldset>
            <FormMessage />
          </FormItem>
        )}
      />
    );
  }
  return (
    <FormField
      name={field.key}
      render={({ field: control }) => (
        <FormItem>
          <FormLabel>
            {field.label}
            {field.required ? ' *' : ''}
          </FormLabel>
          <FormControl>
            <input type={INPUT_TYPE[field.kind]} inputMode={field.kind === 'integer' ? 'numeric' : undefined} {...control} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** What is sent: the resolver's parsed values, empty optional fields left out. */
function toContent(fields: FieldDef[], values: FieldValues): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0 && !field.required)) continue;
    content[field.key] = value;
  }
  return content;
}

/** The form and its state: a child of the shell, so typing never re-renders the dialog around it. */
function StackForm({ request, onResult, formId }: ContenderProps & { formId: string }) {
  const fields = useMemo(() => fieldsOf(request.requestedSchema), [request]);
  const schema = useMemo(() => z.object(Object.fromEntries(fields.map((field) => [field.key, zodFor(field)]))), [fields]);
  const defaults = useMemo(() => defaultValues(fields, defaultsOf(request.requestedSchema)), [fields, request]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: defaults, mode: 'onTouched' });
  return (
    <Form {...form}>
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit((values) => onResult({ action: 'accept', content: toContent(fields, values as FieldValues) }))}
      >
        {fields.map((field) => (
          <Field key={field.key} field={field} />
        ))}
      </form>
    </Form>
  );
}

function StackFloorDialog({ request, onResult }: ContenderProps) {
  const formId = `${useId()}form`;
  return (
    <Shell message={request.message} onResult={onResult} formId={formId}>
      <StackForm request={request} onResult={onResult} formId={formId} />
    </Shell>
  );
}

const emailField = () => document.querySelector('[role="dialog"] input[type="email"]')?.closest('.bench-field') ?? null;

mount({
  Dialog: StackFloorDialog,
  emailError: () => emailField()?.querySelector('.bench-error')?.textContent ?? null,
  emailInput: () => document.querySelector<HTMLInputElement>('[role="dialog"] input[type="email"]'),
  textInput: () => document.querySelector<HTMLInputElement>('[role="dialog"] form input[type="text"]'),
  fieldSelector: '.bench-field',
});
