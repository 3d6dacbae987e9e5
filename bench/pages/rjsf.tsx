// react-jsonschema-form 6 (core theme) with its ajv 8 validator, errors shown live as the user types.
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { mount } from './harness';
import { Shell } from './shell';

const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };

mount({
  Dialog: ({ request, onResult }) => (
    <Shell message={request.message} onResult={onResult} formId="rjsf-form">
      <Form
        id="rjsf-form"
        schema={request.requestedSchema as RJSFSchema}
        uiSchema={uiSchema}
        validator={validator}
        liveValidate="onChange"
        showErrorList={false}
        noHtml5Validate
        onSubmit={({ formData }) => onResult({ action: 'accept', content: formData as Record<string, unknown> })}
      />
    </Shell>
  ),
  emailError: () => document.getElementById('root_email__error')?.textContent ?? null,
  emailInput: () => document.querySelector<HTMLInputElement>('#root_email'),
  textInput: () => document.querySelector<HTMLInputElement>('#root_name'),
  // Each property's wrapper; the root object's wrapper holds them all.
  fieldSelector: '.rjsf-field:not(.rjsf-field-object)',
});
