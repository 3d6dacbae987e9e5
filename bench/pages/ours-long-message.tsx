// A server's 200,000-character message against a short one, in the same page and form (issue:
// "a 200,000-character message freezes the page for 16 s"): <ElicitationDialog> with the library's
// stylesheet, so the message is laid out in the stylesheet's own font stack (`--mcp-el-font`,
// system-ui first), the font in which one long unbroken word once cost seconds to wrap.
//   ?variant=long   the first opening's message is the long one (a cold open); default short
//   window.__benchMessage('long' | 'short') picks the next opening's (warm opens, alternated)
// The long message: prose, then one unbroken word of LONG_WORD characters (a pasted token or log
// line: no space anywhere in it), then prose up to LONG_TOTAL characters. Each opening's message
// starts with its number, so no opening repeats an earlier one.
import { ElicitationDialog } from '../../src/index';
import '../../src/theme/styles.css';
import { mount } from './harness';
import type { BenchRequest } from './schema';

const SERVER = { id: 'bench', label: 'Bench server' };
const LONG_TOTAL = 200_000;
const LONG_WORD = 60_000;
const FIELD = '[role="dialog"] [data-slot="elicitation-field"]';

type Variant = 'long' | 'short';
let next: Variant = new URLSearchParams(location.search).get('variant') === 'long' ? 'long' : 'short';

declare global {
  interface Window {
    __benchMessage: (variant: Variant) => void;
  }
}
window.__benchMessage = (variant) => {
  next = variant;
};

const PROSE = 'The build log of the deployment follows, as the server captured it from the runner. ';
/** Letters and digits without a space, as in a base64 blob or a minified line. */
function unbroken(length: number, seq: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let text = '';
  for (let i = 0; text.length < length; i++) text += alphabet[(i * 7 + seq) % alphabet.length];
  return text;
}

function message(seq: number, variant: Variant): string {
  const head = `Request ${seq}: should the deployment go ahead? `;
  if (variant === 'short') return `${head}${PROSE}`;
  const start = `${head}${PROSE.repeat(20)}`;
  const word = unbroken(LONG_WORD, seq);
  const rest = PROSE.repeat(Math.ceil((LONG_TOTAL - start.length - word.length) / PROSE.length));
  return `${start}${word} ${rest}`.slice(0, LONG_TOTAL);
}

function request(seq: number): BenchRequest {
  return {
    mode: 'form',
    message: message(seq, next),
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name', maxLength: 60, default: 'Ada Lovelace' },
        approve: { type: 'boolean', title: 'Deploy now', default: false },
      },
      required: ['name'],
    },
  };
}

mount({
  Dialog: ({ request: asked, onResult }) => <ElicitationDialog request={asked} server={SERVER} onResult={onResult} />,
  request,
  emailError: () => null,
  emailInput: () => null,
  textInput: () => document.querySelector(`${FIELD}[data-kind="text"] input[type="text"]`),
  fieldSelector: '[data-slot="elicitation-field"]',
});
