// The inline presentation (<ElicitationPanel>: no Radix Dialog, no portal) with the stylesheet.
// bench/contenders.mjs builds this page only once src/public-api.ts exports ElicitationPanel.
// @ts-expect-error -- ElicitationPanel arrives with the headless core (issue 12): delete this line when it does.
import { ElicitationPanel } from '../../src/index';
import '../../src/theme/styles.css';
import { mount } from './harness';

const SERVER = { id: 'bench', label: 'Bench server' };
let panel: HTMLElement | null = null;
const FIELD = '[data-slot="elicitation-field"]';
const emailField = () => panel?.querySelector(`${FIELD}:has(input[type="email"])`) ?? null;

mount({
  Dialog: ({ request, onResult }) => (
    <ElicitationPanel
      ref={(element: HTMLElement | null) => void (panel = element)}
      request={request}
      server={SERVER}
      onResult={onResult}
      autoFocus
    />
  ),
  container: () => panel,
  emailError: () => emailField()?.querySelector('[data-slot="elicitation-field-error"]')?.textContent ?? null,
  emailInput: () => emailField()?.querySelector('input') ?? null,
  textInput: () => panel?.querySelector<HTMLInputElement>(`${FIELD}[data-kind="text"] input[type="text"]`) ?? null,
  fieldSelector: FIELD,
});
