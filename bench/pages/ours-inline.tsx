// The inline presentation (<ElicitationPanel>: no Radix Dialog, no portal) with the stylesheet.
// bench/contenders.mjs builds this page only once the package exports ElicitationPanel.
import type { ComponentType } from 'react';
import * as library from '../../src/index';
import '../../src/theme/styles.css';
import { mount, type ContenderProps } from './harness';

type PanelProps = ContenderProps & { server: { id: string; label?: string }; autoFocus?: boolean };
// Read as a member rather than a named import, so this page type-checks before the export exists;
// a member access of a namespace import still tree-shakes (measured: same bytes as a named import).
const ElicitationPanel = (library as unknown as { ElicitationPanel: ComponentType<PanelProps> }).ElicitationPanel;

const SERVER = { id: 'bench', label: 'Bench server' };
const PANEL = '[data-bench-panel]';
const FIELD = `${PANEL} [data-slot="elicitation-field"]`;
const emailField = () => document.querySelector(`${FIELD}:has(input[type="email"])`);

mount({
  // The wrapper comes and goes with the request, so the harness can see it open and close.
  Dialog: ({ request, onResult }) => (
    <div data-bench-panel="">
      <ElicitationPanel request={request} server={SERVER} onResult={onResult} autoFocus />
    </div>
  ),
  container: () => document.querySelector<HTMLElement>(PANEL),
  emailError: () => emailField()?.querySelector('[data-slot="elicitation-field-error"]')?.textContent ?? null,
  emailInput: () => emailField()?.querySelector('input') ?? null,
  textInput: () => document.querySelector(`${FIELD}[data-kind="text"] input[type="text"]`),
  fieldSelector: '[data-slot="elicitation-field"]',
});
