// The contenders, in table order. To add one, give it a page under bench/pages/ that calls
// `mount()` from harness.tsx (or reuse a page with `replace`) and list it here; a contender without
// an entry is listed with "n/a" and a note saying why.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const liteExported = Object.hasOwn(pkg.exports ?? {}, './lite');

/** The React-only page every contender's bytes are measured against. */
export const baseline = { id: 'baseline', entry: 'baseline.tsx' };

/**
 * - `role: 'subject'`: this library; its ratios to the floor and to each peer are the headline.
 * - `role: 'peer'`: another form library, measured the same way.
 * - `role: 'floor'`: the hand-written form every time is compared with.
 * - `packages`: whose versions the report lists.
 * - `replace`: modules swapped in the page build (repo-relative path → path), as a build variant does.
 */
export const contenders = [
  {
    id: 'default',
    label: 'mcp-elicitation-react (default)',
    role: 'subject',
    entry: 'ours.tsx',
    packages: ['@radix-ui/react-dialog', 'react-hook-form', '@hookform/resolvers', 'ajv', 'ajv-formats'],
  },
  {
    id: 'lite',
    label: 'mcp-elicitation-react (smallest)',
    role: 'subject',
    // Measured once package.json exports the lite entry: the default page, built with the module
    // swap the lite build makes (adjust `replace` if that build swaps something else).
    entry: liteExported ? 'ours.tsx' : null,
    replace: { 'src/validation/default-validator.ts': 'src/validation/default-validator.lite.ts' },
    missing: 'no smallest ("lite", without ajv) configuration exists yet',
    packages: ['@radix-ui/react-dialog', 'react-hook-form', '@hookform/resolvers'],
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
    id: 'floor',
    label: 'hand-written (floor)',
    role: 'floor',
    entry: 'floor.tsx',
    packages: [],
  },
];
