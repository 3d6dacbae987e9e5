// This library with ajv from the start (createAjvValidator, cached as the default used to be): the
// behaviour before the default went lite-first, kept as a reference row in the same run.
import { ElicitationDialog } from '../../src/index';
import { createCachedValidator } from 'mcp-elicitation-core';
import { createAjvValidator } from 'mcp-elicitation-core/ajv';
import '../../src/theme/styles.css';
import { mount } from './harness';

const SERVER = { id: 'bench', label: 'Bench server' };
const FIELD = '[role="dialog"] [data-slot="elicitation-field"]';
const emailField = () => document.querySelector(`${FIELD}:has(input[type="email"])`);
const validator = createCachedValidator(createAjvValidator());

mount({
  Dialog: ({ request, onResult }) => <ElicitationDialog request={request} server={SERVER} onResult={onResult} validator={validator} />,
  emailError: () => emailField()?.querySelector('[data-slot="elicitation-field-error"]')?.textContent ?? null,
  emailInput: () => emailField()?.querySelector('input') ?? null,
  textInput: () => document.querySelector(`${FIELD}[data-kind="text"] input[type="text"]`),
  fieldSelector: '[data-slot="elicitation-field"]',
});
