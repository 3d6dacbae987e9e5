// One-gesture answers against the plain form of the same question (`?variant=`):
//   gate        an approval gate (the only field a required boolean): Confirm answers at once
//   gate-form   the same approval as a plain form: an optional "I confirm" checkbox, then Accept
//   quick       one required choice of three: each option is a button that answers
//   quick-form  the same choice with quick answers off: a radio group, then Accept
// The first interaction is each one's whole answer: one click, or a click and Accept.
import { ElicitationDialog } from '../../src/index';
import '../../src/theme/styles.css';
import { mount } from './harness';
import type { BenchRequest } from './schema';

const SERVER = { id: 'bench', label: 'Bench server' };
const variant = new URLSearchParams(location.search).get('variant') ?? 'gate';
const gate = variant.startsWith('gate');

/** Opening number `seq`: new content each time (the message and a title carry it), as real requests differ. */
function request(seq: number): BenchRequest {
  if (gate) {
    return {
      mode: 'form',
      message: `Delete 3 files (${seq} KB) from the workspace? This cannot be undone.\n\nlogs/app.log\nlogs/error.log\ntmp/build.log`,
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: `I confirm deleting ${seq} KB` } },
        required: variant === 'gate' ? ['confirm'] : [],
      },
    };
  }
  return {
    mode: 'form',
    message: `Which environment should deployment ${seq} go to?`,
    requestedSchema: {
      type: 'object',
      properties: { env: { type: 'string', title: 'Environment', enum: ['dev', 'staging', 'production'], description: `Deployment ${seq}` } },
      required: ['env'],
    },
  };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
/** A button by its visible name (a quick answer's key hint, in a `kbd`, is not part of it). */
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => (b.querySelector('bdi')?.textContent ?? b.textContent)?.trim() === name);

function firstGesture(): boolean {
  const root = dialog();
  if (!root) return false;
  if (variant === 'gate' || variant === 'quick') {
    const answer = button(variant === 'gate' ? 'Confirm' : 'staging');
    answer?.click();
    return answer !== undefined;
  }
  const choice = root.querySelector<HTMLInputElement>(variant === 'gate-form' ? 'input[type="checkbox"]' : 'input[type="radio"][value="staging"]');
  const accept = button('Accept');
  if (!choice || !accept) return false;
  choice.click();
  accept.click();
  return true;
}

mount({
  Dialog: ({ request: asked, onResult }) => (
    <ElicitationDialog request={asked} server={SERVER} onResult={onResult} quickAnswers={variant !== 'quick-form'} />
  ),
  request,
  // A gate or quick answer focuses a button (Confirm, Decline or the first option); a form, its first control.
  focusTarget: 'input, select, textarea, button',
  firstGesture,
  emailError: () => null,
  emailInput: () => null,
  textInput: () => null,
  fieldSelector: '[data-slot="elicitation-field"]',
});
