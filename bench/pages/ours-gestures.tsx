// One-gesture answers against the plain form of the same question (`?variant=`):
//   gate        an approval gate (the only field a required boolean): Confirm answers at once
//   gate-form   the same approval as a plain form: an optional "Go ahead" checkbox, then Accept
//   quick       one required choice of three: each option is a button that answers
//   quick-form  the same choice with quick answers off: a radio group, then Accept
// The first interaction is each one's whole answer: one click, or a click and Accept. A one-press
// answer ignores input for a moment after it appears (GESTURE_ARMING_DELAY): its press is timed from
// the moment it arms, press to result, as the plain form's is from focus.
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
        // The plain form's twin says the same without "confirm": a confirmation is always a gate now
        // (optional ones too, with Skip), and a preference with quick answers off is a checkbox.
        properties:
          variant === 'gate'
            ? { confirm: { type: 'boolean', title: `I confirm deleting ${seq} KB` } }
            : { proceed: { type: 'boolean', title: `Go ahead with deleting ${seq} KB` } },
        required: variant === 'gate' ? ['confirm'] : [],
      },
    };
  }
  return {
    mode: 'form',
    message: `Which environment should deployment ${seq} go to?`,
    requestedSchema: {
      type: 'object',
      properties: {
        env: { type: 'string', title: 'Environment', enum: ['dev', 'staging', 'production'], description: `Deployment ${seq}` },
      },
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
  const choice = root.querySelector<HTMLInputElement>(
    variant === 'gate-form' ? 'input[type="checkbox"]' : 'input[type="radio"][value="staging"]',
  );
  const accept = button('Accept');
  if (!choice || !accept) return false;
  choice.click();
  accept.click();
  return true;
}

/** Until the one-press buttons have armed (`data-arming` gone); at once for the plain forms. */
function gestureReady(): Promise<void> {
  const root = dialog();
  if (!root?.querySelector('[data-arming]')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.querySelector('[data-arming]')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-arming'] });
  });
}

mount({
  Dialog: ({ request: asked, onResult }) => (
    <ElicitationDialog request={asked} server={SERVER} onResult={onResult} quickAnswers={!variant.endsWith('-form')} />
  ),
  request,
  // A gate or quick answer focuses a button (Confirm, Decline or the first option); a form, its first control.
  focusTarget: 'input, select, textarea, button',
  firstGesture,
  gestureReady,
  emailError: () => null,
  emailInput: () => null,
  textInput: () => null,
  fieldSelector: '[data-slot="elicitation-field"]',
});
