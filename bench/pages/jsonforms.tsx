// JSON Forms 3 with its vanilla renderers and its own ajv validation (errors always shown).
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { useRef, useState } from 'react';
import { mount, type ContenderProps } from './harness';
import { defaultsOf } from './schema';
import { Shell } from './shell';

function JsonFormsDialog({ request, onResult }: ContenderProps) {
  // A host passes the defaults as initial data: JSON Forms does not fill them in itself.
  const [initial] = useState(() => defaultsOf(request.requestedSchema));
  const latest = useRef<{ data: unknown; errors: unknown[] }>({ data: initial, errors: [] });
  return (
    <Shell
      message={request.message}
      onResult={onResult}
      onAccept={() => {
        // JSON Forms has no submit: it validates on every change, so Accept sends the last valid data.
        if (latest.current.errors.length === 0) onResult({ action: 'accept', content: latest.current.data as Record<string, unknown> });
      }}
    >
      <JsonForms
        schema={request.requestedSchema}
        data={initial}
        renderers={vanillaRenderers}
        cells={vanillaCells}
        onChange={({ data, errors }) => (latest.current = { data, errors: errors ?? [] })}
      />
    </Shell>
  );
}

function labelled(text: string): HTMLElement | null {
  const label = [...document.querySelectorAll<HTMLLabelElement>('[role="dialog"] label')].find(
    (l) => l.textContent?.replace(/\*$/, '').trim() === text,
  );
  return label?.parentElement ?? null;
}

mount({
  Dialog: JsonFormsDialog,
  emailError: () => labelled('Email')?.querySelector('.validation_error')?.textContent || null,
  emailInput: () => labelled('Email')?.querySelector('input') ?? null,
  textInput: () => labelled('Name')?.querySelector('input') ?? null,
  // The vertical layout wraps each field in one of these.
  fieldSelector: '.vertical-layout-item',
});
