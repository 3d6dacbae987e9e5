// The contenders, in table order. To add one, give it a page under bench/pages/ that calls
// `mount()` from harness.tsx (or reuse a page with `replace`) and list it here; a contender without
// an entry is listed with "not measured" and a note saying why.
import { readFileSync } from 'node:fs';

const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');
// The inline presentation comes with the headless core; its page is built once the package exports it.
const inlineBuilt = /\bElicitationPanel\b/.test(read('../src/index.ts'));

/** The React-only page every contender's bytes are measured against. */
export const baseline = { id: 'baseline', entry: 'baseline.tsx' };

const LIBRARY = ['@radix-ui/react-dialog', 'ajv', 'ajv-formats', 'react-hook-form'];
/** What the same-stack floor is written with (besides React and Radix Dialog). */
const STACK = ['react-hook-form', '@hookform/resolvers', 'zod'];

/**
 * - `role: 'subject'`: this library; its ratios to the floor and to each peer are the headline.
 * - `role: 'peer'`: another form library, measured the same way.
 * - `role: 'floor'`: the hand-written form on the same stack (react-hook-form, @hookform/resolvers,
 *   Radix Dialog) that every time goal is judged against.
 * - `role: 'reference'`: the hand-written form with React alone, kept as a reference: its ratios are
 *   shown, no goal rests on them.
 * - `role: 'control'`: a second copy of the floor's page, timed in the same rounds. Its
 *   ratio to the floor should be 1×; how far it lands from that is the run's resolution, and a
 *   verdict closer to its limit than that is not given (bench/run.mjs, `verdict`).
 * - `sizeOnly`: a page measured for bytes only (another way of using a subject; its timings are the
 *   subject's own page's).
 * - `note`: said under the contender's ratio table (what to keep in mind when comparing it).
 * - `packages`: whose versions the report lists.
 * - `replace`: modules swapped in the page build (repo-relative path → path), as a build variant does.
 * - `copyOf`: the id of a contender listed before it whose built page it copies (the same entry built
 *   again gives the same bytes: the control needs a second page, not a second build).
 */
export const contenders = [
  {
    id: 'default',
    label: 'mcp-elicitation-react (default)',
    role: 'subject',
    entry: 'ours.tsx',
    packages: LIBRARY,
  },
  {
    id: 'default-host',
    label: 'mcp-elicitation-react (default): Provider + Host + CSS',
    role: 'subject',
    sizeOnly: true,
    entry: 'ours-host.tsx',
  },
  {
    id: 'inline',
    label: 'mcp-elicitation-react: inline presentation + CSS',
    role: 'subject',
    // Every timed row: the page finds the panel through its `container` probe and asks for
    // `autoFocus`, so focus lands in its first field ("Name") as in the dialog pages. It renders
    // without Radix, while the floor and the peers keep their Radix shell: `note` says so.
    note: 'no Radix Dialog, portal or focus trap, while the floor and the peers keep their Radix dialog: its time ratios include that difference',
    entry: inlineBuilt ? 'ours-inline.tsx' : null,
    missing: 'inline presentation not built yet',
  },
  {
    id: 'rjsf',
    label: '@rjsf/core 6 + validator-ajv8',
    role: 'peer',
    entry: 'rjsf.tsx',
    packages: ['@rjsf/core', '@rjsf/utils', '@rjsf/validator-ajv8'],
  },
  {
    id: 'jsonforms',
    label: '@jsonforms/react + vanilla',
    role: 'peer',
    entry: 'jsonforms.tsx',
    packages: ['@jsonforms/core', '@jsonforms/react', '@jsonforms/vanilla-renderers'],
  },
  {
    id: 'stack-floor',
    label: 'hand-written on the same stack (floor)',
    role: 'floor',
    entry: 'stack-floor.tsx',
    packages: STACK,
  },
  {
    id: 'stack-floor-again',
    label: 'hand-written on the same stack (floor), second copy',
    role: 'control',
    entry: 'stack-floor.tsx',
    copyOf: 'stack-floor',
    packages: STACK,
  },
  {
    id: 'floor',
    label: 'hand-written with React alone (reference)',
    role: 'reference',
    entry: 'floor.tsx',
    packages: [],
  },
];
