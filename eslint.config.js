import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryElements, boundaryFiles, boundaryRuleOptions, CORE_SRC } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['**/dist', 'test/packaging/generated', 'storybook-static', 'node_modules', 'coverage', '.bench-out', '!.storybook'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
          message: 'Server-supplied text is rendered as text, never as HTML.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', `${CORE_SRC}/**/*.ts`],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    // The layers of both packages (eslint.layers.js): imports point down only, each in its package.
    files: ['src/**/*.{ts,tsx}', `${CORE_SRC}/**/*.ts`],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'boundaries/files': boundaryFiles,
      'boundaries/include': ['src/**/*', `${CORE_SRC}/**/*`],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: { 'boundaries/dependencies': ['error', boundaryRuleOptions()] },
  },
  {
    // mcp-elicitation-core installs into backends without React (its build also refuses React).
    files: [`${CORE_SRC}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-hook-form|@hookform/.*|@radix-ui/.*|mcp-elicitation-react)(/.*)?$',
              message: 'mcp-elicitation-core is React-free: this belongs in mcp-elicitation-react (src/).',
            },
          ],
        },
      ],
    },
  },
);
