// This library in its default configuration: <ElicitationDialog> with its stylesheet.
import { ElicitationDialog } from '../../src/index';
import '../../src/theme/styles.css';
import { mount } from './harness';

const SERVER = { id: 'bench', label: 'Bench server' };
const FIELD = '[role="dialog"] [data-slot="elicitation-field"]';
const emailField = () => document.querySelector(`${FIELD}:has(input[type="email"])`);

mount({
  Dialog: ({ request, onResult }) => <ElicitationDialog request={request} server={SERVER} onResult={onResult} />,
  emailError: () => emailField()?.querySelector('[data-slot="elicitation-field-error"]')?.textContent ?? null,
  emailInput: () => emailField()?.querySelector('input') ?? null,
  textInput: () => document.querySelector(`${FIELD}[data-kind="text"] input[type="text"]`),
  fieldSelector: '[data-slot="elicitation-field"]',
});
