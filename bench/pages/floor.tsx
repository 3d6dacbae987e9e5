// The floor: a hand-written form for exactly these kinds of field, with hand-written checks and no
// form or validation library. State lives in the form, inside the dialog (as the library keeps
// its own), so a keystroke re-renders the form and the one memoised field whose props changed,
// never the Radix shell around it. Errors show once a field was left, then update as the user
// types (like the library's "on touched" mode).
import { memo, useCallback, useId, useState } from 'react';
import { mount, type ContenderProps } from './harness';
import { fieldsOf, type FieldDef, type Kind } from './fields';
import { defaultsOf } from './schema';
import { Shell } from './shell';

type Value = string | boolean | string[];

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function check(field: FieldDef, value: Value | undefined): string | undefined {
  const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty) return field.required && field.kind !== 'boolean' ? 'Required' : undefined;
  const text = String(value);
  switch (field.kind) {
    case 'text':
      return text.length > Number(field.schema.maxLength ?? Infinity) ? 'Too long' : undefined;
    case 'email':
      return EMAIL.test(text) ? undefined : 'Enter an email address';
    case 'uri':
      return /^[a-z][a-z\d+.-]*:/i.test(text) && URL.canParse(text) ? undefined : 'Enter a full web address';
    case 'date':
      return DATE.test(text) ? undefined : 'Enter a date';
    case 'integer': {
      if (!/^[-+]?\d+$/.test(text.trim())) return 'Enter a whole number';
      const n = Number(text);
      if (n < Number(field.schema.minimum ?? -Infinity)) return `Must be at least ${String(field.schema.minimum)}`;
      if (n > Number(field.schema.maximum ?? Infinity)) return `Must be at most ${String(field.schema.maximum)}`;
      return undefined;
    }
    default:
      return undefined;
  }
}

interface FieldProps {
  field: FieldDef;
  id: string;
  value: Value | undefined;
  error: string | undefined;
  onChange: (key: string, value: Value) => void;
  onBlur: (key: string) => void;
}

const INPUT_TYPE: Partial<Record<Kind, string>> = { email: 'email', uri: 'url', date: 'date', integer: 'text', text: 'text' };

const Field = memo(function Field({ field, id, value, error, onChange, onBlur }: FieldProps) {
  const errorId = `${id}-error`;
  const common = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onBlur: () => onBlur(field.key),
  };
  let control;
  if (field.kind === 'boolean') {
    control = (
      <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(field.key, e.currentTarget.checked)} {...common} />
    );
  } else if (field.kind === 'select') {
    // A short single choice as the library shows it (up to six options): radio buttons in a
    // fieldset, every option visible, rather than a <select>, which would lay out less.
    return (
      <fieldset className="bench-field" aria-describedby={common['aria-describedby']}>
        <legend>
          {field.label}
          {field.required ? ' *' : ''}
        </legend>
        {field.options.map((o) => (
          <label key={o.value}>
            <input
              type="radio"
              name={id}
              value={o.value}
              required={field.required}
              checked={value === o.value}
              onChange={(e) => e.currentTarget.checked && onChange(field.key, o.value)}
              onBlur={common.onBlur}
            />
            {o.label}
          </label>
        ))}
        {error ? (
          <p id={errorId} className="bench-error">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  } else if (field.kind === 'multi') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="bench-field" aria-describedby={common['aria-describedby']}>
        <legend>{field.label}</legend>
        {field.options.map((o) => (
          <label key={o.value}>
            <input
              type="checkbox"
              checked={chosen.includes(o.value)}
              onChange={(e) => onChange(field.key, e.currentTarget.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}
              onBlur={common.onBlur}
            />
            {o.label}
          </label>
        ))}
        {error ? (
          <p id={errorId} className="bench-error">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  } else {
    control = (
      <input
        id={id}
        type={INPUT_TYPE[field.kind]}
        inputMode={field.kind === 'integer' ? 'numeric' : undefined}
        value={String(value ?? '')}
        required={field.required}
        onChange={(e) => onChange(field.key, e.currentTarget.value)}
        {...common}
      />
    );
  }
  return (
    <div className="bench-field">
      <label htmlFor={id}>
        {field.label}
        {field.required ? ' *' : ''}
      </label>
      {control}
      {error ? (
        <p id={errorId} className="bench-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** What is sent: integers as numbers, empty optional fields left out. */
function toContent(fields: FieldDef[], values: Record<string, Value>): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0 && !field.required)) continue;
    content[field.key] = field.kind === 'integer' ? Number(value) : value;
  }
  return content;
}

/** The form and its state: a child of the shell, so typing never re-renders the dialog around it. */
function FloorForm({ request, onResult, formId }: ContenderProps & { formId: string }) {
  const [fields] = useState(() => fieldsOf(request.requestedSchema));
  const [values, setValues] = useState(() => defaultsOf(request.requestedSchema) as Record<string, Value>);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const baseId = useId();
  const onChange = useCallback((key: string, value: Value) => setValues((v) => ({ ...v, [key]: value })), []);
  const onBlur = useCallback((key: string) => setTouched((t) => (t[key] ? t : { ...t, [key]: true })), []);
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (fields.every((f) => check(f, values[f.key]) === undefined)) onResult({ action: 'accept', content: toContent(fields, values) });
        else setTouched(Object.fromEntries(fields.map((f) => [f.key, true])));
      }}
    >
      {fields.map((field, i) => (
        <Field
          key={field.key}
          field={field}
          id={`${baseId}${i}`}
          value={values[field.key]}
          error={touched[field.key] ? check(field, values[field.key]) : undefined}
          onChange={onChange}
          onBlur={onBlur}
        />
      ))}
    </form>
  );
}

function FloorDialog({ request, onResult }: ContenderProps) {
  const formId = `${useId()}form`;
  return (
    <Shell message={request.message} onResult={onResult} formId={formId}>
      <FloorForm request={request} onResult={onResult} formId={formId} />
    </Shell>
  );
}

const emailField = () => document.querySelector('[role="dialog"] input[type="email"]')?.parentElement ?? null;

mount({
  Dialog: FloorDialog,
  emailError: () => emailField()?.querySelector('.bench-error')?.textContent ?? null,
  emailInput: () => document.querySelector<HTMLInputElement>('[role="dialog"] input[type="email"]'),
  textInput: () => document.querySelector<HTMLInputElement>('[role="dialog"] form input[type="text"]'),
  fieldSelector: '.bench-field',
});
